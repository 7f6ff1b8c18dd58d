import { captchaMessages } from './captcha';
import { commonMessages } from './common';
import { listingsMessages } from './listings';
import { shellMessages } from './shell';
import { videoMessages } from './video';

/**
 * The site's English texts this page has loaded. The parts the shell and the listings use ship with every
 * page; a part only its own pages use (the information pages, the upload flow, the members' pages, the
 * moderation console, the channels, models and playlists, the sign-in pages) joins when a module that shows
 * it loads (`messages/use-<part>.ts`, imported by each such module), so the listing pages do not carry it. On the server every route module is loaded, so every part is there.
 */
const site: Record<string, string> = Object.assign(
  {},
  commonMessages,
  videoMessages,
  captchaMessages,
  shellMessages,
  listingsMessages,
);
const added = new Set<object>();
let version = 0;

/** Adds a part of the site's English texts (once). */
export function addSiteMessages(part: Readonly<Record<string, string>>): void {
  if (added.has(part)) return;
  added.add(part);
  Object.assign(site, part);
  version += 1;
}

/** The site's English texts loaded so far, and a number that changes when a part joins. */
export function siteEnglish(): { messages: Readonly<Record<string, string>>; version: number } {
  return { messages: site, version };
}
