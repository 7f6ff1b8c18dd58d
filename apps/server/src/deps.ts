import type { CaptchaProvider } from './captcha/index.js';
import type { Db } from './db/database.js';
import type { ForbiddenWords } from './lib/forbidden-words.js';
import type { Mailer } from './mail/index.js';

/** What the write side's modules need from the app (built once in app.ts). */
export interface Deps {
  db: Db;
  /** The data folder (media under `<dataDir>/media`). */
  dataDir: string;
  mailer: Mailer;
  captcha: CaptchaProvider;
  /** The site's public origin, for links in mail (`http://localhost:3000`, no trailing slash). */
  siteUrl: string;
  /** The forbidden words of comments and messages (§5). */
  forbidden: ForbiddenWords;
}
