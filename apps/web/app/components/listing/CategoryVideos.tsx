import { type ApiClient, type Gender, type Language, PAGE_SIZE } from '@site/api';
import { categoryQueries, videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { CategoryListParams } from '../../lib/list-params';
import { useSite, type VisitorSettings } from '../../lib/site';
import { listingResult, VideoListing } from './VideoListing';

/** The videos of a category: videos2 section `category` with the category's dir as object_id. */
export function categoryVideosQuery(
  api: ApiClient,
  p: CategoryListParams,
  { gender, lang }: VisitorSettings,
) {
  return videoQueries.list(api, {
    section: 'category',
    object_id: p.dir,
    page: p.page,
    sort: p.sort,
    type: p.type,
    duration: p.duration,
    date: p.date,
    gender,
    lang,
  });
}

/** The categories (alphabetical), for the category's title. */
export function categoryTitlesQuery(api: ApiClient, gender: Gender, lang: Language) {
  return categoryQueries.list(api, { gender, lang, section: 'all' });
}

/** The category's title from the categories list, else its dir. */
export function useCategoryTitle(dir: string, api: ApiClient = browserApi): string {
  const { gender, lang } = useSite();
  const categories = useQuery(categoryTitlesQuery(api, gender, lang));
  return categories.data?.categories.find((c) => c.dir === dir)?.title ?? dir;
}

/** `/categories/{dir}/{page}/` with optional sort, date, type and duration (§2 Videos by category). */
export function CategoryVideos({
  params,
  api = browserApi,
}: {
  params: CategoryListParams;
  api?: ApiClient;
}) {
  const { t } = useT();
  const site = useSite();
  const title = useCategoryTitle(params.dir, api);
  const query = useQuery(categoryVideosQuery(api, params, site));
  return (
    <VideoListing
      title={t('listings.category.title', { category: title })}
      filters={params}
      page={params.page}
      pageSize={PAGE_SIZE.videos}
      address={{ to: 'category', dir: params.dir }}
      result={listingResult(query)}
    />
  );
}
