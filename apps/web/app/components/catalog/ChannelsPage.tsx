import type { ApiClient, ChannelListParams } from '@site/api';
import { categoryQueries, channelQueries } from '@site/api/query';
import { ChannelCard, ChannelFilters } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { channelListUrl } from '../../lib/urls';
import { CatalogListPage } from './shared';
import '../../messages/use-catalog';

/** The channels list (§2 /channels/, /channels/{page}/, a category's /channels/{object_id}/{page}/). */
export function ChannelsPage({ params, api }: { params: ChannelListParams; api: ApiClient }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const query = useQuery(channelQueries.list(api, params));
  const inCategory = params.section === 'category';
  const categories = useQuery({
    ...categoryQueries.list(api, { gender: params.gender, lang }),
    enabled: inCategory,
  });
  const categoryTitle =
    categories.data?.categories.find((c) => c.dir === params.object_id)?.title ?? params.object_id;
  const title = inCategory
    ? t('catalog.channels.categoryTitle', { category: categoryTitle })
    : t('catalog.channels.title');
  return (
    <CatalogListPage
      id="channels-title"
      title={title}
      filters={
        <ChannelFilters
          value={{ sort: params.sort }}
          onChange={(next) => navigate(channelListUrl({ ...params, sort: next.sort, page: 1 }))}
        />
      }
      kind="channels"
      query={query}
      items={query.data?.channels}
      getKey={(channel) => channel.dir}
      renderItem={(channel, index) => <ChannelCard channel={channel} headingLevel={2} priority={index < 8} />}
      page={params.page}
      count={params.count}
      hrefForPage={(page) => channelListUrl({ ...params, page })}
    />
  );
}
