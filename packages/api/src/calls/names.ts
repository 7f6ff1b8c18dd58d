import type { CallName, Calls } from '../contract/calls.js';

/**
 * A call the browser's client sends only as a write: a POST that is not a navigation. Its route is in
 * calls/post-routes.ts, which loads with the first write, so a page that only reads never loads it (#28).
 */
export type WriteName = {
  [K in CallName]: Calls[K] extends { method: 'post' }
    ? Calls[K] extends { redirect: number }
      ? never
      : K
    : never;
}[CallName];

/** A read or a navigation: its route (calls/routes.ts) is in the client from the start. */
export type ReadName = Exclude<CallName, WriteName>;
