import type { Category } from '@site/api';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { type CardHeadingLevel, CardSkeleton, CardStats, CardThumb, CardTitle } from '../VideoCard/CardParts';
import * as card from '../VideoCard/VideoCard.css';

/** What the category card shows (§3 "Category"): the API's `Category`, so API objects pass straight in. */
export type CategoryCardData = Pick<Category, 'dir' | 'title' | 'total_videos' | 'thumb'>;

export interface CategoryCardProps {
  category: CategoryCardData;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: CardHeadingLevel;
  /** Load the picture at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/** A category in a listing: its picture, title and number of videos; links to /categories/{dir}/. */
export function CategoryCard({ category, headingLevel = 3, priority = false }: CategoryCardProps) {
  const { pluralCount } = useMessages();
  const hrefs = useHrefs();
  const videos = category.total_videos;
  return (
    <article className={card.card} data-category-dir={category.dir}>
      <CardThumb src={category.thumb} alt={category.title} priority={priority} />
      <CardTitle level={headingLevel} href={hrefs.category(category.dir)} name={category.title} />
      <CardStats items={[{ key: 'videos', text: pluralCount('categoryCard.videos', videos) }]} />
    </article>
  );
}

/** The loading placeholder of a `CategoryCard`: same footprint, no text, hidden from assistive technology. */
export function CategoryCardSkeleton() {
  return <CardSkeleton />;
}
