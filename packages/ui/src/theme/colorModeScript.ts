import { defaultTheme } from '@site/api/display';
import type { ColorMode } from './tokens/types';

export interface ColorModeScriptOptions {
  /** The cookie holding the saved mode, `light` or `dark` (§4). */
  cookieName: string;
  /** The class(es) of each mode, e.g. `themes` or `brandThemes.gay`; space-separated lists are fine. */
  classes: Readonly<Record<ColorMode, string>>;
  /** Attribute of `<html>` that gets the mode (for CSS and tests); `false` for none. Default `data-theme`. */
  attribute?: string | false;
}

/** Inline `<` so the string can never close the `<script>` element it is put in. */
const forScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The source of a tiny inline script that puts the right theme class on `<html>` before first paint:
 * the mode saved in the cookie, or with no (valid) preference the §4 default for the visitor's own
 * clock (dark from 21:00 to 10:59, `defaultTheme` of `@site/api/display`, inlined). It also sets the
 * `data-theme` attribute and the native `color-scheme`.
 *
 * Put it first in `<head>`, before any stylesheet:
 *
 * ```tsx
 * <script dangerouslySetInnerHTML={{ __html: colorModeScript({ cookieName: 'theme', classes: themes }) }} />
 * ```
 *
 * With a Content-Security-Policy, give the element the page's nonce (or allow the script's hash).
 */
export function colorModeScript({
  cookieName,
  classes,
  attribute = 'data-theme',
}: ColorModeScriptOptions): string {
  const config = forScript({ n: cookieName, c: classes, a: attribute || '' });
  // Old, plain syntax: it runs before anything else on the page. `d` is defaultTheme's own source.
  return (
    '(function(o,d){try{' +
    // document.cookie read once: each read asks the browser's cookie store (5-15 ms before the first paint).
    'var h=Object.prototype.hasOwnProperty,q=document.cookie,s=q?q.split(";"):[],v=null,i,j,k;' +
    'for(i=0;i<s.length;i++){j=s[i].indexOf("=");' +
    'if(j>0&&s[i].slice(0,j).replace(/^\\s+|\\s+$/g,"")===o.n){' +
    'try{v=decodeURIComponent(s[i].slice(j+1).replace(/^\\s+|\\s+$/g,""))}catch(e){}break}}' +
    'var m=v!==null&&h.call(o.c,v)?v:d(new Date()),r=document.documentElement,l=r.classList,c;' +
    'for(k in o.c)if(h.call(o.c,k)){c=String(o.c[k]).split(" ");for(i=0;i<c.length;i++)if(c[i])l.remove(c[i])}' +
    'c=String(o.c[m]).split(" ");for(i=0;i<c.length;i++)if(c[i])l.add(c[i]);' +
    'if(o.a)r.setAttribute(o.a,m);r.style.colorScheme=m' +
    `}catch(e){}})(${config},${String(defaultTheme)})`
  );
}
