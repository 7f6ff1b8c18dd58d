import { browseEn } from './messages/browse';
import { cardsEn } from './messages/cards';
import { chromeEn } from './messages/chrome';
import { displayEn } from './messages/display';
import { formsEn } from './messages/forms';
import { modalsEn } from './messages/modals';
import { overlaysEn } from './messages/overlays';
import { videoEn } from './messages/video';

/**
 * English messages: the defaults every component falls back to. Other languages are fetched on demand
 * by the site (§1) and passed to `UiProvider` as a partial override.
 *
 * Placeholders are `{name}`. Plural messages have one key per CLDR plural category (`.one`, `.other`,
 * and `.few`/`.many`/… where a language needs them); `.other` is required.
 */
export const en = {
  'button.loading': 'Loading',
  'dialog.close': 'Close',
  'count.thousands': '{value}K',
  'count.millions': '{value}M',
  'video.justAdded': 'Just added',
  'video.views.one': '{count} view',
  'video.views.other': '{count} views',
  'video.hd': 'HD',
  'video.vr': 'VR',
  'video.duration': 'Duration',
  'video.trustedMember': 'Trusted member',
  'video.channel': 'Channel',
  'video.member': 'Member',
  ...formsEn,
  ...overlaysEn,
  ...displayEn,
  ...cardsEn,
  ...browseEn,
  ...chromeEn,
  ...videoEn,
  ...modalsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = { readonly [K in MessageKey]: string };
/** Keys of plural messages, without their category suffix (`video.views`). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
