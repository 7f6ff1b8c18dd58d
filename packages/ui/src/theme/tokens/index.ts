import { brandTokens } from '../brand';
import { str } from '../brands/str';
import type { ThemeTokens } from './types';

/** The default brand's (`str`) plain light tokens. */
export const lightTokens: ThemeTokens = /* @__PURE__ */ brandTokens(str, 'light');
/** The default brand's (`str`) plain dark tokens. */
export const darkTokens: ThemeTokens = /* @__PURE__ */ brandTokens(str, 'dark');
