import type { CallName } from '../contract/calls.js';

/** The mock API's answers of the shared action calls (contract/action-calls.ts) that depend on what was sent. */
export const ACTION_ANSWERS: Partial<
  Record<CallName, (query: URLSearchParams, fields: Record<string, string>) => object>
> = {
  // A reply is put under the comment it answers; a comment stands alone.
  'actions.comment': (_query, fields) => ({
    code: 'success',
    comment_id: 9001,
    parent_id: fields.parent_id ? Number(fields.parent_id) : null,
  }),
};
