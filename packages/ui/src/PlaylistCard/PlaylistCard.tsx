import type { Playlist } from '@site/api';
import { Badge } from '../Badge/Badge';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import {
  type CardHeadingLevel,
  CardImage,
  CardSkeleton,
  CardStats,
  CardTitle,
  PicturePlaceholder,
} from '../VideoCard/CardParts';
import * as card from '../VideoCard/VideoCard.css';
import * as styles from './PlaylistCard.css';

/** What the playlist card shows (§3 "Playlist"): the API's `Playlist`, so API objects pass straight in. */
export type PlaylistCardData = Pick<
  Playlist,
  'playlist_id' | 'title' | 'visible' | 'thumbs' | 'statistics' | 'user'
>;

/** A playlist shows up to 3 thumbnails (§3). */
export const PLAYLIST_CARD_THUMBS = 3;

export interface PlaylistCardProps {
  playlist: PlaylistCardData;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: CardHeadingLevel;
  /** Hide the owner's name (on the owner's own playlists page). */
  hideOwner?: boolean;
  /** Load the thumbnails at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/**
 * A playlist in a listing: a mosaic of up to 3 thumbnails, its title, owner, and counts of videos and
 * views; 'Only me' when only its owner can see it (visible 0). Links to /playlist/{playlist_id}.
 */
export function PlaylistCard({
  playlist,
  headingLevel = 3,
  hideOwner = false,
  priority = false,
}: PlaylistCardProps) {
  const { t, pluralCount } = useMessages();
  const hrefs = useHrefs();
  const Link = useLinkComponent();
  const thumbs = playlist.thumbs.filter(Boolean).slice(0, PLAYLIST_CARD_THUMBS);
  const { videos, viewed } = playlist.statistics;
  return (
    <article className={card.card} data-playlist-id={playlist.playlist_id}>
      <div className={styles.mosaic} data-count={thumbs.length}>
        {thumbs.length === 0 ? (
          <PicturePlaceholder />
        ) : (
          thumbs.map((src, index) => (
            <CardImage
              // Thumbnails of one playlist may repeat; their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={styles.tile}
              src={src}
              fallback={<span className={styles.tile} data-placeholder="" aria-hidden="true" />}
              alt=""
              width={index === 0 ? 320 : 160}
              height={index === 0 ? 180 : 90}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
            />
          ))
        )}
        {playlist.visible === 0 && (
          <span className={card.badges}>
            <Badge tone="neutral">{t('playlistCard.onlyMe')}</Badge>
          </span>
        )}
      </div>
      <CardTitle level={headingLevel} href={hrefs.playlist(playlist.playlist_id)} name={playlist.title} />
      {!hideOwner && (
        <p className={card.meta}>
          <span>{t('playlistCard.by')}</span>
          <Link href={hrefs.member(playlist.user.user_id)} className={card.author}>
            <span className={card.authorName}>{playlist.user.username}</span>
          </Link>
        </p>
      )}
      <CardStats
        items={[
          { key: 'videos', text: pluralCount('playlistCard.videos', videos) },
          { key: 'views', text: pluralCount('playlistCard.views', viewed) },
        ]}
      />
    </article>
  );
}

/** The loading placeholder of a `PlaylistCard`: same footprint, no text, hidden from assistive technology. */
export function PlaylistCardSkeleton() {
  return <CardSkeleton />;
}
