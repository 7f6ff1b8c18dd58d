import { ENDPOINTS } from '@site/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import { type Acts, actRoute } from '../http/acts.js';
import { accountLimiters } from './limits.js';
import { profileAct } from './profile.js';
import { resetAct, restoreAct } from './restore.js';
import { confirmRoute, signupAct } from './signup.js';

/**
 * The account calls besides login and logout (accounts/login.ts), described in accounts/README.md:
 * POST /api/signup.php with `act` signup, restore (the restore path of §7 is not shown: decision) or reset
 * (decision), and GET /api/confirm.php, the link of the confirmation mail.
 */
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  const limits = accountLimiters(app);
  const acts: Acts = {
    signup: signupAct(deps, limits),
    restore: restoreAct(deps, limits),
    reset: resetAct(deps),
  };
  actRoute(app, ENDPOINTS.signup, deps.db, acts);
  confirmRoute(app, deps);
}

/**
 * The act of POST /api/member.php about the member's own account still written the older way (`profile`);
 * its `upload` (avatar and cover) is declared (images.ts).
 */
export function accountMemberActs(deps: Deps): Acts {
  return { profile: profileAct(deps) };
}
