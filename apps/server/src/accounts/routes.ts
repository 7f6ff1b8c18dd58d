import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import type { Acts } from '../http/acts.js';

/**
 * The account calls besides login and logout (accounts/login.ts): sign up, email confirmation, password
 * restore, and the member's profile acts. (Filled in by #6's account work.)
 */
export function accountRoutes(_app: FastifyInstance, _deps: Deps): void {}

/** The acts of POST /api/member.php about the member's own account (`profile`, `upload`). */
export function accountMemberActs(_deps: Deps): Acts {
  return {};
}
