import type { MemberRole, SessionResponse } from '@site/api';
import type { StaffViewerRole } from '@site/ui/moderation';

/**
 * Who may see the console (§6, #12): a visitor is asked to sign in (401), a member who is not staff is
 * not allowed (403), a moderator or an admin sees it. The server refuses every console call the same way;
 * this only decides what the page renders and whether its data is fetched at all.
 */
export type ConsoleAccess =
  | { kind: 'visitor' }
  | { kind: 'member' }
  | { kind: 'staff'; role: StaffViewerRole; userId: number; username: string };

export function isStaffRole(role: MemberRole | null | undefined): role is StaffViewerRole {
  return role === 'moderator' || role === 'admin';
}

export function consoleAccess(session: Pick<SessionResponse, 'user' | 'role'>): ConsoleAccess {
  if (!session.user) return { kind: 'visitor' };
  if (!isStaffRole(session.role)) return { kind: 'member' };
  return {
    kind: 'staff',
    role: session.role,
    userId: session.user.user_id,
    username: session.user.username,
  };
}

/** The HTTP status of a console page for this access: 401 sign in, 403 not allowed, else 200. */
export function accessStatus(access: ConsoleAccess): 200 | 401 | 403 {
  return access.kind === 'visitor' ? 401 : access.kind === 'member' ? 403 : 200;
}
