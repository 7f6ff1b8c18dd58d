import { describe, expect, it } from 'vitest';
import { debugPanelSetting } from './debug-panel.server';

const at = (path: string) => new URL(path, 'http://localhost');

describe('given who may see the debug panel', () => {
  it('shows it to staff, never to a visitor or a member who did not ask for it', () => {
    expect(debugPanelSetting('moderator', null, at('/')).shown).toBe(true);
    expect(debugPanelSetting('admin', 'theme=dark', at('/')).shown).toBe(true);
    expect(debugPanelSetting('member', null, at('/')).shown).toBe(false);
    expect(debugPanelSetting(null, 'debug=0', at('/?s=lake'))).toEqual({ shown: false, setCookie: null });
  });

  it('turns the browser setting on with ?debug=1, keeps it on later pages, and off with ?debug=0', () => {
    const on = debugPanelSetting(null, null, at('/?debug=1'));
    expect(on.shown).toBe(true);
    expect(on.setCookie).toMatch(/^debug_panel=1; Path=\/; Max-Age=\d+/);
    expect(debugPanelSetting(null, 'lang=de; debug_panel=1', at('/videos/'))).toEqual({
      shown: true,
      setCookie: null,
    });
    const off = debugPanelSetting('member', 'debug_panel=1', at('/?debug=0'));
    expect(off.shown).toBe(false);
    expect(off.setCookie).toMatch(/^debug_panel=; Path=\/; Max-Age=0/);
    expect(debugPanelSetting('moderator', 'debug_panel=1', at('/?debug=0')).shown).toBe(true);
  });
});
