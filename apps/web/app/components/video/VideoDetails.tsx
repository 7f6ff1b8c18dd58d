import type { VideoDetail } from '@site/api';
import { videoAuthor } from '@site/api/display';
import { TagList, useLinkComponent, VisuallyHidden } from '@site/ui';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { categoryHref, modelHref } from '../../lib/urls';
import { SubscribeControl, type SubscribeSubject } from '../SubscribeControl';
import { useVideoStage } from './VideoStage';
import * as styles from './video.css';
import { isWithheld, useVideoPage } from './video-page-context';

/** Who to subscribe to from the author line: the channel, else the uploader (§2). */
function authorSubject(video: VideoDetail): SubscribeSubject | null {
  if (video.channel) {
    return {
      target: 'channel',
      objectId: video.channel.dir,
      name: video.channel.title,
      subscribers: video.channel.statistics.subscribers,
    };
  }
  if (video.user) {
    return {
      target: 'member',
      objectId: video.user.user_id,
      name: video.user.username,
      subscribers: video.user.subscribers_count,
    };
  }
  return null;
}

/**
 * The video's uploader or channel with subscribe, its categories and its models, each model with
 * subscribe (§2). Nothing for a video its file list withholds.
 */
export function VideoDetails({ video }: { video: VideoDetail }) {
  const { t } = useT();
  const { api } = useVideoPage();
  const { stage } = useVideoStage(api, video, { poll: false });
  const Link = useLinkComponent();
  const categoriesId = useId();
  const modelsId = useId();
  if (isWithheld(stage)) return null;
  const author = videoAuthor(video);
  const subject = authorSubject(video);
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{author.kind === 'channel' ? t('video.channel') : t('video.uploader')}</dt>
      <dd className={styles.definition}>
        <span className={styles.author}>
          <Link className={styles.authorLink} href={author.href}>
            {author.name}
          </Link>
          {author.kind === 'member' && author.trusted && (
            <>
              <span aria-hidden="true"> ✓</span>
              <VisuallyHidden>{` ${t('video.trusted')}`}</VisuallyHidden>
            </>
          )}
          {subject && <SubscribeControl api={api} subject={subject} />}
        </span>
      </dd>
      {video.categories.length > 0 && (
        <>
          <dt className={styles.term} id={categoriesId}>
            {t('video.categories')}
          </dt>
          <dd className={styles.definition}>
            <TagList
              labelledBy={categoriesId}
              tags={video.categories.map((c) => ({ label: c.title, href: categoryHref(c.dir) }))}
            />
          </dd>
        </>
      )}
      {video.models.length > 0 && (
        <>
          <dt className={styles.term} id={modelsId}>
            {t('video.models')}
          </dt>
          <dd className={styles.definition}>
            <TagList
              labelledBy={modelsId}
              tags={video.models.map((m) => ({ label: m.title, href: modelHref(m.dir) }))}
            />
            <ul className={styles.modelSubscribes}>
              {video.models.map((m) => (
                <li key={m.dir}>
                  <SubscribeControl
                    api={api}
                    subject={{
                      target: 'model',
                      objectId: m.dir,
                      name: m.title,
                      subscribers: m.statistics.subscribers,
                    }}
                  />
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
