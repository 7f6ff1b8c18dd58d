import type { AgeMode } from '@site/api';
import { redirect } from 'react-router';
import { readCookie } from './cookies';
import { type ServerContext, siteLoadContext } from './load-context';
import { needsAgeGate } from './settings';
import { AGE_COOKIE, serverSession } from './site';
import { SECTION_URLS } from './urls';

const AGE_CHECK_PATH = SECTION_URLS.ageCheck;

/**
 * What a visitor who has not confirmed their age may still open: the gate, the terms it links to, and the
 * files for search engines (no titles or pictures of videos in any of them).
 */
const OPEN_PATHS = [AGE_CHECK_PATH, SECTION_URLS.information, '/robots.txt', '/sitemap.xml'];

const isOpen = (pathname: string) =>
  OPEN_PATHS.some((open) => pathname === open || pathname === open.replace(/\/$/, ''));

/** The address of the gate that returns to `url` once agreed. */
export function ageCheckHref(url: URL): string {
  return `${AGE_CHECK_PATH}?${new URLSearchParams({ return: `${url.pathname}${url.search}` })}`;
}

/** Where the server starts an age-assurance provider's check (apps/server age/assurance.ts). */
export const AGE_VERIFY_PATH = '/age-check/verify/';

/** The gate of the visitor's region (the server's age policy; absent: the 28 countries of §4 ask). */
export function ageGateMode(context: ServerContext): AgeMode {
  const { country, age } = siteLoadContext(context);
  if (age) return age.mode;
  return needsAgeGate({ country, signedIn: false, ageAgreed: false }) ? 'self' : 'none';
}

/**
 * §4 (#27, #31): whether this request must meet the age gate first, asking for anything but the open
 * paths: in a `verified` region, anyone (members too) who has not passed the provider's check; in a `self`
 * region, a visitor not signed in without the age cookie. Decided before any loader runs, so no title,
 * thumbnail or player of the site is in the answer.
 */
export async function mustConfirmAge(request: Request, context: ServerContext): Promise<boolean> {
  const url = new URL(request.url);
  if (isOpen(url.pathname)) return false;
  const mode = ageGateMode(context);
  if (mode === 'none') return false;
  if (mode === 'verified') return siteLoadContext(context).age?.verified !== true;
  if (readCookie(request.headers.get('cookie'), AGE_COOKIE) === '1') return false;
  // Members never see the gate (the session is asked once per request: the root loader reuses it).
  return (await serverSession(context)).user === null;
}

/**
 * The root's server middleware: a visitor who must confirm their age is sent to the gate (a client
 * navigation's data request too), with the page asked for to return to; nothing else is loaded.
 */
export async function ageGateMiddleware(
  { request, context }: { request: Request; context: ServerContext },
  next: () => Promise<Response>,
): Promise<Response> {
  if (await mustConfirmAge(request, context)) {
    throw redirect(ageCheckHref(new URL(request.url)), {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  }
  return next();
}
