import { AUTH_CALLS } from '../contract/auth-calls.js';
import { documentCalls } from '../contract/call.js';

/** What the OpenAPI document and the mock API say of the account calls (auth-calls.ts). */
export const AUTH_CALL_DOCS = /* @__PURE__ */ documentCalls(AUTH_CALLS, {
  'auth.logout': {
    summary: 'Sign out: ends the session and issues a new CSRF token',
    description:
      "Clears the session cookie and answers a visitor's CSRF token in its cookie (a visitor may call it too).",
    example: { code: 'success' },
  },
});
