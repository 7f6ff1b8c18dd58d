import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as theme from './index';
import * as makers from './makers';

// The brand makers are an entry of their own (`@site/ui/theme/brand`, ./makers.ts), the one module whose
// `@vanilla-extract/css/fileScope` a browser bundle gets mapped to a file without it (package.json
// `browser`). A page that imports the theme's runtime parts, from `@site/ui/theme` or the root entry, must
// never reach that module, or every build without a brand of its own would stop too.
describe('the theme entries', () => {
  it('keep the brand makers out of the runtime entries', () => {
    expect(Object.keys(makers).sort()).toEqual(['brandThemeStyle', 'createBrandTheme']);
    for (const name of Object.keys(makers)) {
      expect(name in theme).toBe(false);
      expect(name in root).toBe(false);
    }
  });

  it('give pages the contract, the theme classes and the tokens from both runtime entries', () => {
    expect(root.vars).toBe(theme.vars);
    expect(root.themes).toBe(theme.themes);
    expect(root.colorModeScript).toBe(theme.colorModeScript);
    expect(root.brandTokens).toBe(theme.brandTokens);
  });
});
