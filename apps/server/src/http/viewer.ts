import type { FastifyRequest } from 'fastify';

/** The member a request comes from, as the reads need it. */
export interface Viewer {
  user_id: number;
}

/**
 * Who is asking: the signed-in member, or null for a visitor. Sessions arrive with the accounts issue
 * (#6); until then every request is a visitor's, so owner-only reads answer `need_auth` and visitors'
 * rules (§4: private videos are shown as private) apply everywhere. Reads must take the viewer from here,
 * never from a parameter.
 */
export function viewerOf(_request: FastifyRequest): Viewer | null {
  return null;
}
