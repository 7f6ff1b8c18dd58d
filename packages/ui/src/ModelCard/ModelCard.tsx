import type { ModelCard as ModelCardContract } from '@site/api';
import { Flag } from '../Flag/Flag';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { type CardHeadingLevel, CardImage, CardSkeleton, CardStats, CardTitle } from '../VideoCard/CardParts';
import * as card from '../VideoCard/VideoCard.css';
import * as styles from './ModelCard.css';

/** What the model card shows (§2 "Model card", §3): the API's `ModelCard`, so API objects pass straight in. */
export type ModelCardData = Pick<ModelCardContract, 'dir' | 'title' | 'img' | 'country' | 'statistics'>;

export interface ModelCardProps {
  model: ModelCardData;
  /** Heading level of the name, to fit the page outline. Defaults to 3. */
  headingLevel?: CardHeadingLevel;
  /** Load the photo at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/** A model in a listing: photo, name with country flag, and counts of videos, views and subscribers. */
export function ModelCard({ model, headingLevel = 3, priority = false }: ModelCardProps) {
  const { pluralCount } = useMessages();
  const hrefs = useHrefs();
  const { videos, viewed, subscribers } = model.statistics;
  return (
    <article className={card.card} data-model-dir={model.dir}>
      <div className={styles.photo}>
        <CardImage
          className={card.image}
          src={model.img}
          alt={model.title}
          width={240}
          height={320}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className={styles.nameRow}>
        <CardTitle level={headingLevel} href={hrefs.model(model.dir)} name={model.title} />
        {model.country && <Flag code={model.country} size="sm" />}
      </div>
      <CardStats
        items={[
          { key: 'videos', text: pluralCount('modelCard.videos', videos) },
          { key: 'views', text: pluralCount('modelCard.views', viewed) },
          {
            key: 'subscribers',
            text: pluralCount('modelCard.subscribers', subscribers),
          },
        ]}
      />
    </article>
  );
}

/** The loading placeholder of a `ModelCard`: same footprint, no text, hidden from assistive technology. */
export function ModelCardSkeleton() {
  return <CardSkeleton picture={styles.skeletonPhoto} />;
}
