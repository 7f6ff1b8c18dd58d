import { clsx } from 'clsx';
import { useFlagBase, useMessages } from '../i18n/UiProvider';
import { countryName } from './countries';
import * as styles from './Flag.css';

export { countryName, isModelCountry, MODEL_COUNTRIES, type ModelCountry } from './countries';

export const flagSizes = ['sm', 'md', 'lg'] as const;
export type FlagSize = (typeof flagSizes)[number];

export interface FlagProps {
  /**
   * A two-letter country code in any case (`de`, `GB`), or `eu`. Anything else (none, `xx`, `usa`)
   * shows a placeholder.
   */
  code: string | null | undefined;
  size?: FlagSize;
  /**
   * Hide it from assistive technology when the country's name is written next to it anyway
   * (a country picker's options); otherwise it is an image named after the country.
   */
  decorative?: boolean;
  /** Load the image at once (a flag above the fold) instead of when it comes near the viewport. */
  priority?: boolean;
}

/** Pixel sizes by size: the flags are 4:3. */
const px = { sm: [20, 15], md: [28, 21], lg: [40, 30] } as const satisfies Record<
  FlagSize,
  readonly [number, number]
>;

/**
 * A country flag (§2 model card, country picker, member header): the country's flag from the flag-icons
 * set, an SVG file the site serves (`<flagBase><code>.svg`, see `UiProvider`'s `flagBase`), shown as a
 * lazily loaded `<img>` (no flag is ever part of a page's JavaScript), its alt text the country's name in
 * the current language (`Intl.DisplayNames`). Not the regional-indicator emoji: that needs a colour emoji
 * font, which Windows and headless Chromium on Linux lack (two letters or boxes instead).
 * An unknown code shows a dashed placeholder named "Unknown country" rather than failing.
 */
export function Flag({ code, size = 'md', decorative = false, priority = false }: FlagProps) {
  const { t, locale } = useMessages();
  const base = useFlagBase();
  const name = code ? countryName(code, locale) : undefined;
  const [width, height] = px[size];
  if (!name || !code) {
    const label = t('flag.unknown');
    return (
      <svg
        className={clsx(styles.flag, styles.size[size])}
        viewBox="0 0 28 21"
        focusable="false"
        data-unknown=""
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : label}
        aria-hidden={decorative ? true : undefined}
      >
        {!decorative && <title>{label}</title>}
        <rect className={styles.unknownField} x="0.5" y="0.5" width="27" height="20" rx="2.5" />
        <text className={styles.unknownMark} x="14" y="11" textAnchor="middle" dominantBaseline="central">
          ?
        </text>
      </svg>
    );
  }
  const lower = code.toLowerCase();
  return (
    <img
      className={clsx(styles.flag, styles.image, styles.size[size])}
      src={`${base}${lower}.svg`}
      alt={decorative ? '' : name}
      aria-hidden={decorative ? true : undefined}
      title={decorative ? undefined : name}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      data-code={lower}
    />
  );
}
