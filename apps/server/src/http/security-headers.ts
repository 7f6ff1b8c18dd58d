/**
 * The security headers of every answer (issue M4): pages, `/api/*`, media, assets, errors and 404s. Helmet
 * (the library) writes them from one configuration built here; see src/security/README.md for what each
 * header is and why it has its value.
 *
 * - Content-Security-Policy: only this site's own scripts run, each inline one carrying the answer's nonce
 *   (`cspNonce`, handed to the server render by web/mount.ts); every other source is listed from the
 *   configuration (the messaging app's login widget, an S3 bucket the media gate redirects to).
 * - Framing: `frame-ancestors 'none'` and `X-Frame-Options: DENY`, except the embed player (`EMBED_PATH`),
 *   which any site may frame.
 * - Referrer-Policy, Permissions-Policy, Cross-Origin-Opener/Resource-Policy, nosniff and helmet's other
 *   defaults; Strict-Transport-Security only over HTTPS.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { EMBED_PATH } from '@site/api/display';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The messaging app's login widget: its script, and the frame the script draws the button in. */
export const TELEGRAM_WIDGET = {
  script: 'https://telegram.org',
  frame: 'https://oauth.telegram.org',
} as const;

export interface SecurityHeadersOptions {
  /** The site's public origin (SITE_URL): over https every answer gets HSTS and upgrade-insecure-requests. */
  siteUrl: string;
  /** The pages offer the messaging app's login widget (a bot is configured). */
  telegramWidget: boolean;
  /** Other origins the media gate sends media from (the S3 bucket it redirects to); none on local disk. */
  mediaOrigins: readonly string[];
}

/**
 * The features the site never uses are off for it and anything it frames; the player keeps fullscreen,
 * autoplay and picture-in-picture (for the site's own origin: the embed's too, where its host delegates
 * them with `allow`/`allowfullscreen`). Helmet writes no Permissions-Policy, so it is this one constant.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
].join(', ');

/** A year; not `includeSubDomains`: the site cannot know that every host under its domain speaks HTTPS. */
const HSTS_SECONDS = 365 * 24 * 3600;

const nonces = new WeakMap<ServerResponse, string>();

/** The answer's script nonce: 128 random bits, made on first use and the same for the whole answer. */
function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64url');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The nonce this answer's Content-Security-Policy allows scripts with: every inline script of a page. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** Whether `url` (a request's path and query) renders the embed player, which other sites may frame. */
export function isFramable(url: string): boolean {
  // The path as the page renderer reads it (dot segments resolved): `/embed/../signin` is the sign-in page.
  try {
    return new URL(url, 'http://site').pathname.startsWith(EMBED_PATH);
  } catch {
    return false;
  }
}

type Directives = Record<string, Array<string | ((req: unknown, res: ServerResponse) => string)>>;

/**
 * The Content-Security-Policy's directives. Scripts: the site's own files and the answer's nonce, never
 * `'unsafe-inline'` or `eval`. Styles: the site's stylesheets, and `'unsafe-inline'` for the style
 * attributes React renders and the `<style>` a dialog's scroll lock adds (styles cannot run code).
 */
export function cspDirectives(
  options: SecurityHeadersOptions,
  { framable }: { framable: boolean },
): Directives {
  const media = [...options.mediaOrigins];
  const widget = options.telegramWidget;
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      (_req, res) => `'nonce-${nonceOf(res)}'`,
      ...(widget ? [TELEGRAM_WIDGET.script] : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The media gate's redirects to the bucket: posters (img), segments and the preview clip (media, and
    // connect for hls.js's requests). blob: the profile editor's preview of a chosen picture, hls.js's
    // MediaSource, and the worker hls.js starts from a blob.
    'img-src': ["'self'", 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...media],
    'font-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': widget ? [TELEGRAM_WIDGET.frame] : ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': framable ? ['*'] : ["'none'"],
  };
  if (new URL(options.siteUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

function helmetOptions(options: SecurityHeadersOptions, framable: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options, { framable }) },
    // The framed embed is loaded by other sites, also those that require CORP of what they embed.
    crossOriginResourcePolicy: { policy: framable ? 'cross-origin' : 'same-origin' },
    // The messaging app's login opens its sign-in window from the widget's frame and hears back from it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: framable ? false : { action: 'deny' },
    // Decided per request (over HTTPS only), below.
    strictTransportSecurity: false,
  };
}

/**
 * Sets the security headers of an answer; the app calls it first thing for every request (`onRequest`)
 * and for the router's own refusals, which run no hook. A header a route sets itself wins (the local
 * payment page's own policy).
 */
export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

export function securityHeaders(options: SecurityHeadersOptions): ApplySecurityHeaders {
  const site = helmet(helmetOptions(options, false));
  const embed = helmet(helmetOptions(options, true));
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_SECONDS, includeSubDomains: false });
  const httpsSite = new URL(options.siteUrl).protocol === 'https:';
  const done = (error?: unknown) => {
    if (error) throw error;
  };
  return (request, reply) => {
    (isFramable(request.url) ? embed : site)(request.raw, reply.raw, done);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // Over HTTPS: the public origin is https, or this request came over TLS (directly, or through a proxy
    // of TRUST_PROXY that says so in X-Forwarded-Proto). Browsers ignore HSTS over plain HTTP anyway.
    if (httpsSite || request.protocol === 'https') hsts(request.raw, reply.raw, done);
  };
}
