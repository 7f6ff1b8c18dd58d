import { type ApiClient, type ChannelDetail, errorCode, type VideoListParams } from '@site/api';
import { channelQueries } from '@site/api/query';
import { ErrorState, useMessages } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { categoryHref, channelVideosUrl } from '../../lib/urls';
import * as styles from './catalog.css';
import { EntityHeader } from './EntityHeader';
import { EntityVideos } from './EntityVideos';
import '../../messages/use-catalog';

/** The channel's header: logo, title, categories, description, statistics and subscribe (§2, §3). */
export function ChannelHeader({ channel, api }: { channel: ChannelDetail; api: ApiClient }) {
  const { t } = useT();
  return (
    <EntityHeader
      target="channel"
      entity={channel}
      image={{ className: styles.logo, width: 240, height: 135 }}
      api={api}
    >
      {channel.categories.length > 0 && (
        <nav aria-label={t('catalog.channel.categories')}>
          <ul className={styles.tags}>
            {channel.categories.map((category) => (
              <li key={category.dir}>
                <Link className={styles.tagLink} to={categoryHref(category.dir)}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {channel.description && <p className={styles.text}>{channel.description}</p>}
    </EntityHeader>
  );
}

/**
 * The channel page (§2 /channel/{channel_dir}/) and its videos pages (/channel/{object_id}/{page}/): the
 * header, then the videos with sort, date, type and duration.
 */
export function ChannelPage({ dir, videos, api }: { dir: string; videos: VideoListParams; api: ApiClient }) {
  const { t } = useT();
  const loading = useMessages().t('spinner.label');
  const detail = useQuery(channelQueries.detail(api, dir, videos.lang));
  if (detail.isPending) return <p role="status">{loading}</p>;
  if (detail.isError) return <ErrorState code={errorCode(detail.error)} headingLevel={2} homeHref="/" />;
  const channel = detail.data.channel;
  return (
    <div className={styles.page}>
      <ChannelHeader channel={channel} api={api} />
      <EntityVideos
        params={videos}
        api={api}
        title={t('catalog.videosOf', { name: channel.title })}
        hrefFor={(p) => channelVideosUrl(channel.dir, p)}
      />
    </div>
  );
}
