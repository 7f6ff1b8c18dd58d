import { okResponseSchema } from '../contract/common.js';
import {
  type CounterNoticeInput,
  counterNoticeInputSchema,
  type DownloadDecisionInput,
  type DownloadRequestsQuery,
  downloadDecisionInputSchema,
  downloadRequestsQuerySchema,
  downloadRequestsResponseSchema,
} from '../contract/moderation.js';
import { ENDPOINTS } from '../contract/paths.js';
import { parseParams, prepare, type RequestCore } from '../core.js';

/** A query string of the defined values (page 1 left out), with its `?`, or ''. */
function qs(fields: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || (key === 'page' && value === 1)) continue;
    q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The moderation console's calls not yet declared in contract/moderation-calls.ts (#12): the download
 * requests (staff) and the uploader's counter-notice.
 */
export function moderationConsoleCalls(core: RequestCore) {
  return {
    /**
     * GET /api/downloads.php (#13): members' download requests by status (default pending, oldest first;
     * decided ones newest first), 50 a page.
     */
    async downloadRequests(query: DownloadRequestsQuery = {}, signal?: AbortSignal) {
      const p = parseParams(downloadRequestsQuerySchema, query);
      return core.getJson(
        `${ENDPOINTS.downloadRequests}${qs({ status: p.status === 'pending' ? undefined : p.status, page: p.page })}`,
        downloadRequestsResponseSchema,
        signal,
      );
    },
    /** POST /api/downloads.php act approve or reject: a download request decided (409 already_decided). */
    async decideDownload(input: DownloadDecisionInput, signal?: AbortSignal) {
      const p = prepare('moderation.decideDownload', downloadDecisionInputSchema, input, [
        'request_id',
        'act',
      ]);
      return core.postForm(
        ENDPOINTS.downloadRequests,
        { act: p.act, request_id: p.request_id },
        okResponseSchema,
        signal,
      );
    },
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
