import { HttpResponse, http, type RequestHandler } from 'msw';
import { type CallDeclaration, pickDeclaration, readPath, routePattern } from '../contract/call.js';
import { CALLS, type CallName } from '../contract/calls.js';
import { UPLOAD_LIMITS } from '../contract/constants.js';
import { ENDPOINTS } from '../contract/paths.js';
import { isValidUploadFilename } from '../contract/upload-rules.js';
import { CALL_DOCS } from '../docs/call-docs.js';
import * as f from '../docs/fixtures.js';
import * as m from '../docs/moderation-fixtures.js';
import { ACTION_ANSWERS } from './action-answers.js';
import { CATALOG_ANSWERS } from './catalog-answers.js';
import { COMMUNITY_ANSWERS } from './community-answers.js';
import { type DeclaredFixture, num } from './mock-values.js';
import { PAYMENT_ANSWERS } from './payment-answers.js';
import { VIDEO_ANSWERS } from './video-answers.js';

export interface ApiHandlersOptions {
  /** The origin the handlers answer for; `*` (default) matches any origin, relative calls included. */
  baseUrl?: string;
  /** The total_count of every list (default 240). */
  totalCount?: number;
  /** Called with every request the handlers answer, with its form or multipart fields for writes. */
  onRequest?: (call: RecordedCall) => void;
}

export interface RecordedCall {
  method: string;
  url: string;
  fields: Record<string, string>;
}

const _ok = <T extends object>(body: T) => HttpResponse.json({ ...body, code: 'success' });

async function readFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('form')) return {};
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `[file ${(value as File).name || 'blob'}]`;
  });
  return out;
}

