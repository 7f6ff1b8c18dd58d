import { queryOptions } from '@tanstack/react-query';
import { declaredFunction, splitCallName } from '../calls/declared.js';
import { ROUTES } from '../calls/routes.js';
import type { ApiClient } from '../client.js';
import type { CallRoute } from '../contract/call.js';
import type { CallName, Calls } from '../contract/calls.js';
import type { z } from '../zod.js';
import { seconds } from './shared.js';

type ParamsOf<N extends CallName> = Calls[N] extends { params: infer P extends z.ZodType }
  ? [params: z.input<P>]
  : [];
type AnswerOf<N extends CallName> = z.output<Calls[N]['response']>;

/**
 * The query of a declared call (contract/calls.ts): keyed `[namespace, name]` then its params, so the
 * namespace's key (`friendQueries.all()`, `['profile']`…) covers it when a write invalidates; kept as
 * long as the declared lifetime.
 */
export function callQuery<N extends CallName>(api: ApiClient, name: N, ...params: ParamsOf<N>) {
  const [namespace, fn] = splitCallName(name);
  const call = declaredFunction(api, name);
  if (!call) throw new Error(`No client function for the declared call ${name}`);
  return queryOptions({
    queryKey: [namespace, fn, ...params] as const,
    queryFn: ({ signal }) => call(...params, signal) as Promise<AnswerOf<N>>,
    // A write asked as a query (`payments.status`, a POST) is not in the reads' table: a write is never
    // cached (lifetime 0; calls/routes.test.ts holds that).
    staleTime: seconds((ROUTES as Partial<Record<CallName, CallRoute>>)[name]?.lifetime ?? 0),
  });
}
