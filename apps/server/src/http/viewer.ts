import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '../db/schema.js';

/** The signed-in member a request comes from, as reads and writes need them. */
export interface Viewer {
  user_id: number;
  username: string;
  avatar: string | null;
  /** 2 regular; 6 may toggle privacy, delete and re-add own uploads (§3, §6). */
  status_id: number;
  /** member, moderator or admin (moderators review uploads). */
  role: MemberRole;
  /** The SHA-256 of the session's token: which session this is (logout, other sessions, CSRF binding). */
  session: Uint8Array;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin (http/session.ts) from the session cookie; null for a visitor. */
    viewer: Viewer | null;
  }
}

/**
 * Who is asking: the signed-in member, or null for a visitor. The session plugin resolves the session
 * cookie when the request arrives; reads and writes must take the member from here, never from a
 * parameter.
 */
export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.viewer ?? null;
}

/** Whether the viewer is staff (a moderator or an admin): they review uploads and see what is not public. */
export const isStaff = (viewer: Pick<Viewer, 'role'> | null): boolean =>
  viewer !== null && (viewer.role === 'moderator' || viewer.role === 'admin');
