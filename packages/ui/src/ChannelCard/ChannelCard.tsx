import type { ChannelCard as ChannelCardContract } from '@site/api';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { visuallyHidden } from '../theme/a11y.css';
import { type CardHeadingLevel, CardSkeleton, CardStats, CardThumb, CardTitle } from '../VideoCard/CardParts';
import * as card from '../VideoCard/VideoCard.css';
import * as styles from './ChannelCard.css';

/** What the channel card shows (§3 "Channel"): the API's `ChannelCard`, so API objects pass straight in. */
export type ChannelCardData = Pick<
  ChannelCardContract,
  'dir' | 'title' | 'img' | 'total_videos' | 'categories' | 'statistics'
>;

/** How many category names a card lists at most. */
export const CHANNEL_CARD_CATEGORIES = 3;

export interface ChannelCardProps {
  channel: ChannelCardData;
  /** Heading level of the name, to fit the page outline. Defaults to 3. */
  headingLevel?: CardHeadingLevel;
  /** Load the logo at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/** A channel in a listing: logo, name, counts of videos and subscribers, and its first categories. */
export function ChannelCard({ channel, headingLevel = 3, priority = false }: ChannelCardProps) {
  const { t, pluralCount } = useMessages();
  const hrefs = useHrefs();
  const videos = channel.total_videos;
  const subscribers = channel.statistics.subscribers;
  const categories = channel.categories.slice(0, CHANNEL_CARD_CATEGORIES);
  return (
    <article className={card.card} data-channel-dir={channel.dir}>
      <CardThumb src={channel.img} alt={channel.title} priority={priority} />
      <CardTitle level={headingLevel} href={hrefs.channel(channel.dir)} name={channel.title} />
      <CardStats
        items={[
          { key: 'videos', text: pluralCount('channelCard.videos', videos) },
          {
            key: 'subscribers',
            text: pluralCount('channelCard.subscribers', subscribers),
          },
        ]}
      />
      {categories.length > 0 && (
        <p className={styles.categories}>
          <span className={visuallyHidden}>{`${t('channelCard.categories')} `}</span>
          {categories.map((category) => category.title).join(', ')}
        </p>
      )}
    </article>
  );
}

/** The loading placeholder of a `ChannelCard`: same footprint, no text, hidden from assistive technology. */
export function ChannelCardSkeleton() {
  return <CardSkeleton />;
}
