import { type LangCalls, langCalls } from './calls/catalog.js';
import { type DeclaredClient, declaredCalls } from './calls/declared.js';
import { type ApiClientOptions, createRequestCore } from './core.js';

/** The calls not yet declared in contract/calls.ts, written by hand in calls/. */
interface WrittenCalls {
  langs: LangCalls;
}

type Merged<A, B> = {
  [K in keyof A | keyof B]: (K extends keyof A ? A[K] : unknown) & (K extends keyof B ? B[K] : unknown);
};

/** One typed function for every call of §7, grouped by resource: the declared ones and those written in calls/. */
export type ApiClient = Merged<WrittenCalls, DeclaredClient>;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const core = createRequestCore(options);
  const written: WrittenCalls = {
    langs: langCalls(core),
  };
  const client: Record<string, object> = { ...written };
  for (const [namespace, calls] of Object.entries(declaredCalls(core))) {
    client[namespace] = { ...client[namespace], ...calls };
  }
  return client as ApiClient;
}
