import { CONTENT_PROVIDER_TERMS_VERSION, ENDPOINTS, REPORT_SUBJECTS } from '@site/api';
import { OPERATION_ALIASES, OPERATIONS, type Operation } from '@site/api/openapi';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Browser } from '../accounts/fixtures.js';
import {
  applyMutations,
  BOUNDARY,
  formBody,
  hostileString,
  multipartBody,
  mutation,
  prototypeIsClean,
} from './hostile.js';
import {
  changedTables,
  closeWorld,
  expectErrorShape,
  fingerprint,
  openWorld,
  PASSWORD,
  type World,
} from './world.js';

/**
 * Property-based fuzzing of every write of the contract (issue #11): each operation of OPERATIONS that is
 * not a GET, and each client function sharing one (OPERATION_ALIASES), starts from a legal body and gets
 * hostile mutations. Whatever comes in: never a 5xx, a refusal in the §8 shape or a success in the
 * contract's shape, no stored change from a refusal, and no polluted Object.prototype.
 */

type Who = 'a' | 'b' | 'c' | 'admin' | 'visitor';

interface WriteCase {
  who: Who;
  /** The legal body this case mutates. */
  base: (w: World) => Record<string, string>;
  /** Send as multipart (the contract's multipart calls), sometimes with a file part of this field. */
  file?: string;
}

const id = (n: number) => String(n);

