import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { withRefusals } from '../lib/refusals';

/**
 * A route's page over the queries its loader loaded (lib/route-data.ts `routeData`): TanStack Query's
 * HydrationBoundary, with each read the server refused for good made an ApiError again, so the page
 * renders the same refusal on the server and in the browser.
 */
export function PageHydration({ state, children }: { state: DehydratedState | null; children: ReactNode }) {
  const revived = useMemo(() => (state ? withRefusals(state) : state), [state]);
  return <HydrationBoundary state={revived}>{children}</HydrationBoundary>;
}
