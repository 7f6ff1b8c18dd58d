import type { Banner } from '@site/ui';
import { informationUrl } from './urls';

/**
 * The promo banners (§2 header promo, §9 four footer slots). Self-hosted images only (never a third
 * party): the site's own mark from `/favicon.svg` linking to the site's support section. A deployment
 * fills these from its advertising setup; `null` leaves a slot empty. `alt` is the translated text the
 * shell passes (`shell.banner.house`).
 */
const houseBanner = (alt: string, size: number): Banner => ({
  kind: 'image',
  src: '/favicon.svg',
  alt,
  href: informationUrl('support'),
  width: size,
  height: size,
});

/** The header promo, one per layout (§2 "desktop or mobile variant"). */
export function headerPromo(alt: string): { desktop: Banner | null; mobile: Banner | null } {
  return { desktop: houseBanner(alt, 90), mobile: houseBanner(alt, 60) };
}

/** The four footer slots (§9): the first holds the house banner, the others stay empty. */
export function footerBanners(alt: string): ReadonlyArray<Banner | null> {
  return [houseBanner(alt, 120), null, null, null];
}