/** One case per write operation id and per alias: a new write of the contract without one fails below. */
const CASES: Record<string, WriteCase> = {
  'members.fresh': { who: 'b', base: (w) => ({ act: 'user', section: 'profile', user_id: id(w.a.id) }) },
  'actions.subscribe': {
    who: 'b',
    base: (w) => ({ act: 'subscribe', section: 'member', object_id: id(w.a.id) }),
  },
  'actions.unsubscribe': {
    who: 'b',
    base: (w) => ({ act: 'unsubscribe', section: 'member', object_id: id(w.a.id) }),
  },
  'actions.add': {
    who: 'b',
    base: (w) => ({
      act: 'add',
      section: 'playlist',
      video_id: id(w.publicVideo),
      object_id: id(w.privatePlaylist),
    }),
  },
  'actions.remove': {
    who: 'b',
    base: (w) => ({
      act: 'rem',
      section: 'playlist',
      video_id: id(w.privateVideo),
      object_id: id(w.privatePlaylist),
    }),
  },
  'actions.addFriend': { who: 'b', base: (w) => ({ act: 'add_friend', object_id: id(w.a.id) }) },
  'friends.accept': { who: 'b', base: (w) => ({ act: 'accept_friend', object_id: id(w.a.id) }) },
  'friends.decline': { who: 'b', base: (w) => ({ act: 'decline_friend', object_id: id(w.a.id) }) },
  'friends.cancel': { who: 'b', base: (w) => ({ act: 'cancel_friend', object_id: id(w.a.id) }) },
  'friends.remove': { who: 'b', base: (w) => ({ act: 'remove_friend', object_id: id(w.a.id) }) },
  'profile.edit': {
    who: 'b',
    base: (w) => ({ act: 'profile', section: 'edit', username: w.b.username, city: 'Harbor', website: '' }),
  },
  'profile.changePassword': {
    who: 'c',
    base: () => ({
      act: 'profile',
      section: 'change_password',
      current_password: PASSWORD,
      new_password: 'lantern5',
    }),
  },
  'uploads.avatar': { who: 'b', base: () => ({ act: 'upload', section: 'u_ava' }), file: 'imgfile' },
  'uploads.cover': { who: 'b', base: () => ({ act: 'upload', section: 'u_cover' }), file: 'imgfile' },
  'actions.vote': {
    who: 'b',
    base: (w) => ({ act: 'vote', section: 'video', vote: '1', object_id: id(w.privateVideo) }),
  },
  'actions.view': {
    who: 'b',
    base: (w) => ({ act: 'view', section: 'video', object_id: id(w.privateVideo) }),
  },
  'actions.position': {
    who: 'b',
    base: (w) => ({ act: 'position', video_id: id(w.privateVideo), position: '95', duration: '600' }),
  },
  'actions.comment': {
    who: 'b',
    base: (w) => ({
      act: 'comm',
      msg: 'Lovely harbor light',
      section: 'video',
      object_id: id(w.privateVideo),
    }),
  },
  // B editing A's comment: refused, its text stays.
  'actions.editComment': {
    who: 'b',
    base: (w) => ({ act: 'comm_edit', comment_id: id(w.commentOfA), msg: 'Words put in your mouth' }),
  },
  // B deleting A's comment (or, mutated, a reply that names it): refused, nothing stored.
  'actions.deleteComment': { who: 'b', base: (w) => ({ act: 'comm_del', comment_id: id(w.commentOfA) }) },
  'playlists.create': {
    who: 'b',
    base: () => ({ act: 'playlist', section: 'new', title: 'Evening picks', desc: 'Calm', visible: '0' }),
  },
  'playlists.update': {
    who: 'b',
    base: (w) => ({ act: 'playlist', section: 'upd', object_id: id(w.privatePlaylist), title: 'Taken over' }),
  },
  'playlists.move': {
    who: 'b',
    base: (w) => ({
      act: 'playlist',
      section: 'move',
      object_id: id(w.privatePlaylist),
      video_id: id(w.privateVideo),
      position: '1',
    }),
  },
  'playlists.remove': {
    who: 'b',
    base: (w) => ({ act: 'playlist', section: 'del', object_id: id(w.privatePlaylist) }),
  },
  'downloads.request': {
    who: 'b',
    base: (w) => ({ act: 'download', video_id: id(w.privateVideo), desc: 'd'.repeat(150) }),
  },
  'auth.login': { who: 'visitor', base: (w) => ({ usr: w.a.username, pwd: 'not the password', tok: 'x' }) },
  'auth.telegram': {
    who: 'visitor',
    base: () => ({ id: '42', first_name: 'Calm', auth_date: '1767225600', hash: 'abc' }),
  },
  'auth.logout': { who: 'visitor', base: () => ({}) },
  'auth.signup': {
    who: 'visitor',
    base: () => ({
      act: 'signup',
      usr: 'new_heron',
      eml: 'heron@example.test',
      pwd: 'lantern5',
      tok: 'wrong',
    }),
  },
  'auth.restore': {
    who: 'visitor',
    base: (w) => ({ act: 'restore', eml: `${w.a.username}@example.test`, tok: 'x' }),
  },
  'auth.reset': { who: 'visitor', base: () => ({ act: 'reset', token: 'r3set-t0ken', pwd: 'lantern5' }) },
  'report.send': {
    who: 'visitor',
    base: () => ({
      subject: REPORT_SUBJECTS[0],
      email: 'heron@example.test',
      message: 'Please look at this page.',
      captcha: 'not solved',
      ref: 'http://127.0.0.1:1/admin',
    }),
    file: 'file',
  },
  'appeal.send': {
    who: 'visitor',
    base: (w) => ({
      video_id: id(w.publicVideo),
      name: 'Ada Heron',
      email: 'heron@example.test',
      statement: 'I am the person in this video and I never agreed to it being published here.',
      captcha: 'not solved',
    }),
    file: 'file',
  },
  // The uploader's application (#31): a draft, then the whole of it, each with a picture part.
  'uploaders.save': {
    who: 'c',
    base: () => ({ act: 'save', legal_name: 'Ada Heron', birth_date: '1990-04-12' }),
    file: 'id_document',
  },
  'uploaders.submit': {
    who: 'c',
    base: () => ({
      act: 'submit',
      legal_name: 'Ada Heron',
      birth_date: '1990-04-12',
      accept_terms: CONTENT_PROVIDER_TERMS_VERSION,
    }),
    file: 'selfie',
  },
  // Consent records (#31 item 2): a record with a picture part; another's video's performers, refused.
  'consent.save': {
    who: 'c',
    base: () => ({
      act: 'consent_save',
      legal_name: 'Ada Heron',
      birth_date: '1990-04-12',
      recorded_on: '2026-01-05',
    }),
    file: 'release',
  },
  'consent.performers': {
    who: 'b',
    base: (w) => ({ video_id: id(w.privateVideo), usernames: w.a.username, record_ids: '' }),
  },
  // A member making someone a custodian of records: refused, nothing stored.
  'moderation.custodian': {
    who: 'b',
    base: (w) => ({ act: 'custodian', user_id: id(w.a.id), custodian: '1' }),
  },
  'messages.send': { who: 'b', base: (w) => ({ user_id: id(w.a.id), msg: 'Hello there' }) },
  'messages.dialogs': { who: 'b', base: () => ({ section: 'all' }) },
  'messages.conversation': { who: 'b', base: (w) => ({ section: 'user', user_from_id: id(w.a.id) }) },
  'messages.add': { who: 'b', base: (w) => ({ section: 'add', user_id: id(w.a.id), message: 'See you' }) },
  // Notifications (#32): marking one (another member's id: refused, nothing changed), all, the digest switch.
  'notifications.read': { who: 'b', base: () => ({ act: 'read', notification_id: '1' }) },
  'notifications.readAll': { who: 'b', base: () => ({ act: 'read_all' }) },
  'notifications.digest': { who: 'b', base: () => ({ act: 'digest', digest: '1' }) },
  // Inbox and safety (#32 item 5): block and unblock, a dialog deleted or marked unread, a member reported.
  'blocks.block': { who: 'b', base: (w) => ({ act: 'block', object_id: id(w.a.id) }) },
  'blocks.unblock': { who: 'b', base: (w) => ({ act: 'unblock', object_id: id(w.a.id) }) },
  'messages.deleteDialog': { who: 'b', base: (w) => ({ section: 'delete', user_id: id(w.a.id) }) },
  'messages.markUnread': { who: 'b', base: (w) => ({ section: 'unread', user_id: id(w.a.id) }) },
  'reports.member': {
    who: 'b',
    base: (w) => ({ target: 'member', object_id: id(w.a.id), reason: 'Rude in the comments' }),
  },
  'settings.privacy': { who: 'b', base: () => ({ act: 'privacy', favourites: '1', friends: '0' }) },
  // Only the member's own other sessions can be ended: another's number is refused, nothing ended.
  'settings.endSession': { who: 'b', base: () => ({ act: 'end_session', session_id: '1' }) },
  'settings.endOtherSessions': { who: 'b', base: () => ({ act: 'end_other_sessions' }) },
  'settings.changeEmail': {
    who: 'c',
    base: () => ({ act: 'change_email', email: 'heron.new@example.test', current_password: PASSWORD }),
  },
  // Scheduling ends the member's other sessions only; the deletion runs 14 days later (settings/deletion.ts).
  'settings.scheduleDeletion': {
    who: 'c',
    base: () => ({ act: 'delete_account', keep_uploads: '1', current_password: PASSWORD }),
  },
  'settings.cancelDeletion': { who: 'c', base: () => ({ act: 'cancel_deletion' }) },
  'settings.requestExport': { who: 'b', base: () => ({ act: 'export' }) },
  'uploads.check': { who: 'b', base: (w) => ({ act: '1', upload_id: w.uploadOfA }) },
  'uploads.info': {
    who: 'b',
    base: (w) => ({
      act: '5',
      upload_id: w.uploadOfA,
      title: 'A calm harbor at dawn',
      description: 'Boats',
      categories: 'sunsets,harbors',
      orientation: 'str',
      visibility: '0',
      exclusive: '1',
      poster: '1',
    }),
    file: 'screenshot',
  },
  'videos.remove': { who: 'b', base: (w) => ({ act: '2', video_id: id(w.privateVideo) }) },
  'videos.togglePrivacy': { who: 'b', base: (w) => ({ act: '3', video_id: id(w.privateVideo) }) },
  'videos.readd': { who: 'b', base: (w) => ({ act: '4', video_id: id(w.privateVideo), days: '7' }) },
  'payments.charge': {
    who: 'b',
    base: () => ({ act: 'chr', email: 'heron@example.test', renew: '1' }),
  },
  'payments.status': { who: 'b', base: (w) => ({ act: 'status', video_id: id(w.privateVideo) }) },
  'payments.subscription': { who: 'b', base: () => ({ act: 'sub' }) },
  'moderation.approve': { who: 'b', base: (w) => ({ act: 'approve', video_id: id(w.privateVideo) }) },
  // A member deciding download requests (their own included): refused, nothing stored.
  'moderation.decideDownload': { who: 'b', base: () => ({ act: 'approve', request_id: '1' }) },
  'moderation.reject': {
    who: 'admin',
    base: (w) => ({ act: 'reject', video_id: id(w.publicVideo), reason: 'Dark' }),
  },
  'moderation.takedown': {
    who: 'admin',
    base: (w) => ({ act: 'takedown', video_id: id(w.publicVideo), reason: 'Notice from the owner' }),
  },
  'moderation.restore': { who: 'admin', base: () => ({ act: 'restore', takedown_id: '9' }) },
  'moderation.sanction': {
    who: 'b',
    base: (w) => ({
      act: 'sanction',
      user_id: id(w.a.id),
      sanction: 'temp_ban',
      until: '2030-01-02T03:04:05Z',
    }),
  },
  'moderation.trust': { who: 'admin', base: (w) => ({ act: 'trust', user_id: id(w.c.id), trusted: '0' }) },
  'moderation.role': { who: 'b', base: (w) => ({ act: 'role', user_id: id(w.b.id), role: 'admin' }) },
  'moderation.setting': {
    who: 'b',
    base: () => ({ act: 'setting', name: 'trusted_skip_review', value: '1' }),
  },
  // A member setting a region's age gate: refused, nothing stored.
  'moderation.agePolicy': {
    who: 'b',
    base: () => ({ act: 'age_policy', region: 'GB', mode: 'none' }),
  },
  'moderation.addWord': { who: 'admin', base: () => ({ act: 'word_add', word: 'lottery' }) },
  'moderation.removeWord': { who: 'admin', base: () => ({ act: 'word_remove', word: 'casino' }) },
  'moderation.hideChannel': { who: 'admin', base: () => ({ act: 'channel_hide', dir: 'quiet-works' }) },
  'moderation.showChannel': { who: 'admin', base: () => ({ act: 'channel_unhide', dir: 'quiet-works' }) },
  'moderation.assign': { who: 'admin', base: () => ({ act: 'assign', report_id: '31' }) },
  'moderation.reportStatus': {
    who: 'admin',
    base: () => ({ act: 'report_status', report_id: '31', status: 'resolved' }),
  },
  'moderation.reply': {
    who: 'admin',
    base: () => ({ act: 'reply', report_id: '31', message: 'Thanks', kind: 'reply' }),
  },
  // A member deciding a removal appeal: refused, nothing stored.
  'moderation.appealDecide': {
    who: 'b',
    base: () => ({ act: 'appeal_decide', appeal_id: '5', decision: 'restore', note: 'Checked' }),
  },
  // A member deciding an uploader's application: refused, nothing stored.
  'moderation.uploaderDecide': {
    who: 'b',
    base: () => ({ act: 'uploader_decide', application_id: '5', decision: 'reject', reason: 'Blurred' }),
  },
  'moderation.counterNotice': {
    who: 'b',
    base: () => ({ takedown_id: '9', statement: 'I recorded this footage myself, every second of it.' }),
  },
};

