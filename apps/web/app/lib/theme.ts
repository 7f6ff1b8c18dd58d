import type { ThemeName } from '@site/api';
import { defaultTheme } from '@site/api/display';
import { colorModeScript, themes } from '@site/ui';

/** §4: the colour mode is saved in this cookie. */
export const THEME_COOKIE = 'theme';

/** The colour mode saved in the `theme` cookie (§4), or null without a valid preference. */
export function savedTheme(cookieHeader: string | null): ThemeName | null {
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? '');
  return (match?.[1] as ThemeName | undefined) ?? null;
}

/**
 * The mode the server renders: the saved one, else the §4 default (dark 21:00–10:59) on the server's
 * clock. Without a cookie `themeScript` corrects it on the visitor's clock before first paint.
 */
export function themeFromCookie(cookieHeader: string | null, now: Date = new Date()): ThemeName {
  return savedTheme(cookieHeader) ?? defaultTheme(now);
}

/** The inline script of `<head>` that sets the theme class on `<html>` before first paint. */
export const themeScript = colorModeScript({ cookieName: THEME_COOKIE, classes: themes });
