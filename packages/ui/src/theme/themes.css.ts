import { style } from '@vanilla-extract/css';
import type { BrandTheme } from './brand';
import { gay } from './brands/gay';
import { she } from './brands/she';
import { str } from './brands/str';
import { createBrandTheme } from './makers';

/**
 * The light and dark theme class of every brand of the network. Put one on `<html>` (or any ancestor of
 * the components *and* of `document.body` portals, such as dialogs) to apply it.
 */
export const brandThemes = {
  str: createBrandTheme(str, style),
  gay: createBrandTheme(gay, style),
  she: createBrandTheme(she, style),
} as const satisfies Record<string, BrandTheme>;

/** The default brand's (`str`) light and dark classes: `themes.light`, `themes.dark`. */
export const themes: BrandTheme = brandThemes.str;