/** What a header may carry: printable ASCII (Node refuses the rest before it is sent). */
const headerSafe = (s: string) => [...s].filter((ch) => ch >= ' ' && ch <= '~').join('');

/** The tus protocol's operations are fuzzed through their headers and path, below. */
const TUS = ['tus.create', 'tus.patch', 'tus.head'];

const writes = OPERATIONS.filter((op) => op.method !== 'get');
const opOf = (name: string): Operation => {
  const target = OPERATION_ALIASES[name] ?? name;
  const op = OPERATIONS.find((o) => o.id === target);
  if (!op) throw new Error(`no operation ${target}`);
  return op;
};
const writeNames = [
  ...writes.map((op) => op.id),
  ...Object.keys(OPERATION_ALIASES).filter((alias) => opOf(alias).method !== 'get'),
];

/** Field names of a body schema (an object, or each alternative of a union). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const s = schema as unknown as { shape?: Record<string, unknown>; options?: z.ZodType[] };
  if (s.shape) return Object.keys(s.shape);
  if (s.options) return s.options.flatMap(fieldsOf);
  return [];
}

/** Runs per property; FUZZ_RUNS=200 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

let w: World;
let last: Record<string, string>;
let runs = 0;

beforeAll(async () => {
  w = await openWorld();
  last = await fingerprint(w.t.db);
});
afterAll(() => closeWorld(w));

function browserOf(who: Who): Browser {
  return who === 'visitor' ? w.visitor() : w[who].browser;
}

/** Checks one answer: no 5xx, the §8 shape or the contract's answer, and no stored change from a refusal. */
async function check(
  res: { statusCode: number; body: string; json: () => unknown },
  op: Operation,
  what: string,
) {
  runs += 1;
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const after = await fingerprint(w.t.db);
  if (res.statusCode >= 400) {
    expectErrorShape(res as Parameters<typeof expectErrorShape>[0], what);
    expect(changedTables(last, after), `${what} was refused (${res.body.slice(0, 120)}) but changed`).toEqual(
      [],
    );
  } else if (op.response && res.statusCode === 200) {
    const parsed = op.response.safeParse(res.json());
    expect(parsed.success, `${what} → ${res.body.slice(0, 300)}`).toBe(true);
  }
  expect(prototypeIsClean(), what).toBe(true);
  last = after;
}

