import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { useLinkComponent } from '../i18n/UiProvider';
import { FakeLabel } from './FakeLabel';
import * as styles from './VideoCard.css';

/**
 * @internal The counts line of the cards of #8 ("12 videos · 3.4K views"), a list so each count is read
 * as one item. Shared by ModelCard, ChannelCard, CategoryCard, PlaylistCard and MemberCard.
 */
export function CardStats({ items }: { items: ReadonlyArray<{ key: string; text: ReactNode }> }) {
  return (
    <div className={styles.statsClip}>
      <ul className={styles.stats}>
        {items.map((item) => (
          <li key={item.key} className={styles.stat} data-stat={item.key}>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** @internal A picture's stand-in when a card has none: the skeleton tone with a plain mark, decorative. */
export function PicturePlaceholder({ className = styles.placeholder }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true" data-placeholder="">
      <svg viewBox="0 0 24 24" width="40" height="40" focusable="false" aria-hidden="true">
        <circle cx="12" cy="8" r="4.5" fill="currentColor" />
        <path d="M3.5 21.5c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" fill="currentColor" />
      </svg>
    </span>
  );
}

export interface CardImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'children'> {
  src: string | null | undefined;
  /** What shows without a picture or when it fails; defaults to the card's picture placeholder. */
  fallback?: ReactNode;
}

/**
 * @internal A card's picture: the image, or the placeholder when there is none or it fails to load (a
 * broken link shows the placeholder rather than the browser's broken-image icon).
 */
export function CardImage({ src, fallback, ...rest }: CardImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return fallback ?? <PicturePlaceholder />;
  // biome-ignore lint/a11y/useAltText: the caller gives `alt`
  return <img {...rest} src={src} onError={() => setFailed(src)} />;
}

/** @internal The heading levels a card's title takes, to fit the page outline. */
export type CardHeadingLevel = 2 | 3 | 4;

/**
 * @internal A card's title: a heading whose link stretches over the whole card (one tab stop per card),
 * with the '(fake)' label after the name. Shared by ModelCard, ChannelCard, CategoryCard and PlaylistCard.
 */
export function CardTitle({ level, href, name }: { level: CardHeadingLevel; href: string; name: string }) {
  const Link = useLinkComponent();
  const Heading = `h${level}` as const;
  return (
    <Heading className={styles.title}>
      <Link href={href} className={styles.titleLink}>
        <FakeLabel name={name} />
      </Link>
    </Heading>
  );
}

/** @internal A card's 16:9 picture (category, channel): the image in its frame, lazy unless `priority`. */
export function CardThumb({
  src,
  alt,
  priority,
}: {
  src: string | null | undefined;
  alt: string;
  priority: boolean;
}) {
  return (
    <div className={styles.thumb}>
      <CardImage
        className={styles.image}
        src={src}
        alt={alt}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}

/**
 * @internal The loading placeholder of a card: its picture's footprint (`picture`, a class; the 16:9
 * thumbnail by default) and two lines, no text, hidden from assistive technology.
 */
export function CardSkeleton({
  className = styles.skeleton,
  picture = styles.skeletonThumb,
}: {
  className?: string;
  picture?: string;
}) {
  return (
    <div className={className} aria-hidden="true" data-skeleton="">
      <div className={picture} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLineShort} />
    </div>
  );
}
