import { colorModeScript, themes } from '@site/ui';
import { THEME_COOKIE } from './site';

/** The inline script of `<head>` that sets the theme class on `<html>` before first paint. */
export const themeScript = colorModeScript({ cookieName: THEME_COOKIE, classes: themes });
