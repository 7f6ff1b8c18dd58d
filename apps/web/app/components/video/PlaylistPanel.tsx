import type { ApiClient } from '@site/api';
import { playlistQueries, videoQueries } from '@site/api/query';
import { Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { playlistPosition, playlistVideoHref } from '../../lib/video-route';
import * as styles from './video.css';

/**
 * `?playlist={id}` on the video page (§2): the playlist's videos beside the player, the current one
 * marked, and links to the previous and next videos; every link keeps `?playlist=`.
 */
export function PlaylistPanel({
  api,
  playlistId,
  videoId,
}: {
  api: ApiClient;
  playlistId: number;
  videoId: number;
}) {
  const { t } = useT();
  const { gender, lang } = useSite();
  const headingId = useId();
  const detail = useQuery(playlistQueries.detail(api, playlistId));
  const list = useQuery(
    videoQueries.list(api, { section: 'playlist', object_id: String(playlistId), gender, lang }),
  );
  const videos = list.data?.videos ?? [];
  const { index, previous, next } = playlistPosition(videos, videoId);
  const total = list.data?.total_count ?? videos.length;
  const title = detail.data?.playlist.title;

  return (
    <aside className={styles.playlist} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.playlistTitle}>
        {title ? t('video.playlist.title', { title }) : t('video.playlist.fallbackTitle')}
      </h2>
      {index >= 0 && (
        <p className={styles.playlistMeta}>{t('video.playlist.position', { position: index + 1, total })}</p>
      )}
      {(previous || next) && (
        <nav className={styles.playlistNav} aria-label={t('video.playlist.navigation')}>
          {previous && (
            <Link className={styles.playlistNavLink} to={playlistVideoHref(previous, playlistId)} rel="prev">
              {`← ${t('video.playlist.previous')}`}
            </Link>
          )}
          {next && (
            <Link className={styles.playlistNavLink} to={playlistVideoHref(next, playlistId)} rel="next">
              {`${t('video.playlist.next')} →`}
            </Link>
          )}
        </nav>
      )}
      {list.isPending ? (
        <div className={styles.playlistMeta}>
          <Spinner size="sm" label={t('video.playlist.loading')} showLabel />
        </div>
      ) : list.isError ? (
        <p role="alert" className={styles.playlistMeta}>
          {t('video.playlist.error')}
        </p>
      ) : videos.length === 0 ? (
        <p className={styles.playlistMeta}>{t('video.playlist.empty')}</p>
      ) : (
        <ol className={styles.playlistList}>
          {videos.map((video) => {
            const current = video.video_id === videoId;
            return (
              <li key={video.video_id} className={styles.playlistItem} data-current={current || undefined}>
                <Link
                  className={styles.playlistLink}
                  to={playlistVideoHref(video, playlistId)}
                  aria-current={current ? 'page' : undefined}
                >
                  <img className={styles.playlistThumb} src={video.thumb} alt="" loading="lazy" />
                  <span className={styles.playlistVideoTitle}>{video.title}</span>
                  {current && <span className={styles.playlistBadge}>{t('video.playlist.current')}</span>}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </aside>
  );
}
