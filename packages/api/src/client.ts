import { type DeclaredClient, declaredCalls } from './calls/declared.js';
import { type ApiClientOptions, createRequestCore } from './core.js';

/** One typed function for every call of §7, grouped by resource, each made from its declaration (contract/calls.ts). */
export type ApiClient = DeclaredClient;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return declaredCalls(createRequestCore(options), options);
}
