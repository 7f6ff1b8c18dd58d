import type { VideoCategory } from '@site/api';
import { withFakeLabel } from '@site/api/display';
import { type ReactNode, useId } from 'react';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { TagList } from '../Tag/Tag';
import * as styles from './VideoLinks.css';

/** A named link target of the video: a channel or a model (`dir` and `title` of the API's objects). */
export interface VideoLinkTarget {
  dir: string;
  title: string;
}

export interface VideoLinksProps {
  /** The video's channel (`VideoDetail.channel`), or null for a member upload. */
  channel?: VideoLinkTarget | null;
  /** The video's models (`VideoDetail.models`). */
  models?: readonly VideoLinkTarget[];
  /** The video's categories (`VideoDetail.categories`). */
  categories?: readonly VideoCategory[];
}

function Group({ term, children }: { term: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <>
      <dt id={id} className={styles.term}>
        {term}
      </dt>
      <dd className={styles.details}>{children(id)}</dd>
    </>
  );
}

/**
 * The video's channel, models and categories as links (§2 video page): the channel to
 * /channel/{dir}/, models to /models/{dir}/, categories to /categories/{dir}/. Groups without links are
 * left out; with none at all, a short note says so. Names are labelled '(fake)' where §9 asks.
 */
export function VideoLinks({ channel = null, models = [], categories = [] }: VideoLinksProps) {
  const { t } = useMessages();
  const hrefs = useHrefs();
  if (!channel && models.length === 0 && categories.length === 0) {
    return <p className={styles.empty}>{t('videoPage.links.empty')}</p>;
  }
  return (
    <dl className={styles.root}>
      {channel && (
        <Group term={t('videoPage.links.channel')}>
          {(id) => (
            <TagList
              labelledBy={id}
              tags={[{ label: withFakeLabel(channel.title), href: hrefs.channel(channel.dir) }]}
            />
          )}
        </Group>
      )}
      {models.length > 0 && (
        <Group term={t('videoPage.links.models')}>
          {(id) => (
            <TagList
              labelledBy={id}
              tags={models.map((model) => ({
                label: withFakeLabel(model.title),
                href: hrefs.model(model.dir),
              }))}
            />
          )}
        </Group>
      )}
      {categories.length > 0 && (
        <Group term={t('videoPage.links.categories')}>
          {(id) => (
            <TagList
              labelledBy={id}
              tags={categories.map((category) => ({
                label: category.title,
                href: hrefs.category(category.dir),
              }))}
            />
          )}
        </Group>
      )}
    </dl>
  );
}
