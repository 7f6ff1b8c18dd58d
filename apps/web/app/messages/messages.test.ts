import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ageCheckEn,
  commentsEn,
  dialogsEn,
  filtersEn,
  friendsEn,
  moderationEn,
  notificationsEn,
  playerEn,
  premiumEn,
  settingsEn,
  en as uiEn,
} from '@site/ui';
import { describe, expect, it } from 'vitest';
import { siteParts } from './index';

/** The served language files (apps/server/langs/<lang>/<part>.json); English is written from the code. */
const langsDir = join(import.meta.dirname, '../../../server/langs');
// @site/ui's part: `en`, and the modals', filter menus', comments', friend buttons', the player's, the
// moderation console's, the notifications' and the age check's
// English, which load with them (not in `en`).
const english: Record<string, Readonly<Record<string, string>>> = {
  ui: {
    ...uiEn,
    ...dialogsEn,
    ...filtersEn,
    ...commentsEn,
    ...friendsEn,
    ...playerEn,
    ...moderationEn,
    ...notificationsEn,
    ...ageCheckEn,
    ...settingsEn,
    ...premiumEn,
  },
  ...siteParts,
};
// `pnpm --filter @site/web langs` rewrites the English files after a text changed in the code.
const update = process.env.UPDATE_LANGS === '1';

describe('given the English texts of the site and of @site/ui', () => {
  it('no key is defined in two parts, and no site key repeats a key of @site/ui', () => {
    const owner = new Map<string, string>();
    for (const [part, table] of Object.entries(english)) {
      for (const key of Object.keys(table)) {
        expect(owner.get(key), `${key} in ${part}`).toBeUndefined();
        owner.set(key, part);
      }
    }
  });

  it.each(Object.keys(english))('en/%s.json is the code’s English, as the server serves it', (part) => {
    const file = join(langsDir, 'en', `${part}.json`);
    const expected = english[part] ?? {};
    if (update) writeFileSync(file, `${JSON.stringify(expected, null, 2)}\n`);
    const served = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    expect(served, 'run `pnpm --filter @site/web langs` to rewrite it').toEqual(expected);
  });
});