describe('the fuzz cases', () => {
  it('cover every write of the contract (operations and the client functions sharing them)', () => {
    const missing = writeNames.filter((name) => !CASES[name] && !TUS.includes(name));
    expect(missing, 'writes of the contract with no fuzz case in security/fuzz-writes.test.ts').toEqual([]);
    const stale = Object.keys(CASES).filter((name) => !writeNames.includes(name));
    expect(stale, 'fuzz cases of no write of the contract').toEqual([]);
  });

  it('cover every endpoint of the contract (each has an operation)', () => {
    const documented = new Set(OPERATIONS.map((op) => op.path.replace(/\{[^}]+\}.*$/, '')));
    const missing = Object.values(ENDPOINTS).filter((path) => !documented.has(path));
    expect(missing).toEqual([]);
  });
});

describe.each(writeNames.filter((name) => !TUS.includes(name)))('given hostile input to %s', (name) => {
  it('never answers 5xx, answers §8 or the contract, and a refusal stores nothing', async () => {
    const c = CASES[name];
    if (!c) throw new Error(`no case for ${name}`);
    const op = opOf(name);
    const base = c.base(w);
    const fields = [...new Set([...Object.keys(base), ...fieldsOf(op.body?.schema)])];
    const fieldNames = fields.length ? fields : ['act'];
    const multipart = op.body?.type === 'multipart/form-data';
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation(fieldNames), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('form', 'multipart', 'json'),
        fc.option(hostileString, { nil: undefined }),
        async (mutations, encoding, filename) => {
          const built = applyMutations(base, mutations);
          const browser = browserOf(c.who);
          const token = await browser.csrf();
          const headers: Record<string, string> = { 'x-csrf-token': token };
          let payload: InjectOptions['payload'];
          if (built.json) {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(built.json);
          } else if (encoding === 'multipart' || (multipart && encoding !== 'form')) {
            headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
            const file =
              c.file && filename !== undefined ? { field: c.file, filename, type: 'image/jpeg' } : undefined;
            payload = multipartBody(built, file);
          } else {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = formBody(built);
          }
          const res = await browser.request({ method: 'POST', url: op.path, headers, payload });
          await check(res, op, `${name} ${JSON.stringify(mutations).slice(0, 300)} as ${encoding}`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe.each(writeNames.filter((name) => !TUS.includes(name)))(
  'given a NUL byte in each field of %s',
  (name) => {
    it('answers without a 5xx and a refusal stores nothing (PostgreSQL refuses NUL in text)', async () => {
      const c = CASES[name];
      if (!c) throw new Error(`no case for ${name}`);
      const op = opOf(name);
      const base = c.base(w);
      for (const field of Object.keys(base)) {
        const browser = browserOf(c.who);
        const res = await browser.post(op.path, { ...base, [field]: `${base[field]}\u0000x` });
        await check(res, op, `${name} ${field} with NUL`);
      }
    });
  },
);

describe('given hostile tus requests', () => {
  it('refuses hostile creations (tus.create) with a §8 code and stores nothing', async () => {
    const op = opOf('tus.create');
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          length: fc.oneof(hostileString, fc.constantFrom('0', '-5', '10737418241', '1e3', '12abc')),
          filename: hostileString,
          metadata: fc.option(hostileString, { nil: undefined }),
          resumable: fc.constantFrom('1.0.0', '0.2.2', ''),
        }),
        async ({ length, filename, metadata, resumable }) => {
          const { browser } = w.b;
          const headers: Record<string, string> = {
            'x-csrf-token': await browser.csrf(),
            'tus-resumable': resumable,
            'upload-length': headerSafe(length),
            'upload-metadata':
              (metadata === undefined ? undefined : headerSafe(metadata)) ??
              `filename ${Buffer.from(filename).toString('base64')}`,
          };
          const res = await browser.request({ method: 'POST', url: ENDPOINTS.tus, headers });
          runs += 1;
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400 && res.statusCode !== 412) {
            expectErrorShape(res, `tus.create ${JSON.stringify(headers)}`);
            expect(changedTables(last, await fingerprint(w.t.db))).toEqual([]);
          }
          last = await fingerprint(w.t.db);
          expect(op.id).toBe('tus.create');
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it.each(['tus.patch', 'tus.head'])('%s of a hostile or foreign upload id is refused', async (name) => {
    const op = opOf(name);
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.constant(w.uploadOfA)), async (uploadId) => {
        const { browser } = w.b;
        const url = `${ENDPOINTS.tus}${encodeURIComponent(uploadId.replace(/[\ud800-\udfff]/g, ''))}`;
        const res = await browser.request({
          method: op.method.toUpperCase() as 'PATCH' | 'HEAD',
          url,
          headers: {
            'x-csrf-token': await browser.csrf(),
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          ...(op.method === 'patch' ? { payload: Buffer.from('hostile bytes') } : {}),
        });
        runs += 1;
        expect(res.statusCode, `${name} ${url} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name} ${url} → ${res.body}`).toBeLessThan(500);
        expect(changedTables(last, await fingerprint(w.t.db))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('after the fuzzing', () => {
  it('A still owns every private thing, unchanged', async () => {
    expect(runs).toBeGreaterThanOrEqual((writeNames.length - TUS.length) * RUNS);
    const playlist = await w.t.db
      .selectFrom('playlists')
      .select(['title', 'visible', 'user_id'])
      .where('playlist_id', '=', w.privatePlaylist)
      .executeTakeFirst();
    expect(playlist).toEqual({ title: 'Private evening picks', visible: 0, user_id: w.a.id });
    const video = await w.t.db
      .selectFrom('videos')
      .select(['is_private', 'status_id', 'user_id'])
      .where('video_id', '=', w.privateVideo)
      .executeTakeFirst();
    expect(video).toEqual({ is_private: 1, status_id: 1, user_id: w.a.id });
    const member = await w.t.db
      .selectFrom('members')
      .select(['role'])
      .where('user_id', '=', w.b.id)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe('member');
  });
});
