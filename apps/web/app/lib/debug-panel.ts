import type { MemberRole } from '@site/api';
import { isStaffRole } from '../components/moderation/access';
import { safeStorage } from './settings';

/** The device setting that shows the debug panel to anyone on this device (decision: local storage). */
export const DEBUG_PANEL_KEY = 'debug_panel';
/** `?debug=1` turns the device setting on, `?debug=0` off. */
export const DEBUG_PARAM = 'debug';

/**
 * Whether the page shows the debug panel (§2): always for staff, otherwise only on a device whose setting
 * is on; an address with `?debug=` changes the setting first. Never for a visitor who did not ask.
 */
export function debugPanelShown(
  role: MemberRole | null,
  search: string,
  storage: Storage | undefined = safeStorage(),
): boolean {
  const asked = new URLSearchParams(search).get(DEBUG_PARAM);
  try {
    if (asked === '1') storage?.setItem(DEBUG_PANEL_KEY, '1');
    if (asked === '0') storage?.removeItem(DEBUG_PANEL_KEY);
  } catch {
    // A blocked storage keeps the setting as it was.
  }
  return isStaffRole(role) || storage?.getItem(DEBUG_PANEL_KEY) === '1';
}
