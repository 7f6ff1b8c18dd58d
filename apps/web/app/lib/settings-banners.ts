import type { Banner } from '@site/ui';
import { informationUrl } from './urls';

/**
 * The promo banners (§2 header promo, §9 four footer slots). Self-hosted only (never a third party): until
 * a deployment fills them from its advertising setup, the header promo and the first footer slot hold the
 * house ad (@site/ui's designed panel, in the visitor's language), which leads advertisers to the support
 * section of the information page; `null` leaves a slot empty, and an empty slot is not shown.
 */
const houseBanner = (width: number, height: number): Banner => ({
  kind: 'house',
  href: informationUrl('support'),
  width,
  height,
});

/** The header promo, one per layout (§2 "desktop or mobile variant"). */
export function headerPromo(): { desktop: Banner | null; mobile: Banner | null } {
  return { desktop: houseBanner(728, 90), mobile: houseBanner(320, 100) };
}

/** The four footer slots (§9): the first holds the house ad, the others stay empty (and hidden). */
export function footerBanners(): ReadonlyArray<Banner | null> {
  return [houseBanner(300, 250), null, null, null];
}
