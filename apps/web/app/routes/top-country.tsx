import { PAGE_SIZE } from '@site/api';
import { type DehydratedState, useQuery } from '@tanstack/react-query';
import { countryDisplayName } from '../components/listing/country';
import { topCountryQuery } from '../components/listing/queries';
import { TopCountryPicker } from '../components/listing/TopCountryPicker';
import { listingResult, VideoListing } from '../components/listing/VideoListing';
import { PageHydration } from '../components/PageHydration';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { DEFAULT_FILTERS, parsePage } from '../lib/list-params';
import { inBrowser, notFound, onServer, type RouteQueries, routeData } from '../lib/route-data';
import { serverVisitorSettings, useSite, visitorSettings } from '../lib/site';
import { TOP_COUNTRY_PARAM, topCountryUrl } from '../lib/urls';
import type { Route } from './+types/top-country';

function pageOf(params: Route.LoaderArgs['params']): number {
  return parsePage(params.page) ?? notFound();
}

/** The country the address picked (`?country=de`), null for the visitor's own; anything else is a 404. */
function pickedCountry(url: URL): string | null {
  const value = url.searchParams.get(TOP_COUNTRY_PARAM);
  if (value === null) return null;
  return /^[a-z]{2}$/.test(value) ? value : notFound();
}

/**
 * The list of the picked country or, without one, of the visitor's (`own`): a page past its end is the 404
 * that links its last page, in the browser as on the server.
 */
interface TopCountryData {
  page: number;
  /** The country listed; `picked` when the address named it, else null (the visitor's own). */
  country: string;
  picked: string | null;
}

async function load(
  q: RouteQueries,
  { params, request, url }: Route.LoaderArgs,
  own: string,
): Promise<TopCountryData> {
  const page = pageOf(params);
  const picked = pickedCountry(url);
  const country = picked ?? own;
  const { gender, lang } = visitorSettings(request, url);
  await q.page(topCountryQuery(q.api, { country, page, gender, lang }), {
    page,
    count: PAGE_SIZE.videos,
    href: (last) => topCountryUrl(last, picked),
  });
  return { page, country, picked };
}

export const loader = (args: Route.LoaderArgs) =>
  routeData(onServer(args.context), (q) =>
    load(q, args, serverVisitorSettings(args.request, args.url, args.context).country),
  );
/**
 * A picked country's list loads in the browser; the visitor's own country is known to the server only, so
 * its list is the server loader's (either way a page past the end is the same 404).
 */
export function clientLoader(
  args: Route.ClientLoaderArgs,
): Promise<TopCountryData & { dehydratedState: DehydratedState | null }> {
  const picked = pickedCountry(args.url);
  return picked === null ? args.serverLoader() : routeData(inBrowser, (q) => load(q, args, picked));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, lang } = metaT(matches);
  if (!loaderData) return [];
  const name = countryDisplayName(loaderData.country, lang);
  const title = name
    ? t('listings.topCountry.title', { country: name })
    : t('listings.topCountry.titleAnywhere');
  return pageMeta(matches, {
    title: loaderData.page > 1 ? t('listings.pageTitle', { title, page: loaderData.page }) : title,
    ...(name ? { description: t('listings.topCountry.description', { country: name }) } : {}),
    path: topCountryUrl(loaderData.page, loaderData.picked),
  });
}

export default function TopCountry({ loaderData }: Route.ComponentProps) {
  return (
    <PageHydration state={loaderData.dehydratedState}>
      <TopCountryListing page={loaderData.page} country={loaderData.country} picked={loaderData.picked} />
    </PageHydration>
  );
}

function TopCountryListing({
  page,
  country,
  picked,
}: {
  page: number;
  country: string;
  picked: string | null;
}) {
  const { t, lang } = useT();
  const { gender, lang: titles } = useSite();
  const query = useQuery(topCountryQuery(browserApi, { country, page, gender, lang: titles }));
  const name = countryDisplayName(country, lang);
  return (
    <VideoListing
      title={
        name ? t('listings.topCountry.title', { country: name }) : t('listings.topCountry.titleAnywhere')
      }
      filters={DEFAULT_FILTERS}
      page={page}
      pageSize={PAGE_SIZE.videos}
      hrefFor={(next) => topCountryUrl(next.page, picked)}
      result={listingResult(query)}
      showFilters={false}
      actions={<TopCountryPicker country={country} />}
    />
  );
}
