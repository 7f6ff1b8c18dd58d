import { okResponseSchema } from '../contract/common.js';
import {
  type AssignInput,
  assignInputSchema,
  type CounterNoticeInput,
  counterNoticeInputSchema,
  type DownloadDecisionInput,
  type DownloadRequestsQuery,
  downloadDecisionInputSchema,
  downloadRequestsQuerySchema,
  downloadRequestsResponseSchema,
  memberChangeResponseSchema,
  moderationSettingsResponseSchema,
  type ReportReplyInput,
  type ReportStatusInput,
  type RoleInput,
  reportChangeResponseSchema,
  reportReplyInputSchema,
  reportStatusInputSchema,
  roleInputSchema,
  type SanctionInput,
  type SettingInput,
  sanctionInputSchema,
  sanctionResponseSchema,
  settingInputSchema,
  type TakedownInput,
  type TakedownRestoreInput,
  type TrustInput,
  takedownInputSchema,
  takedownResponseSchema,
  takedownRestoreInputSchema,
  takedownRestoreResponseSchema,
  trustInputSchema,
  type WordInput,
  wordInputSchema,
} from '../contract/moderation.js';
import { ENDPOINTS } from '../contract/paths.js';
import { parseParams, prepare, type RequestCore } from '../core.js';
import { moderationCalls } from './uploads.js';

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
 * The moderation console (#12; contract/moderation.ts): the acts of POST /api/moderation.php, the download
 * requests, plus the uploader's counter-notice. Non-staff get 401/403 on every console call. Its reads are
 * declared in contract/moderation-calls.ts.
 */
export function moderationConsoleCalls(core: RequestCore) {
  const act = <S extends Parameters<RequestCore['postForm']>[2]>(
    name: string,
    fields: Record<string, string | number | undefined>,
    schema: S,
    signal?: AbortSignal,
  ) => core.postForm(ENDPOINTS.moderation, { act: name, ...fields }, schema, signal);
  return {
    ...moderationCalls(core),
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
    /** act takedown: a DMCA takedown of a video (optionally from a report). */
    async takedown(input: TakedownInput, signal?: AbortSignal) {
      const p = prepare('moderation.takedown', takedownInputSchema, input, ['video_id', 'reason']);
      return act('takedown', p, takedownResponseSchema, signal);
    },
    /** act restore: a taken-down video comes back; its strike is lifted. */
    async restore(input: TakedownRestoreInput, signal?: AbortSignal) {
      const p = prepare('moderation.restore', takedownRestoreInputSchema, input, ['takedown_id']);
      return act('restore', p, takedownRestoreResponseSchema, signal);
    },
    /** act sanction: ban, temp_ban (with `until`), disable, lift. */
    async sanction(input: SanctionInput, signal?: AbortSignal) {
      const p = prepare('moderation.sanction', sanctionInputSchema, input, ['user_id', 'sanction']);
      return act('sanction', p, sanctionResponseSchema, signal);
    },
    /** act trust: a member's is_trusted. */
    async trust(input: TrustInput, signal?: AbortSignal) {
      const p = prepare('moderation.trust', trustInputSchema, input, ['user_id', 'trusted']);
      return act('trust', p, memberChangeResponseSchema, signal);
    },
    /** act role (admins): a member's staff role. */
    async role(input: RoleInput, signal?: AbortSignal) {
      const p = prepare('moderation.role', roleInputSchema, input, ['user_id', 'role']);
      return act('role', p, memberChangeResponseSchema, signal);
    },
    /** act setting (admins). */
    async setting(input: SettingInput, signal?: AbortSignal) {
      const p = prepare('moderation.setting', settingInputSchema, input, ['name', 'value']);
      return act('setting', p, moderationSettingsResponseSchema, signal);
    },
    /** act word_add: a forbidden word. */
    async addWord(input: WordInput, signal?: AbortSignal) {
      const p = prepare('moderation.addWord', wordInputSchema, input, ['word']);
      return act('word_add', p, okResponseSchema, signal);
    },
    /** act word_remove. */
    async removeWord(input: WordInput, signal?: AbortSignal) {
      const p = prepare('moderation.removeWord', wordInputSchema, input, ['word']);
      return act('word_remove', p, okResponseSchema, signal);
    },
    /** act assign: a report to a staff member (default oneself; 0 nobody). */
    async assign(input: AssignInput, signal?: AbortSignal) {
      const p = prepare('moderation.assign', assignInputSchema, input, ['report_id']);
      return act('assign', p, reportChangeResponseSchema, signal);
    },
    /** act report_status. */
    async reportStatus(input: ReportStatusInput, signal?: AbortSignal) {
      const p = prepare('moderation.reportStatus', reportStatusInputSchema, input, ['report_id', 'status']);
      return act('report_status', p, reportChangeResponseSchema, signal);
    },
    /** act reply: mailed to the reporter (kind reply) or a staff note (kind note). */
    async reply(input: ReportReplyInput, signal?: AbortSignal) {
      const p = prepare('moderation.reply', reportReplyInputSchema, input, ['report_id', 'message']);
      return act('reply', p, reportChangeResponseSchema, signal);
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
