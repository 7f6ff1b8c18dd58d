import { type ApiClient, type CategorySection, isApiError } from '@site/api';
import { categoryQueries } from '@site/api/query';
import { CategoryCard, type CategoryCardData, CategorySelect, ListingGrid } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { useSite } from '../../lib/site';
import { categoriesUrl } from '../../lib/urls';
import * as styles from './listing.css';

const ORDERS: readonly CategorySection[] = ['all', 'popular'];

/**
 * The categories page (§2 `/categories/` and `/categories/{section}/`): the category cards in the
 * section's order, tabs for the order, and the category multi-select of §2 that narrows the cards to
 * the chosen categories.
 */
export function CategoriesPage({ section, api = browserApi }: { section: CategorySection; api?: ApiClient }) {
  const { t } = useT();
  const { gender, lang } = useSite();
  const headingId = useId();
  const query = useQuery(categoryQueries.list(api, { gender, lang, section }));
  const [chosen, setChosen] = useState<string[]>([]);
  const categories: readonly CategoryCardData[] = query.data?.categories ?? [];
  const shown = chosen.length > 0 ? categories.filter((c) => chosen.includes(c.dir)) : categories;
  const title =
    section === 'popular' ? t('listings.categories.titlePopular') : t('listings.categories.title');

  return (
    <section className={styles.listing} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        <nav aria-label={t('listings.categories.order')}>
          <ul className={styles.tabs}>
            {ORDERS.map((order) => (
              <li key={order}>
                <Link
                  className={styles.tab}
                  to={categoriesUrl(order)}
                  aria-current={order === section ? 'page' : undefined}
                >
                  {t(`listings.categories.order.${order}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.picker}>
        <CategorySelect
          categories={categories}
          value={chosen}
          onChange={setChosen}
          label={t('listings.categories.pick')}
          loading={query.isPending}
        />
      </div>
      <ListingGrid<CategoryCardData>
        kind="categories"
        status={query.status}
        items={shown}
        label={title}
        getKey={(category) => category.dir}
        renderItem={(category, index) => (
          <CategoryCard category={category} headingLevel={2} priority={index < 8} />
        )}
        errorCode={query.isError && isApiError(query.error) ? query.error.code : null}
        {...retryOf(query)}
        retrying={query.isFetching}
        homeHref="/"
      />
    </section>
  );
}
