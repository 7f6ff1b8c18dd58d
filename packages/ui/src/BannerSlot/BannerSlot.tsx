import { useMessages } from '../i18n/UiProvider';
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

export type Banner = IframeBanner | ImageBanner;

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

/**
 * A promo slot (§2 header promo, the four footer slots): an image link or a sandboxed iframe, marked
 * "Advertisement". The iframe has a title and lazy loading; links open in a new tab, `rel="sponsored"`.
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
          {banner.kind === 'iframe' ? (
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
