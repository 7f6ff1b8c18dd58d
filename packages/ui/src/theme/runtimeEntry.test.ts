import { describe, expect, it } from 'vitest';
import * as runtime from './brands-need-the-vanilla-extract-plugin';
import * as theme from './index';

// `@site/ui/theme` in a browser bundle (package.json `exports`, `browser`) is the runtime entry: a brand file
// built without vanilla-extract's plugin fails the build on its missing `createBrandTheme`, while the page's
// own code keeps every other export.
describe('the runtime entry of @site/ui/theme', () => {
  it('has every export of the theme entry but the brand makers', () => {
    const missing = Object.keys(theme).filter((name) => !(name in runtime));
    expect(missing.sort()).toEqual(['brandThemeStyle', 'createBrandTheme']);
    expect(Object.keys(runtime).filter((name) => !(name in theme))).toEqual([]);
  });

  it('gives the same contract, themes and tokens as the theme entry', () => {
    expect(runtime.vars).toBe(theme.vars);
    expect(runtime.themes).toBe(theme.themes);
    expect(runtime.sprinkles).toBe(theme.sprinkles);
    expect(runtime.brandTokens).toBe(theme.brandTokens);
  });
});
