// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_ADDRESS, ListingFilters } from '../components/listing/ListingFilters';
import { IslandsContext } from '../lib/navigation';
import { scriptJson } from '../lib/script-json';
import type { SiteData } from '../lib/site';
import { relayShellActions, useMemberOnly, useSiteActions } from '../lib/site-actions';
import { hydrateIslands } from './hydrate';
import { Island } from './Island';
import { IslandRoot } from './IslandRoot';
import { IslandScripts } from './IslandScripts.server';
import { ISLANDS_HANDLE, type IslandPage, islandsWhen } from './page';
import { islandsDocument } from './render.server';

const SITE = {
  lang: 'en',
  langVersion: 0,
  theme: 'dark',
  themeSaved: true,
  gender: 'str',
  country: 'eu',
  user: null,
  role: null,
  origin: 'http://localhost',
} satisfies SiteData;

/** What React Router hands the server's entry for a document of `route` (only what the islands read). */
function entryContext(route: {
  id: string;
  handle?: unknown;
  data?: unknown;
  failed?: boolean;
}): EntryContext {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: 'root' } }, { route: { id: route.id } }],
      errors: route.failed ? { [route.id]: new Error('not found') } : null,
      loaderData: { root: SITE, [route.id]: route.data ?? {} },
    },
    routeModules: { [route.id]: { handle: route.handle } },
  } as unknown as EntryContext;
}

const request = new Request('http://localhost/most-popular/1/?type=hd');

/** The server's HTML of a page holding the filters as an island, and the page's data. */
async function serverPage(): Promise<{ html: string; page: IslandPage }> {
  const document = islandsDocument(request, entryContext({ id: 'videos', handle: ISLANDS_HANDLE }), 'n0nce');
  if (!document) throw new Error('no islands document');
  const value = { sort: 'most-popular', type: 'hd', duration: 'all', date: 'all' } as const;
  const { prelude } = await prerender(
    <QueryClientProvider client={new QueryClient()}>
      <IslandsContext value={document}>
        <main>
          <h1>Most popular</h1>
          <Island
            name="filters"
            component={ListingFilters}
            props={{ value, search: false, address: LIST_ADDRESS }}
          />
        </main>
      </IslandsContext>
    </QueryClientProvider>,
  );
  return { html: await new Response(prelude).text(), page: document.page };
}

/** A member-only button of an island that is not the shell's. */
function Like() {
  const memberOnly = useMemberOnly();
  const { notify } = useSiteActions();
  return (
    <button type="button" onClick={() => memberOnly(() => notify({ type: 'success', text: 'liked' }))}>
      Like
    </button>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a page that hydrates only its islands', () => {
  it('is the document of a route that says so, given what its loader found, and not of a failed one', () => {
    expect(
      islandsDocument(request, entryContext({ id: 'videos', handle: ISLANDS_HANDLE }), 'n0nce')?.page,
    ).toEqual({
      site: SITE,
      pathname: '/most-popular/1/',
      search: '?type=hd',
      routes: ['root', 'videos'],
    });
    expect(islandsDocument(request, entryContext({ id: 'video' }), 'n0nce')).toBeNull();
    expect(
      islandsDocument(request, entryContext({ id: 'videos', handle: ISLANDS_HANDLE, failed: true }), 'n0nce'),
    ).toBeNull();
    const category = islandsWhen((data: { kind: string }) => data.kind === 'category');
    expect(
      islandsDocument(
        request,
        entryContext({ id: 'c', handle: category, data: { kind: 'category' } }),
        'n0nce',
      ),
    ).not.toBeNull();
    expect(
      islandsDocument(
        request,
        entryContext({ id: 'c', handle: category, data: { kind: 'categories' } }),
        'n0nce',
      ),
    ).toBeNull();
  });

  it('writes an island apart, with its props, and the browser hydrates it as the server rendered it', async () => {
    const { html, page } = await serverPage();
    expect(html).toContain('data-island="filters"');
    // Its JSON carries the answer's CSP nonce, as every script element of the page does.
    const [tag, data] =
      /(<script[^>]*data-island-data="filters"[^>]*>)([^<]*)<\/script>/.exec(html)?.slice(1) ?? [];
    expect(tag).toContain('nonce="n0nce"');
    expect(JSON.parse(data ?? 'null')).toEqual({
      props: {
        value: { sort: 'most-popular', type: 'hd', duration: 'all', date: 'all' },
        search: false,
        address: LIST_ADDRESS,
      },
      state: null,
    });

    document.body.innerHTML = html;
    const trigger = document.querySelector<HTMLButtonElement>('[data-island="filters"] button');
    const serverIds = [...document.querySelectorAll('[data-island] [id]')].map((el) => el.id);
    expect(trigger?.textContent).toContain('Most popular');
    // Ids the island's components took on the server carry its name, as the browser's render gives them.
    expect(serverIds.length).toBeGreaterThan(0);
    expect(serverIds.every((id) => id.includes('filters'))).toBe(true);

    const errors = vi.spyOn(console, 'error');
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener('error', onError);
    hydrateIslands(page);
    await waitFor(() =>
      expect(Object.keys(trigger ?? {}).some((k) => k.startsWith('__reactProps$'))).toBe(true),
    );
    window.removeEventListener('error', onError);
    // The same elements, the same ids: React found the server's HTML as it renders it (no recoverable
    // hydration error, no element made anew).
    expect(document.querySelector('[data-island="filters"] button')).toBe(trigger);
    expect([...document.querySelectorAll('[data-island] [id]')].map((el) => el.id)).toEqual(serverIds);
    expect(reported).toEqual([]);
    // React's development build minds that the server's renderer and the browser's took the same contexts
    // here; in a site they run in different programs.
    const shared = /multiple renderers concurrently rendering the same context/;
    expect(errors.mock.calls.filter(([message]) => !shared.test(String(message)))).toEqual([]);
  });

  it("reaches the shell's island for a sign-in or a notification, from an island of its own", () => {
    const page: IslandPage = { site: SITE, pathname: '/videos/1/a/', search: '', routes: ['root', 'video'] };
    render(
      <IslandRoot page={page} state={null}>
        <Like />
      </IslandRoot>,
    );
    // Before the shell's island is hydrated, nothing happens (and nothing throws).
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    const shell = { openSignIn: vi.fn(), notify: vi.fn() };
    relayShellActions(shell);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(shell.openSignIn).toHaveBeenCalledTimes(1);
    expect(shell.notify).not.toHaveBeenCalled();
    relayShellActions(null);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(shell.openSignIn).toHaveBeenCalledTimes(1);
  });

  it('preloads the code of the islands due with the page, each file once, and not of those due later', () => {
    const page: IslandPage = { site: SITE, pathname: '/videos/1/a/', search: '', routes: ['root', 'video'] };
    const html = renderToStaticMarkup(
      <IslandScripts
        page={page}
        entry={{
          src: '/assets/islands/entry.js',
          preloads: ['/assets/islands/react.js'],
          islands: {
            videoPlayer: ['/assets/islands/player.js', '/assets/islands/react.js'],
            videoComments: ['/assets/islands/comments.js'],
          },
        }}
        dueAtLoad={['shell', 'videoPlayer']}
        nonce="n0nce"
      />,
    );
    const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/islands/react.js', '/assets/islands/player.js']);
    expect(html).toContain('<script type="module" src="/assets/islands/entry.js" nonce="n0nce">');
  });

  it('writes JSON a script element keeps whole', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
