import { ApiError, errorCode } from '@site/api';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../lib/query-client';
import { onServer, routeData } from '../lib/route-data';
import { serverContext } from '../test/site';
import { PageHydration } from './PageHydration';

const HISTORY = ['videos', 'history'];

/** A list as a page shows it: its loading, its refusal's code, or its count. */
function HistoryList({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const list = useQuery({ queryKey: HISTORY, queryFn });
  if (list.isPending) return <p>loading</p>;
  if (list.isError) return <p>refused: {errorCode(list.error)}</p>;
  return <p>{list.data.length} videos</p>;
}

describe('a page over a list the server refused for good (a stranger on a member history)', () => {
  it('renders the refusal in the server HTML and does not ask again in the browser', async () => {
    const { dehydratedState } = await routeData(
      onServer(serverContext({ country: 'DE', apiFetch: async () => new Response('{}', { status: 500 }) })),
      async (q) => {
        await q.prefetch({
          queryKey: HISTORY,
          queryFn: async (): Promise<string[]> => {
            throw new ApiError('no_permission', 403);
          },
        });
        return {};
      },
    );
    // As the page data travels: JSON.
    const sent = JSON.parse(JSON.stringify(dehydratedState));
    const queryFn = vi.fn(async () => ['a video']);
    const html = renderToString(
      <QueryClientProvider client={getQueryClient()}>
        <PageHydration state={sent}>
          <HistoryList queryFn={queryFn} />
        </PageHydration>
      </QueryClientProvider>,
    );
    expect(html).toContain('refused: <!-- -->no_permission');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
