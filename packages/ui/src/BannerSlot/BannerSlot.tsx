import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import * as styles from './BannerSlot.css';

/** A promo delivered as a page of the ad network, shown in a sandboxed iframe. */
export interface IframeBanner {
  kind: 'iframe';
  src: string;
  /** The frame's accessible name (what the promo is about). */
  title: string;
  width: number;
  height: number;
}

/** A promo delivered as a picture with a link. */
export interface ImageBanner {
  kind: 'image';
  src: string;
  /** What the picture says, for those who cannot see it. */
  alt: string;
  href: string;
  width: number;
  height: number;
}

/**
 * The site's own promotion for a slot no advertiser fills: a designed panel (a headline, a line and a
 * call to action, in the visitor's language) linking to where advertisers get in touch. Its size is the
 * slot's: 728 × 90 and 320 × 100 lay out in a row, squarer slots (300 × 250) stacked.
 */
export interface HouseBanner {
  kind: 'house';
  /** Where advertisers get in touch (a page of the site, through the link provider). */
  href: string;
  width: number;
  height: number;
}

export type Banner = IframeBanner | ImageBanner | HouseBanner;

export const bannerVariants = ['any', 'desktop', 'mobile'] as const;
export type BannerVariant = (typeof bannerVariants)[number];

/**
 * What the ad iframe may do: run its scripts and open the advertiser in a new tab. No same-origin (it
 * cannot read the site's cookies or storage), no top navigation, no forms.
 */
export const BANNER_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** §2: the header promo banner is hidden on /information/ and /download/. */
export function isPromoHiddenOn(pathname: string): boolean {
  return /^\/(information|download)(\/|$)/.test(pathname);
}

export interface BannerSlotProps {
  /** The promo; nothing renders without one (unless loading). */
  banner?: Banner | null;
  /** `desktop` shows only on the desktop layout, `mobile` only on ≤ 1024 px, `any` on both. */
  variant?: BannerVariant;
  /** Keep the banner's room with a placeholder while its data loads. */
  loading?: boolean;
  /** The room to keep while loading. Defaults to 728 × 90. */
  placeholderSize?: { width: number; height: number };
}

/** The house ad: the site's own panel, laid out by the slot's shape. */
function HouseAd({ banner }: { banner: HouseBanner }) {
  const { t } = useMessages();
  const Link = useLinkComponent();
  const wide = banner.width / banner.height >= 2.5;
  return (
    <Link
      href={banner.href}
      className={styles.house({ layout: wide ? 'row' : 'stack' })}
      data-layout={wide ? 'row' : 'stack'}
      style={{ width: banner.width, aspectRatio: `${banner.width} / ${banner.height}` }}
      data-house-ad=""
    >
      <svg className={styles.houseMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.houseText}>
        <span className={styles.houseTitle}>{t('banner.house.title')}</span>{' '}
        <span className={styles.houseBody}>{t('banner.house.body')}</span>
      </span>{' '}
      <span className={styles.houseAction}>{t('banner.house.action')}</span>
    </Link>
  );
}

/**
 * A promo slot (§2 header promo, the four footer slots): an image link, a sandboxed iframe or the house
 * ad, marked "Advertisement". The iframe has a title and lazy loading; an advertiser's link opens in a new
 * tab, `rel="sponsored"`. Without a banner the slot renders nothing (no empty box).
 */
export function BannerSlot({
  banner,
  variant = 'any',
  loading = false,
  placeholderSize = { width: 728, height: 90 },
}: BannerSlotProps) {
  const { t } = useMessages();
  if (!banner && !loading) return null;
  return (
    <div className={styles.root({ variant })} data-variant={variant} data-banner-kind={banner?.kind}>
      {loading || !banner ? (
        <>
          <span role="status" className={styles.label}>
            {t('banner.loading')}
          </span>
          <div
            className={styles.placeholder}
            style={{
              width: placeholderSize.width,
              aspectRatio: `${placeholderSize.width} / ${placeholderSize.height}`,
            }}
            aria-hidden="true"
          />
        </>
      ) : (
        <>
          <span className={styles.label}>{t('banner.label')}</span>
          {banner.kind === 'house' ? (
            <HouseAd banner={banner} />
          ) : banner.kind === 'iframe' ? (
            <iframe
              className={styles.frame}
              src={banner.src}
              title={banner.title}
              width={banner.width}
              height={banner.height}
              sandbox={BANNER_SANDBOX}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          ) : (
            <a className={styles.link} href={banner.href} target="_blank" rel="sponsored noopener noreferrer">
              <img
                className={styles.image}
                src={banner.src}
                alt={banner.alt}
                width={banner.width}
                height={banner.height}
                loading="lazy"
                decoding="async"
              />
            </a>
          )}
        </>
      )}
    </div>
  );
}
