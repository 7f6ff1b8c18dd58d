import type { Category } from '@site/api';
import { categoryHref } from '@site/api/display';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { CardImage, CardStats } from '../VideoCard/CardParts';
import { FakeLabel } from '../VideoCard/FakeLabel';
import * as card from '../VideoCard/VideoCard.css';

/** What the category card shows (§3 "Category"): the API's `Category`, so API objects pass straight in. */
export type CategoryCardData = Pick<Category, 'dir' | 'title' | 'total_videos' | 'thumb'>;

export interface CategoryCardProps {
  category: CategoryCardData;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Load the picture at once (cards above the fold) instead of lazily. */
  priority?: boolean;
}

/** A category in a listing: its picture, title and number of videos; links to /categories/{dir}/. */
export function CategoryCard({ category, headingLevel = 3, priority = false }: CategoryCardProps) {
  const { plural, formatCount } = useMessages();
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const videos = category.total_videos;
  return (
    <article className={card.card} data-category-dir={category.dir}>
      <div className={card.thumb}>
        <CardImage
          className={card.image}
          src={category.thumb}
          alt={category.title}
          width={320}
          height={180}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <Heading className={card.title}>
        <Link href={categoryHref(category.dir)} className={card.titleLink}>
          <FakeLabel name={category.title} />
        </Link>
      </Heading>
      <CardStats
        items={[
          { key: 'videos', text: plural('categoryCard.videos', videos, { count: formatCount(videos) }) },
        ]}
      />
    </article>
  );
}

/** The loading placeholder of a `CategoryCard`: same footprint, no text, hidden from assistive technology. */
export function CategoryCardSkeleton() {
  return (
    <div className={card.skeleton} aria-hidden="true" data-skeleton="">
      <div className={card.skeletonThumb} />
      <div className={card.skeletonLine} />
      <div className={card.skeletonLineShort} />
    </div>
  );
}
