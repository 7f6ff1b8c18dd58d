import { okResponseSchema } from '../contract/common.js';
import { type CounterNoticeInput, counterNoticeInputSchema } from '../contract/moderation.js';
import { ENDPOINTS } from '../contract/paths.js';
import { prepare, type RequestCore } from '../core.js';

/**
 * The moderation console's one call not declared in contract/moderation-calls.ts (#12): the uploader's
 * counter-notice, whose statement answers the §5 length code (`min_max_length`) that declared params do not
 * give yet.
 */
export function moderationConsoleCalls(core: RequestCore) {
  return {
    /** POST /api/counter_notice.php (the uploader): a counter-notice to a takedown of their video. */
    async counterNotice(input: CounterNoticeInput, signal?: AbortSignal) {
      const p = prepare('moderation.counterNotice', counterNoticeInputSchema, input, [
        'takedown_id',
        'statement',
      ]);
      return core.postForm(
        ENDPOINTS.counterNotice,
        { takedown_id: p.takedown_id, statement: p.statement },
        okResponseSchema,
        signal,
      );
    },
  };
}
export type ModerationConsoleCalls = ReturnType<typeof moderationConsoleCalls>;
