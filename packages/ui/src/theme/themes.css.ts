import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './tokens/dark';
import { lightTokens } from './tokens/light';

const light = createTheme(vars, lightTokens, 'light');
const dark = createTheme(vars, darkTokens, 'dark');

globalStyle(`.${light}`, { colorScheme: 'light' });
globalStyle(`.${dark}`, { colorScheme: 'dark' });

/**
 * One class per colour mode. Put it on `<html>` (or any ancestor of the components *and* of
 * `document.body` portals, such as dialogs) to apply the mode.
 */
export const themes = { light, dark } as const;

export type ColorMode = keyof typeof themes;
export const colorModes = ['light', 'dark'] as const satisfies readonly ColorMode[];
