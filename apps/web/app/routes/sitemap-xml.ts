import { fetchSitemapData, hostLanguage, SEO_CACHE_SECONDS, sitemapXml } from '../components/pages/seo';
import { serverApi } from '../lib/api';
import type { Route } from './+types/sitemap-xml';

/**
 * `/sitemap.xml`: the main pages, every category, the top channels and models and the latest videos,
 * each with its hreflang alternates (§7), as absolute URLs of the request's origin. Cached for an hour.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const origin = url.origin;
  const data = await fetchSitemapData(serverApi(context), hostLanguage(origin) ?? 'en');
  return new Response(sitemapXml(origin, data), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${SEO_CACHE_SECONDS}`,
    },
  });
}
