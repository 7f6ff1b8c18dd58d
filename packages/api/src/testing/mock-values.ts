/** What the mock handlers (handlers.ts) and the declared calls' answers (`<area>-answers.ts`) share. */

/** A positive number from a query or path value, else `fallback`. */
export const num = (v: string | undefined | null, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Lists answer at most this many items, whatever count asks for (keeps stories light). */
export const MAX_ITEMS = 24;

/** The items of one page of a list: how many (at most MAX_ITEMS) and the fixture index of the first. */
export const pageOf = (count: number, page: number) => ({
  n: Math.min(count, MAX_ITEMS),
  from: (page - 1) * count + 1,
});

/** What the handlers were given that a declared call's answer may need. */
export interface MockContext {
  /** The total_count of every list. */
  totalCount: number;
}

/**
 * The mock's answer to a declared call richer than its docs' example: from its query (a cached path's
 * values merged in), its form fields and the handlers' options.
 */
export type DeclaredFixture = (
  query: URLSearchParams,
  fields: Record<string, string>,
  mock: MockContext,
) => object;
