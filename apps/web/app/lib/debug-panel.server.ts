import type { MemberRole } from '@site/api';
import { isStaffRole } from '../components/moderation/access';
import { cookieString, readCookie } from './cookies';

/** The cookie that keeps the debug panel on for a browser (decision: the device setting of §2). */
export const DEBUG_COOKIE = 'debug_panel';
/** `?debug=1` turns the browser's setting on, `?debug=0` off. */
export const DEBUG_PARAM = 'debug';

/**
 * Whether the page shows the debug panel (§2): always for staff, otherwise only in a browser whose setting
 * is on, never for a visitor who did not ask. An address with `?debug=` changes the setting: `setCookie`
 * is the cookie to send then.
 */
export function debugPanelSetting(
  role: MemberRole | null,
  cookies: string | null,
  url: URL,
): { shown: boolean; setCookie: string | null } {
  const asked = url.searchParams.get(DEBUG_PARAM);
  const saved = readCookie(cookies, DEBUG_COOKIE) === '1';
  const on = asked === '1' || (asked !== '0' && saved);
  const setCookie =
    asked === '1' && !saved
      ? cookieString(DEBUG_COOKIE, '1')
      : asked === '0' && saved
        ? cookieString(DEBUG_COOKIE, '', 0)
        : null;
  return { shown: isStaffRole(role) || on, setCookie };
}
