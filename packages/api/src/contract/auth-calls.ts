import { declareCalls } from './call.js';
import { okResponseSchema } from './common.js';

/** The account calls of §7 declared once (call.ts); login, sign-up and their kin are still in calls/auth.ts. */
export const AUTH_CALLS = declareCalls({
  /** Sign-out (decision: §4 only says the page reloads): an empty form, with the CSRF token like every write. */
  'auth.logout': {
    method: 'post',
    path: '/api/logout.php',
    access: 'public',
    response: okResponseSchema,
    errors: [],
    lifetime: 0,
  },
});
