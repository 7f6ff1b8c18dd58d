import { authMessages } from './auth';
import { captchaMessages } from './captcha';
import { catalogMessages } from './catalog';
import { commonMessages } from './common';
import { friendsMessages } from './friends';
import { listingsMessages } from './listings';
import { membersMessages } from './members';
import { moderationMessages } from './moderation';
import { notificationsMessages } from './notifications';
import { pagesMessages } from './pages';
import { settingsMessages } from './settings';
import { shellMessages } from './shell';
import { uploadMessages } from './upload';
import { videoMessages } from './video';

/**
 * The site's own English texts, one module per part of the site; @site/ui's components bring theirs
 * (`en` of @site/ui). Each part's other languages live in `apps/server/langs/<lang>/<part>.json`, which
 * the server merges with `ui.json` and serves at `/langs/json/<lang>.json`. A key belongs to one part only,
 * and no site key repeats a key of @site/ui (messages.test.ts).
 *
 * Add a part: a module here exporting `<part>Messages`, an entry below, then `pnpm --filter @site/web
 * langs` writes its English file, and a translation per language goes beside it. For the browser, list it
 * in messages/english.ts (shipped with every page) or give it a `use-<part>.ts` here that the modules
 * showing its texts import (loaded with them only).
 */
export const siteParts = {
  common: commonMessages,
  video: videoMessages,
  upload: uploadMessages,
  captcha: captchaMessages,
  shell: shellMessages,
  auth: authMessages,
  listings: listingsMessages,
  catalog: catalogMessages,
  members: membersMessages,
  pages: pagesMessages,
  moderation: moderationMessages,
  friends: friendsMessages,
  notifications: notificationsMessages,
  settings: settingsMessages,
} as const;

export type SitePart = keyof typeof siteParts;

type Union<T> = T[keyof T];
type Merge<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** Every English site message. */
export const siteEn = Object.assign({}, ...Object.values(siteParts)) as Merge<Union<typeof siteParts>>;

export type SiteMessageKey = keyof typeof siteEn;

/** Keys of plural site messages without their category suffix (`comments.count` for `comments.count.one`…). */
export type SitePluralKey = SiteMessageKey extends infer K
  ? K extends `${infer Base}.other`
    ? Base
    : never
  : never;
