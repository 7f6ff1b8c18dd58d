import { robotsTxt, SEO_CACHE_SECONDS } from '../components/pages/seo';
import type { Route } from './+types/robots-txt';

/**
 * `/robots.txt`: everything may be crawled except the API, member-only pages, the account forms and the
 * embed player; points at `/sitemap.xml` on the same origin. Cached for an hour.
 */
export function loader({ url }: Route.LoaderArgs) {
  return new Response(robotsTxt(url.origin), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': `public, max-age=${SEO_CACHE_SECONDS}`,
    },
  });
}
