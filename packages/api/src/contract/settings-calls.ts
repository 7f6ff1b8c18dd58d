import { z } from '../zod.js';
import { declareCalls } from './call.js';
import {
  accountSettingsResponseSchema,
  changeEmailInputSchema,
  changeEmailResponseSchema,
  endSessionInputSchema,
  privacyInputSchema,
  privacyResponseSchema,
  sessionsResponseSchema,
} from './settings.js';

/**
 * Account settings (#32 item 4): the member's settings (GET /api/settings.php) and their acts (POST, picked
 * by `act`), and the link of the e-mail change's mail (a navigation). Members only but the link.
 */
export const SETTINGS_CALLS = declareCalls({
  'settings.get': {
    method: 'get',
    path: '/api/settings.php',
    access: 'member',
    response: accountSettingsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'settings.privacy': {
    method: 'post',
    path: '/api/settings.php',
    act: 'privacy',
    access: 'member',
    params: privacyInputSchema,
    response: privacyResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'settings.endSession': {
    method: 'post',
    path: '/api/settings.php',
    act: 'end_session',
    access: 'member',
    params: endSessionInputSchema,
    response: sessionsResponseSchema,
    errors: ['not_found'],
    lifetime: 0,
  },
  'settings.endOtherSessions': {
    method: 'post',
    path: '/api/settings.php',
    act: 'end_other_sessions',
    access: 'member',
    response: sessionsResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'settings.changeEmail': {
    method: 'post',
    path: '/api/settings.php',
    act: 'change_email',
    access: 'member',
    params: changeEmailInputSchema,
    accountFieldRules: true,
    response: changeEmailResponseSchema,
    errors: ['eml_invalid', 'eml_taken', 'invalid_password', 'wrong_password', 'too_many_attempts'],
    lifetime: 0,
  },
  'settings.confirmEmailUrl': {
    method: 'get',
    path: '/api/confirm_email.php',
    access: 'public',
    redirect: 303,
    params: z.object({ token: z.string().min(1) }),
    accountFieldRules: true,
    response: z.undefined(),
    errors: [],
    lifetime: 0,
  },
});
