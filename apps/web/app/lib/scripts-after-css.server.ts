// Scripts after the first paint's CSS (#28). React Router's `<Scripts>` writes a `<link rel="modulepreload">`
// for every module of the page, and React hoists them into the head, beside the stylesheets: a phone on a
// slow connection then downloads ~190 kB of scripts at the priority of the CSS the first paint waits for, and
// the page shows nothing until both are in (Lighthouse mobile: first paint 2.6–2.9 s with them, 1.1–1.3 s
// without). This transform takes those links out of the head and writes them back as one inline script right
// before React Router's module script at the end of the body. An inline script runs only once the stylesheets
// above it have loaded, so the scripts start after the CSS, and all at once, as before (no import waterfall).
// On hydration React finds the links it renders in the head and adds none.
import { readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { criticalCss, pageClasses } from './critical-css.server';
import { scriptJson } from './script-json';

/** A `<link rel="modulepreload">` as React writes React Router's (`href` first), with its href. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's module script, which imports the page's route modules and hydrates them. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
/** A stylesheet link as React writes React Router's, with its href (a `#` may end it). */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"#]+\.css)#?"[^>]*>/g;

/**
 * A built stylesheet small enough to write into the page (as Astro's `inlineStylesheets: 'auto'` does):
 * below this many bytes a request costs a phone more than the bytes. Only the large shared one stays a file.
 */
export const INLINE_CSS_MAX_BYTES = 12_000;

const builtCss = new Map<string, string | null>();

/** A built stylesheet's text (`build/client`, beside the server's build), or null if there is none. */
export function readBuiltStylesheet(href: string): string | null {
  let css = builtCss.get(href);
  if (css === undefined) {
    try {
      css = readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8');
    } catch {
      css = null;
    }
    builtCss.set(href, css);
  }
  return css;
}

/** The share of a large stylesheet a page's first paint uses, by stylesheet (read and parsed once). */
const critical = new Map<string, (classes: ReadonlySet<string>) => string>();

function criticalShare(css: string, classes: ReadonlySet<string>): string {
  let share = critical.get(css);
  if (share === undefined) {
    share = criticalCss(css);
    critical.set(css, share);
  }
  return share(classes);
}

/**
 * Sets a stylesheet linked for print (below) to apply once it has loaded: it loads beside the page, not before
 * its first paint. A script, not an `onload` attribute, which the CSP refuses.
 */
function applyWhenLoadedScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})(document.currentScript.previousElementSibling)</script>`;
}

export interface InlineOptions {
  /** A built stylesheet's text by its address (default: the build's file). */
  read?: (href: string) => string | null;
  /**
   * The classes the page's elements carry (critical-css.server.ts pageClasses), and any a script sets before
   * the first paint (the theme's): a large stylesheet is then written in as the share of it those can use.
   */
  classes?: ReadonlySet<string>;
  /**
   * React hydrates the head (a page the router hydrates): each link stays as React wrote it, for React to find
   * it (its `rel` and `href`, `#` included), with the link for Vite's preload beside it.
   */
  hydratedHead?: boolean;
}

/**
 * The head with each small stylesheet's link replaced by its rules, in the same place (the cascade keeps
 * its order), and, given the page's classes, each large one's by the share of its rules the page can use,
 * followed by its link for print that applies once loaded: a phone's first paint then waits for no
 * stylesheet. The other links keep their plain address.
 */
export function inlineStylesheets(
  head: string,
  nonce: string | undefined,
  { read = readBuiltStylesheet, classes, hydratedHead = false }: InlineOptions = {},
): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return head.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    // React Router ends the entry's stylesheets' addresses with `#`: Vite's preload of a chunk loaded later
    // would not find the link by its address, and link it again, after the rest of the page's CSS.
    const plainLink = link.replace(`"${href}#"`, `"${href}"`);
    if (css === null || css.includes('</')) return plainLink;
    // Each link stays, never fetched (disabled) or not before the first paint (print): Vite's preload of a
    // chunk loaded later that needs the same stylesheet finds it and does not link it again, after the rest,
    // where it would undo what adjusts it. Where React hydrates the head, its own link stays too.
    const disabled = `<link rel="stylesheet" href="${href}" disabled=""/>`;
    const withAttribute = (attribute: string) =>
      hydratedHead
        ? `${plainLink === link ? '' : disabled}${link.replace(/\s*\/?>$/, ` ${attribute}/>`)}`
        : `<link rel="stylesheet" href="${href}" ${attribute}/>`;
    if (css.length <= INLINE_CSS_MAX_BYTES) {
      return `<style data-href="${href}"${nonceAttribute}>${css}</style>${withAttribute('disabled=""')}`;
    }
    if (classes === undefined) return plainLink;
    return (
      `<style data-href="${href}" data-share=""${nonceAttribute}>${criticalShare(css, classes)}</style>` +
      `${withAttribute('media="print"')}${applyWhenLoadedScript(nonce)}`
    );
  });
}

/** The inline script that adds the preloads; JSON escaped so no href can close the script element. */
export function preloadScript(hrefs: readonly string[], nonce: string | undefined): string {
  const list = scriptJson(hrefs);
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})</script>`;
}

/**
 * A stream of the page's HTML, held whole, in which the head's module preloads are written instead just before
 * the module script (see above), and its stylesheets are written into its head by what its elements use
 * (inlineStylesheets; `themeClasses`, those the theme's script may set before the first paint). A page the
 * router hydrates keeps its head hydratable (`hydratedHead`): React 19 skips the elements it does not expect
 * in `<head>` (the written-in styles, the script that applies the whole stylesheet) and takes each link it
 * renders by its `rel` and `href`, which stay. Anything it does not recognise passes through unchanged.
 */
export function scriptsAfterCss(
  nonce: string | undefined,
  {
    themeClasses = [],
    read,
    hydratedHead,
  }: Pick<InlineOptions, 'read' | 'hydratedHead'> & { themeClasses?: readonly string[] } = {},
): Transform {
  let page = '';
  // Decoded across chunks: a chunk may end inside a character of several bytes.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      page += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      page += decoder.end();
      const end = page.indexOf('</head>');
      // Not a document React wrote: left as it is.
      if (end < 0) return callback(null, page || undefined);
      const head = inlineStylesheets(page.slice(0, end), nonce, {
        read,
        hydratedHead,
        classes: new Set([...themeClasses, ...pageClasses(page)]),
      });
      const hrefs = [...head.matchAll(PRELOAD)].map((m) => m[1] as string);
      const written = head.replace(PRELOAD, '') + page.slice(end);
      // No module script: a page without scripts has none to preload either.
      const script = hrefs.length > 0 ? MODULE_SCRIPT.exec(written) : null;
      callback(
        null,
        script
          ? written.slice(0, script.index) + preloadScript(hrefs, nonce) + written.slice(script.index)
          : written,
      );
    },
  });
}
