// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DEBUG_PANEL_KEY, debugPanelShown } from './debug-panel';

afterEach(() => localStorage.clear());

describe('given who may see the debug panel', () => {
  it('shows it to staff, never to a visitor or a member who did not ask for it', () => {
    expect(debugPanelShown('moderator', '')).toBe(true);
    expect(debugPanelShown('admin', '')).toBe(true);
    expect(debugPanelShown('member', '')).toBe(false);
    expect(debugPanelShown(null, '?s=lake')).toBe(false);
  });

  it('turns the device setting on with ?debug=1, keeps it on later pages, and off with ?debug=0', () => {
    expect(debugPanelShown(null, '?debug=1')).toBe(true);
    expect(localStorage.getItem(DEBUG_PANEL_KEY)).toBe('1');
    expect(debugPanelShown(null, '')).toBe(true);
    expect(debugPanelShown('member', '?debug=0')).toBe(false);
    expect(debugPanelShown(null, '')).toBe(false);
    expect(debugPanelShown('moderator', '?debug=0')).toBe(true);
  });
});
