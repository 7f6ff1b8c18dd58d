import { PAGE_SIZE } from '@site/api';
import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { countryDisplayName } from '../components/listing/country';
import { topCountryQuery } from '../components/listing/queries';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { DEFAULT_FILTERS, parsePage } from '../lib/list-params';
import { notFound, onServer, routeData } from '../lib/route-data';
import { listCountry, serverVisitorSettings, siteFromMatches, useSite } from '../lib/site';
import { topCountryUrl } from '../lib/urls';
import type { Route } from './+types/top-country';

function pageOf(params: Route.LoaderArgs['params']): number {
  return parsePage(params.page) ?? notFound();
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const page = pageOf(params);
  const { gender, lang, country } = serverVisitorSettings(request, url, context);
  return routeData(onServer(context), async (q) => {
    // The browser asks for the list itself (below): only the server's answer tells a page past the end.
    await q.page(topCountryQuery(q.api, { country, page, gender, lang }), {
      page,
      count: PAGE_SIZE.videos,
      href: topCountryUrl,
    });
    return { page };
  });
}

/** In the browser the country comes from the root's data, so the component asks for the list itself. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { page: pageOf(params), dehydratedState: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, lang } = metaT(matches);
  if (!loaderData) return [];
  const name = countryDisplayName(listCountry(siteFromMatches(matches).country), lang);
  const title = name
    ? t('listings.topCountry.title', { country: name })
    : t('listings.topCountry.titleAnywhere');
  return pageMeta(matches, {
    title: loaderData.page > 1 ? t('listings.pageTitle', { title, page: loaderData.page }) : title,
    ...(name ? { description: t('listings.topCountry.description', { country: name }) } : {}),
    path: topCountryUrl(loaderData.page),
  });
}

export default function TopCountry({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TopCountryListing page={loaderData.page} />
    </HydrationBoundary>
  );
}

function TopCountryListing({ page }: { page: number }) {
  const { t, lang } = useT();
  const { country, gender, lang: titles } = useSite();
  const query = useQuery(topCountryQuery(browserApi, { country, page, gender, lang: titles }));
  const name = countryDisplayName(listCountry(country), lang);
  return (
    <VideoListing
      title={
        name ? t('listings.topCountry.title', { country: name }) : t('listings.topCountry.titleAnywhere')
      }
      filters={DEFAULT_FILTERS}
      page={page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) => topCountryUrl(next.page)}
      result={listingResult(query)}
      showFilters={false}
    />
  );
}