/** The `filename` of a tus `Upload-Metadata` header (`key base64,key base64`), or null. */
export function tusFilename(metadata: string | null): string | null {
  for (const pair of (metadata ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (key !== 'filename') continue;
    try {
      return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    } catch {
      return null;
    }
  }
  return null;
}

/** Answers of declared calls richer than their example, for stories and tests that show lists. */
const DECLARED_FIXTURES: Partial<Record<CallName, DeclaredFixture>> = {
  ...VIDEO_ANSWERS,
  ...CATALOG_ANSWERS,
  ...COMMUNITY_ANSWERS,
  // The mock API's visitor is signed out, and its token is the one tests expect in their writes.
  'auth.session': () => ({ code: 'success', user: null, role: null }),
  'auth.csrf': () => ({ code: 'success', token: f.CSRF_TOKEN }),
  // A challenge the widget in the stories and tests can solve.
  'auth.captchaChallenge': () => f.captchaChallenge(),
  // One upload by its id, else one of each state, for the upload page and its stories.
  'uploads.list': (query) => {
    const id = query.get('upload_id');
    if (id) return { code: 'success', uploads: [f.uploadState(1, { upload_id: id })] };
    const unfinished = { title: null, posters: [], poster: 0, playable: false };
    return {
      code: 'success',
      uploads: [
        f.uploadState(1, { ...unfinished, status: 'uploading', percent: 35, video_id: null }),
        f.uploadState(2, { ...unfinished, status: 'processing', percent: 60 }),
        f.uploadState(3),
        f.uploadState(4, { status: 'active' }),
        f.uploadState(5, { status: 'rejected', reject_reason: 'The picture is too dark to make out.' }),
        f.uploadState(6, {
          ...unfinished,
          status: 'error',
          percent: 0,
          video_id: null,
          error_code: 'corrupted_file',
        }),
      ],
    };
  },
  'friends.requests': () => ({
    code: 'success',
    incoming: f.many(f.friendRequest, 2, 11),
    outgoing: [f.friendRequest(21)],
    incoming_count: 2,
    outgoing_count: 1,
  }),
  'moderation.queue': () => ({
    code: 'success',
    videos: [m.reviewItem(1), m.reviewItem(2)],
    total: 2,
    page: 1,
  }),
  'moderation.reports': () => ({
    code: 'success',
    reports: [
      m.reportItem(1),
      m.reportItem(2, {
        subject: 'Technical Problems',
        status: 'in_progress',
        assignee: { user_id: 12, username: 'Warden' },
        first_action_at: '2026-03-01T10:20:00.000Z',
        triage_seconds: 1200,
      }),
    ],
    total: 2,
    page: 1,
    overdue: 0,
    median_close_seconds: 86400,
  }),
  'moderation.report': (query) => ({
    code: 'success',
    report: m.reportItem(num(query.get('report_id') ?? undefined, 31) - 30),
    thread: [
      {
        message_id: 1,
        kind: 'reply',
        body: 'Thanks, we are looking into it.',
        author: { user_id: 12, username: 'Warden' },
        created_at: '2026-03-01T10:20:00.000Z',
      },
    ],
    takedowns: [m.takedownItem(1)],
  }),
  'moderation.takedowns': () => ({
    code: 'success',
    takedowns: [
      m.takedownItem(1, {
        counter_notice: 'I recorded this footage myself.',
        counter_notice_at: '2026-03-02T09:00:00.000Z',
      }),
      m.takedownItem(2),
    ],
    total: 2,
    page: 1,
  }),
  'moderation.members': () => ({
    code: 'success',
    members: [
      m.memberStanding(1),
      m.memberStanding(2, { standing: 'banned', sanction_reason: 'Spam in comments' }),
      m.memberStanding(3, { role: 'moderator', is_trusted: 1 }),
    ],
    total: 3,
    page: 1,
  }),
  'moderation.hiddenChannels': () => ({
    code: 'success',
    channels: [
      {
        channel_id: 9,
        dir: 'quiet-harbour-studio',
        title: 'Quiet Harbour Studio',
        gender: 'str',
        videos: 12,
        hidden_by: null,
        hidden_at: null,
      },
    ],
  }),
  'moderation.words': () => ({
    code: 'success',
    words: ['casino', 'clickbait'].map((word) => ({
      word,
      added_by: null,
      created_at: '2026-03-01T10:00:00.000Z',
    })),
  }),
  'moderation.audit': () => ({
    code: 'success',
    entries: [m.auditEntry(1), m.auditEntry(2, { action: 'reject', details: { reason: 'Too dark' } })],
    total: 2,
    page: 1,
  }),
  'moderation.downloadRequests': (query) => {
    const status = query.get('status') ?? 'pending';
    if (status === 'pending') {
      return { code: 'success', requests: [m.downloadRequestItem(1), m.downloadRequestItem(2)] };
    }
    const decided = { decided_at: '2026-03-02T09:00:00.000Z', decided_by: 12 };
    return {
      code: 'success',
      requests: [m.downloadRequestItem(3, { status: status as 'approved' | 'rejected', ...decided })],
    };
  },
  // The acts answer about what they were sent: status_id 1 active (approved), 3 rejected.
  'moderation.approve': (_, fields) => ({
    code: 'success',
    video_id: num(fields.video_id, 501),
    status_id: 1,
  }),
  'moderation.reject': (_, fields) => ({
    code: 'success',
    video_id: num(fields.video_id, 501),
    status_id: 3,
  }),
  'moderation.takedown': (_, fields) => ({
    code: 'success',
    takedown_id: 9,
    video_id: num(fields.video_id, 501),
    strikes: 1,
    disabled: 0,
  }),
  'moderation.sanction': (_, fields) => ({
    code: 'success',
    user_id: num(fields.user_id, 102),
    standing: { ban: 'banned', temp_ban: 'temp_banned', disable: 'disabled' }[fields.sanction ?? ''] ?? 'ok',
    banned_until: fields.until ?? null,
  }),
  'moderation.trust': (_, fields) => ({ code: 'success', member: changedMember(fields) }),
  'moderation.role': (_, fields) => ({ code: 'success', member: changedMember(fields) }),
  'moderation.setting': (_, fields) => ({
    code: 'success',
    settings: {
      trusted_skip_review: fields.name === 'trusted_skip_review' && fields.value === '1' ? 1 : 0,
      complaint_days: fields.name === 'complaint_days' ? num(fields.value, 7) : 7,
      appeal_hides_video: fields.name === 'appeal_hides_video' && fields.value === '0' ? 0 : 1,
      age_policy: [],
    },
  }),
  'moderation.agePolicy': (_, fields) => ({
    code: 'success',
    settings: {
      trusted_skip_review: 0,
      complaint_days: 7,
      appeal_hides_video: 1,
      age_policy:
        fields.mode && fields.mode !== 'default'
          ? [{ region: (fields.region ?? 'GB').toUpperCase(), mode: fields.mode }]
          : [],
    },
  }),
  'moderation.assign': (_, fields) => ({ code: 'success', report: changedReport(fields) }),
  'moderation.reportStatus': (_, fields) => ({ code: 'success', report: changedReport(fields) }),
  'moderation.reply': (_, fields) => ({ code: 'success', report: changedReport(fields) }),
  ...ACTION_ANSWERS,
  ...PAYMENT_ANSWERS,
};

/** The member a mock trust or role act answers with. */
function changedMember(fields: Record<string, string>) {
  return m.memberStanding(1, {
    user_id: num(fields.user_id, 102),
    is_trusted: fields.trusted === '1' ? 1 : 0,
    is_custodian: fields.custodian === '1' ? 1 : 0,
    ...(fields.role ? { role: fields.role as 'member' | 'moderator' | 'admin' } : {}),
  });
}

/** The report a mock report act answers with. */
function changedReport(fields: Record<string, string>) {
  return m.reportItem(num(fields.report_id, 31) - 30, {
    status: (fields.status as 'open' | 'in_progress' | 'resolved' | 'rejected' | undefined) ?? 'in_progress',
  });
}

/**
 * The declared calls by method and path: one mock handler each, so calls sharing a path (picked by `act`)
 * are answered, and recorded, once.
 */
function declaredRoutes(): { method: 'get' | 'post'; path: string; calls: [CallName, CallDeclaration][] }[] {
  const routes = new Map<
    string,
    { method: 'get' | 'post'; path: string; calls: [CallName, CallDeclaration][] }
  >();
  for (const [name, declaration] of Object.entries(CALLS) as [CallName, CallDeclaration][]) {
    const key = `${declaration.method} ${declaration.path}`;
    const route = routes.get(key) ?? { method: declaration.method, path: declaration.path, calls: [] };
    route.calls.push([name, declaration]);
    routes.set(key, route);
  }
  return [...routes.values()];
}

const TUS = { 'tus-resumable': '1.0.0' };
const tusError = (status: number, code: string) => HttpResponse.json({ code }, { status, headers: TUS });

/**
 * msw 3 handlers answering every call of §7 with synthetic fixtures: every read with a body that passes its
 * schema, every write with `code: "success"` and its named fields. Use in tests (`setupServer(...apiHandlers())`)
 * and Storybook (`msw-storybook-addon`); add `apiErrorHandler` overrides with `server.use(...)`.
 */
export function apiHandlers(options: ApiHandlersOptions = {}): RequestHandler[] {
  const base = options.baseUrl ?? '*';
  const total = options.totalCount ?? 240;
  const at = (pattern: string) => `${base.replace(/\/$/, '')}${pattern}`;
  /** Reports a request to `onRequest`; `known`: its fields when the handler has read them already. */
  const record = async (request: Request, known?: Record<string, string>) => {
    const fields = known ?? (await readFields(request.clone()));
    options.onRequest?.({ method: request.method, url: request.url, fields });
    return fields;
  };
  /** The tus uploads created against these handlers: bytes expected and received. */
  const tusUploads = new Map<string, { length: number; offset: number }>();
  const tusUrl = (id: string) => `${base === '*' ? '' : base.replace(/\/$/, '')}${ENDPOINTS.tus}${id}`;

  return [
    // The declared calls (contract/calls.ts) answer their declaration's example, or a richer fixture.
    ...declaredRoutes().map(({ method, path, calls }) =>
      http[method](at(routePattern(path)), async ({ request, params }) => {
        const fields = await readFields(request.clone());
        // A call alone on its path answers whatever its fields; shared ones are picked by their act.
        const found =
          calls.length === 1
            ? calls[0]
            : pickDeclaration(
                calls.map((c) => [c, c[1]] as const),
                fields,
              );
        if (!found) return undefined;
        await record(request, fields);
        // A cached path's values join the query, so a fixture reads them as it reads the query.
        const query = new URL(request.url).searchParams;
        const read = readPath(path, params);
        if (read.ok) for (const [key, value] of Object.entries(read.values)) query.set(key, value);
        const [name, declaration] = found;
        // A navigation: the redirect, to the home page.
        if (declaration.redirect)
          return new HttpResponse(null, { status: declaration.redirect, headers: { location: '/' } });
        const fixture = DECLARED_FIXTURES[name];
        return HttpResponse.json(
          fixture ? fixture(query, fields, { totalCount: total }) : (CALL_DOCS[name].example as object),
        );
      }),
    ),
    // tus 1.0.0 (creation, HEAD, PATCH): enough for tus-js-client to upload against the mock.
    http.post(at(ENDPOINTS.tus), async ({ request }) => {
      await record(request);
      // The server's order: the filename, then the length (required, not 0), then the size limit.
      const filename = tusFilename(request.headers.get('upload-metadata'));
      if (!filename || !isValidUploadFilename(filename)) return tusError(400, 'bad_filename');
      const length = Number(request.headers.get('upload-length') ?? Number.NaN);
      if (!Number.isSafeInteger(length) || length < 1) return tusError(400, 'invalid_params');
      if (length > UPLOAD_LIMITS.maxBytes) return tusError(413, 'size_limit');
      const id = f.uploadId(tusUploads.size + 1);
      tusUploads.set(id, { length, offset: 0 });
      return new HttpResponse(null, { status: 201, headers: { ...TUS, location: tusUrl(id) } });
    }),
    http.head(at(`${ENDPOINTS.tus}:id`), async ({ request, params }) => {
      await record(request);
      const upload = tusUploads.get(String(params.id));
      if (!upload) return new HttpResponse(null, { status: 404, headers: TUS });
      return new HttpResponse(null, {
        status: 200,
        headers: {
          ...TUS,
          'upload-offset': String(upload.offset),
          'upload-length': String(upload.length),
          'cache-control': 'no-store',
        },
      });
    }),
    http.patch(at(`${ENDPOINTS.tus}:id`), async ({ request, params }) => {
      await record(request);
      const upload = tusUploads.get(String(params.id));
      if (!upload) return tusError(404, 'not_found');
      if (request.headers.get('content-type') !== 'application/offset+octet-stream') {
        return tusError(415, 'invalid_params');
      }
      if (Number(request.headers.get('upload-offset')) !== upload.offset)
        return tusError(409, 'invalid_params');
      const bytes = (await request.arrayBuffer()).byteLength;
      if (upload.offset + bytes > upload.length) return tusError(400, 'invalid_params');
      upload.offset += bytes;
      return new HttpResponse(null, {
        status: 204,
        headers: { ...TUS, 'upload-offset': String(upload.offset) },
      });
    }),
    // An act that no call of a shared POST path takes, as the server answers it.
    ...declaredRoutes()
      .filter(({ method, calls }) => method === 'post' && calls.some(([, d]) => d.act !== undefined))
      .map(({ path, calls }) =>
        http.post(at(path), async ({ request }) => {
          await record(request);
          const field = calls.find(([, d]) => d.actField)?.[1].actField ?? 'act';
          return HttpResponse.json(
            { code: 'invalid_params', errors: [{ field, code: 'invalid' }] },
            { status: 400 },
          );
        }),
      ),
  ];
}

/** A handler that answers one call with an error body of the contract: override with `server.use(...)`. */
export function apiErrorHandler(
  method: 'get' | 'post',
  pattern: string,
  code: string,
  status = 400,
  options: { baseUrl?: string; errors?: { field: string; code: string }[] } = {},
): RequestHandler {
  // A declared cached path (`CALLS[name].path`) is matched by its route pattern.
  const route = pattern.includes('{') ? routePattern(pattern) : pattern;
  const url = `${(options.baseUrl ?? '*').replace(/\/$/, '')}${route}`;
  return http[method](url, () =>
    HttpResponse.json({ code, ...(options.errors ? { errors: options.errors } : {}) }, { status }),
  );
}
