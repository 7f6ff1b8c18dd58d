import { afterEach, describe, expect, it } from 'vitest';
import { brandThemeStyle, brandTokens, colorModes } from './brand';
import { brandNames, brands } from './brands';
import { vars } from './contract.css';
import { brandThemes, themes } from './themes.css';

/** `var(--accent-x1)` → `--accent-x1`. */
const name = (ref: string) => ref.replace(/^var\((--[^)]+)\)$/, '$1');

function themed(className: string) {
  const el = document.createElement('div');
  el.className = className;
  document.body.append(el);
  return getComputedStyle(el);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe.each(brandNames.flatMap((b) => colorModes.map((m) => [b, m] as const)))(
  'given the %s %s theme class',
  (brand, mode) => {
    it('sets the contract variables to the brand tokens', () => {
      const style = themed(brandThemes[brand][mode]);
      const tokens = brandTokens(brands[brand], mode);
      expect(style.getPropertyValue(name(vars.color.accent)).trim()).toBe(tokens.color.accent);
      expect(style.getPropertyValue(name(vars.color.surface)).trim()).toBe(tokens.color.surface);
      expect(style.getPropertyValue(name(vars.space.lg)).trim()).toBe(tokens.space.lg);
      expect(style.getPropertyValue('color-scheme').trim()).toBe(mode);
    });
  },
);

describe('given the themes every caller knew', () => {
  it('keeps themes.light and themes.dark as the default (str) brand', () => {
    expect(themes.light).toBe(brandThemes.str.light);
    expect(themes.dark).toBe(brandThemes.str.dark);
  });

  it('gives every brand and mode its own class', () => {
    const all = brandNames.flatMap((b) => colorModes.map((m) => brandThemes[b][m]));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('given text in a theme', () => {
  it('turns off the contextual alternates that draw an "x" between digits as "×" (usernames such as a2x4)', () => {
    for (const brand of brandNames) {
      for (const mode of colorModes) {
        expect(brandThemeStyle(brands[brand], mode).fontFeatureSettings).toBe('"calt" 0');
      }
    }
  });
});
