import type { CaptchaProvider } from '../captcha/index.js';
import type { Db } from '../db/database.js';
import type { ForbiddenWords } from '../lib/forbidden-words.js';
import type { Mailer } from '../mail/index.js';
import type { MediaSettings } from '../media/settings.js';
import type { MediaStorage } from '../media/storage/index.js';

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
  /** The server's secret (signs media URLs, CSRF tokens). */
  secret: string;
  /** Where video media live (local disk or S3, media/storage). */
  storage: MediaStorage;
  /** Upload limits and the upload and scratch folders (media/settings.ts). */
  media: MediaSettings;
}
