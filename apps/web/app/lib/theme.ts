import type { ThemeName } from '@site/api';

/** The colour mode saved in the `theme` cookie (§4); dark when there is no preference yet. */
export function themeFromCookie(cookieHeader: string | null): ThemeName {
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? '');
  return (match?.[1] as ThemeName | undefined) ?? 'dark';
}
