import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { callUrl, ENDPOINTS, REPORT_SUBJECTS } from '@site/api';
import { CALLS } from '@site/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAccount, Browser } from '../accounts/fixtures.js';
import { buildApp } from '../app.js';
import { TEST_CAPTCHA_TOKEN } from '../captcha/index.js';
import { MEDIA_GATE_PREFIX, mediaToken, PUBLIC_TOKEN } from '../media/urls.js';
import { addMediaVideo } from '../videos/playback-fixtures.js';
import { BOUNDARY } from './hostile.js';
import { closeWorld, expectErrorShape, openWorld, PASSWORD, type World } from './world.js';

/**
 * Regression tests for bugs video platforms have shipped (issue #11): stored XSS, IDOR, path traversal,
 * SSRF, login-throttle bypasses and a password hash taken as a password.
 */

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const PAYLOAD = `Nice ${SCRIPT} ${IMG}`;

let w: World;
/** A local server standing for any internal address: a member-given URL must never make it receive a request. */
let canary: Server;
let canaryHits: string[];
let canaryUrl: string;

beforeAll(async () => {
  w = await openWorld();
  canaryHits = [];
  canary = createServer((req, res) => {
    canaryHits.push(`${req.method} ${req.url}`);
    res.end('ok');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  const address = canary.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  canaryUrl = `http://127.0.0.1:${address.port}`;
  writeFileSync(join(w.t.dataDir, 'canary.txt'), 'canary-outside-media');
});
afterAll(async () => {
  await new Promise((resolve) => canary?.close(resolve));
  await closeWorld(w);
});

const post = (browser: Browser, url: string, form: Record<string, string>) => browser.post(url, form);

/** A JSON answer that carries `text` exactly as data: JSON content type, no sniffing, the same string. */
function expectAsData(res: LightMyRequestResponse, text: string, what: string) {
  expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.body, what).toContain(JSON.stringify(text).slice(1, -1));
}

describe('stored XSS: hostile text is stored and answered as data, never as markup', () => {
  it('a comment with a script comes back as the same text in JSON', async () => {
    const res = await post(w.b.browser, ENDPOINTS.input, {
      act: 'comm',
      section: 'video',
      object_id: String(w.publicVideo),
      msg: PAYLOAD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await w
      .visitor()
      .get(callUrl('comments.list', { section: 'video', object_id: w.publicVideo, fresh: true }));
    expectAsData(list, PAYLOAD, 'comments');
    const comments = (list.json() as { comments: { text?: string; message?: string; comment?: string }[] })
      .comments;
    expect(JSON.stringify(comments)).toContain(JSON.stringify(PAYLOAD).slice(1, -1));
  });

  it('a message with a script comes back as the same text to its reader', async () => {
    const sent = await post(w.b.browser, CALLS['messages.send'].path, {
      user_id: String(w.c.id),
      msg: PAYLOAD,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const read = await post(w.c.browser, CALLS['messages.send'].path, {
      section: 'user',
      user_from_id: String(w.b.id),
    });
    expectAsData(read, PAYLOAD, 'conversation');
  });

  it('profile fields with markup come back as data; a script URL is never taken as the website', async () => {
    const edit = await post(w.b.browser, ENDPOINTS.member, {
      act: 'profile',
      section: 'edit',
      username: w.b.username,
      city: IMG.slice(0, 90),
      about_me: PAYLOAD,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const profile = await w.visitor().get(callUrl('members.get', { user_id: w.b.id }, { lifetime: 0 }));
    expectAsData(profile, PAYLOAD, 'member profile');
    for (const website of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//http://x',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      const res = await post(w.b.browser, ENDPOINTS.member, {
        act: 'profile',
        section: 'edit',
        username: w.b.username,
        website,
      });
      expectErrorShape(res, `website ${website}`);
    }
    const stored = await w.t.db
      .selectFrom('members')
      .select('website')
      .where('user_id', '=', w.b.id)
      .executeTakeFirstOrThrow();
    expect(stored.website ?? '').not.toMatch(/script:|data:|file:/i);
  });

  it('a playlist title and a video title with markup come back as data', async () => {
    const made = await post(w.b.browser, ENDPOINTS.input, {
      act: 'playlist',
      section: 'new',
      title: `Picks ${SCRIPT}`,
      visible: '1',
      orientation: 'str',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { playlist_id?: number; object_id?: number }).playlist_id;
    expect(id).toBeTypeOf('number');
    expectAsData(
      await w.visitor().get(callUrl('playlists.get', { playlist_id: id as number }, { lifetime: 0 })),
      `Picks ${SCRIPT}`,
      'playlist',
    );
    await w.t.db
      .updateTable('videos')
      .set({ title: PAYLOAD })
      .where('video_id', '=', w.publicVideo)
      .execute();
    expectAsData(
      await w.visitor().get(callUrl('videos.get', { video_id: w.publicVideo }, { lifetime: 0 })),
      PAYLOAD,
      'video',
    );
  });
});

describe('IDOR: member B reaches nothing private of member A', () => {
  it("B cannot read A's private playlist, list its videos, add to, change or delete it", async () => {
    const read = await w.b.browser.get(
      callUrl('playlists.get', { playlist_id: w.privatePlaylist }, { lifetime: 0 }),
    );
    expectErrorShape(read, 'private playlist');
    expect(read.body).not.toContain('Private evening picks');
    const own = await w.b.browser.get(
      `/api/json/videos2_own/0/str/latest-updates/60/playlist.${w.privatePlaylist}.1.all.all.all.json`,
    );
    expect(own.statusCode === 200 ? (own.json() as { videos: unknown[] }).videos : []).toEqual([]);
    for (const form of [
      {
        act: 'add',
        section: 'playlist',
        video_id: String(w.publicVideo),
        object_id: String(w.privatePlaylist),
      },
      {
        act: 'rem',
        section: 'playlist',
        video_id: String(w.privateVideo),
        object_id: String(w.privatePlaylist),
      },
    ]) {
      expectErrorShape(await post(w.b.browser, ENDPOINTS.member, form), `${form.act} to A's playlist`);
    }
    for (const form of [
      {
        act: 'playlist',
        section: 'upd',
        object_id: String(w.privatePlaylist),
        title: 'Taken over',
        visible: '1',
      },
      { act: 'playlist', section: 'del', object_id: String(w.privatePlaylist) },
    ] as Record<string, string>[]) {
      expectErrorShape(await post(w.b.browser, ENDPOINTS.input, form), `${form.section} of A's playlist`);
    }
    const row = await w.t.db
      .selectFrom('playlists')
      .select(['title', 'visible'])
      .where('playlist_id', '=', w.privatePlaylist)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Private evening picks', visible: 0 });
    expect(
      await w.t.db
        .selectFrom('playlist_videos')
        .select('video_id')
        .where('playlist_id', '=', w.privatePlaylist)
        .execute(),
    ).toEqual([{ video_id: w.privateVideo }]);
  });

  it('B cannot read the dialog of A and C, whatever ids B sends', async () => {
    for (const form of [
      { section: 'user', user_from_id: String(w.a.id) },
      { section: 'user', user_from_id: String(w.c.id) },
      { section: 'all' },
      { section: 'user', user_from_id: String(w.a.id), user_id: String(w.c.id) },
      { section: 'user', user_from_id: String(w.c.id), user_to_id: String(w.a.id), viewer: String(w.a.id) },
    ] as Record<string, string>[]) {
      const res = await post(w.b.browser, CALLS['messages.send'].path, form);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body, JSON.stringify(form)).not.toContain(w.messageAtoC);
    }
    const visitor = await post(w.visitor(), CALLS['messages.send'].path, {
      section: 'user',
      user_from_id: String(w.a.id),
    });
    expectErrorShape(visitor, 'visitor reading a dialog');
    expect(visitor.body).not.toContain(w.messageAtoC);
  });

  it("B cannot see, check, describe or resume A's upload", async () => {
    const listed = await w.b.browser.get(`${CALLS['uploads.list'].path}?upload_id=${w.uploadOfA}`);
    expect(listed.statusCode).toBeLessThan(500);
    expect(listed.body).not.toContain(w.uploadOfA);
    expect(listed.body).not.toContain('clip.mp4');
    const all = await w.b.browser.get(CALLS['uploads.list'].path);
    expect(all.body).not.toContain(w.uploadOfA);
    expectErrorShape(
      await post(w.b.browser, ENDPOINTS.videoEdit, { act: '1', upload_id: w.uploadOfA }),
      'act 1',
    );
    expectErrorShape(
      await post(w.b.browser, ENDPOINTS.videoEdit, {
        act: '5',
        upload_id: w.uploadOfA,
        title: 'A calm harbor at dawn',
        description: 'Boats',
        categories: 'a,b',
        orientation: 'str',
        visibility: '0',
        exclusive: '1',
        poster: '1',
      }),
      'act 5',
    );
    const token = await w.b.browser.csrf();
    for (const method of ['HEAD', 'PATCH'] as const) {
      const res = await w.b.browser.request({
        method,
        url: `${ENDPOINTS.tus}${w.uploadOfA}`,
        headers: {
          'x-csrf-token': token,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        ...(method === 'PATCH' ? { payload: Buffer.from('appended by another member') } : {}),
      });
      expect(res.statusCode, `${method} → ${res.body}`).toBe(404);
    }
    const row = await w.t.db
      .selectFrom('uploads')
      .select(['status', 'user_id'])
      .where('upload_id', '=', w.uploadOfA)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'uploaded', user_id: w.a.id });
  });

  it("B cannot read, play, change or act on A's private video, nor open its media files", async () => {
    const secretVideo = await addMediaVideo(w.t.db, w.deps.storage, {
      title: 'Hidden cove at night',
      user_id: w.a.id,
    });
    await w.t.db
      .updateTable('videos')
      .set({ is_private: 1, description: 'Only the owner reads this description' })
      .where('video_id', '=', secretVideo)
      .execute();
    // §6: a private video is shown as private: its card's words at most, none of its media or texts.
    const detail = await w.b.browser.get(callUrl('videos.get', { video_id: secretVideo }, { lifetime: 0 }));
    expect(detail.statusCode).toBeLessThan(500);
    if (detail.statusCode === 200) {
      const { video } = detail.json() as { video: { is_private: number; thumb: string; video_dir: string } };
      expect(video).toMatchObject({ is_private: 1, thumb: '', video_dir: '' });
    }
    expect(detail.body).not.toContain('Only the owner reads');
    expect(detail.body).not.toContain('/media/');
    // In a public playlist of A's, the private video shows no media to B either.
    await w.t.db
      .insertInto('playlist_videos')
      .values({ playlist_id: w.publicPlaylist, video_id: secretVideo })
      .execute();
    for (const who of [w.b.browser, w.visitor()]) {
      const list = await who.get(
        `/api/json/videos2/0/str/latest-updates/60/playlist.${w.publicPlaylist}.1.all.all.all.json`,
      );
      expect(list.statusCode, list.body).toBeLessThan(500);
      const cards = list.statusCode === 200 ? (list.json() as { videos: { video_id: number }[] }).videos : [];
      const card = cards.find((v) => v.video_id === secretVideo);
      if (card) expect(JSON.stringify(card)).not.toContain(`/media/v/${secretVideo}/`);
    }
    const file = await w.b.browser.get(callUrl('videos.file', { video_id: secretVideo }, { lifetime: 0 }));
    expectErrorShape(file, 'private videofile');
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const otherToken = mediaToken(w.deps.secret, w.publicVideo, expires, w.b.id);
    for (const token of [PUBLIC_TOKEN, otherToken, `${expires}.forged`, 'x']) {
      for (const name of [
        'master.m3u8',
        '240p/0000.ts',
        'preview.mp4',
        'posters/1.jpg',
        'storyboard.vtt',
        'notes.txt',
        '../../../canary.txt',
      ]) {
        const res = await w.b.browser.get(`${MEDIA_GATE_PREFIX}${secretVideo}/${token}/${name}`);
        expect(res.statusCode, `${token}/${name} → ${res.body.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain('EXTM3U');
        expect(res.body).not.toContain('private notes');
      }
    }
    for (const [url, form] of [
      [ENDPOINTS.videoEdit, { act: '2', video_id: String(secretVideo) }],
      [ENDPOINTS.videoEdit, { act: '3', video_id: String(secretVideo) }],
      [ENDPOINTS.videoEdit, { act: '4', video_id: String(secretVideo), days: '7' }],
      [ENDPOINTS.input, { act: 'vote', section: 'video', vote: '1', object_id: String(secretVideo) }],
      [
        ENDPOINTS.input,
        { act: 'comm', section: 'video', object_id: String(secretVideo), msg: 'Found your video' },
      ],
      [ENDPOINTS.member, { act: 'add', section: 'favourites', video_id: String(secretVideo) }],
      [ENDPOINTS.input, { act: 'download', video_id: String(secretVideo), desc: 'd'.repeat(150) }],
    ] as const) {
      expectErrorShape(await post(w.b.browser, url, form), `${form.act} on a private video`);
    }
    const comments = await w.b.browser.get(
      callUrl('comments.list', { section: 'video', object_id: secretVideo, fresh: true }),
    );
    expect(comments.body).not.toContain('Found your video');
    const row = await w.t.db
      .selectFrom('videos')
      .select(['is_private', 'status_id', 'likes'])
      .where('video_id', '=', secretVideo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_private: 1, status_id: 1, likes: 0 });
  });
});

describe('path traversal', () => {
  it.each([
    '..%2F..%2Fpackage',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fpackage',
    '..%5C..%5Cpackage',
    'en%2F..%2F..%2Fpackage',
    'en%00',
    '..',
    'EN',
  ])('the language file %s is refused in the §8 shape and reads no other file', async (lang) => {
    const res = await w.visitor().get(`/langs/json/${lang}.json`);
    expectErrorShape(res, lang);
    expect(res.body).not.toContain('"dependencies"');
    expect(res.body).not.toContain('root:x:0:0');
  });

  it.each([
    '/media/..%2Fcanary.txt',
    '/media/%2e%2e/canary.txt',
    '/media/..%252Fcanary.txt',
    '/media/avatars/..%2F..%2Fcanary.txt',
    '/media/private/..%2F..%2Fcanary.txt',
    '/media/v/1/p/..%2F..%2F..%2Fcanary.txt',
  ])('the media path %s never serves a file outside the media folder', async (url) => {
    const res = await w.visitor().get(url);
    expect(res.statusCode, `${url} → ${res.body.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('canary-outside-media');
  });

  it('an uploaded avatar or report image named with ../ lands under a generated name inside its folder', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#406080' } })
      .jpeg()
      .toBuffer();
    const multipart = (fields: Record<string, string>, field: string, filename: string) =>
      Buffer.concat([
        ...Object.entries(fields).map(([k, v]) =>
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
        ),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
    const send = async (browser: Browser, url: string, body: Buffer) =>
      browser.request({
        method: 'POST',
        url,
        headers: {
          'x-csrf-token': await browser.csrf(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: body,
      });
    const avatar = await send(
      w.b.browser,
      ENDPOINTS.member,
      multipart({ act: 'upload', section: 'u_ava' }, 'imgfile', '../../../../escaped-avatar.jpg'),
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect((avatar.json() as { avatar: string }).avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    const report = await send(
      w.visitor(),
      ENDPOINTS.report,
      multipart(
        {
          subject: REPORT_SUBJECTS[1],
          email: 'heron@example.test',
          message: 'A picture of the problem.',
          captcha: TEST_CAPTCHA_TOKEN,
        },
        'file',
        '../../../../escaped-report.jpg',
      ),
    );
    expect(report.statusCode, report.body).toBe(200);
    const everywhere = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
            e.isDirectory() ? everywhere(join(dir, e.name)) : [e.name],
          )
        : [];
    const names = [...everywhere(w.t.dataDir), ...everywhere(join(w.t.dataDir, '..'))];
    expect(names.filter((n) => n.startsWith('escaped-'))).toEqual([]);
  });
});

describe('SSRF: no URL a member gives is ever fetched', () => {
  it('website, report ref, comment, message and upload texts with internal URLs reach no server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const internal = [
        `${canaryUrl}/website`,
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://localhost:22/',
      ];
      const website = await post(w.b.browser, ENDPOINTS.member, {
        act: 'profile',
        section: 'edit',
        username: w.b.username,
        website: `${canaryUrl}/website`,
      });
      expect(website.statusCode, website.body).toBeLessThan(500);
      for (const ref of internal) {
        const res = await post(w.visitor(), ENDPOINTS.report, {
          subject: REPORT_SUBJECTS[1],
          email: 'heron@example.test',
          message: `See ${ref}`,
          captcha: TEST_CAPTCHA_TOKEN,
          ref,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
      await post(w.b.browser, ENDPOINTS.input, {
        act: 'comm',
        section: 'video',
        object_id: String(w.publicVideo),
        msg: `Look ${canaryUrl}/comment`,
      });
      await post(w.b.browser, CALLS['messages.send'].path, {
        user_id: String(w.a.id),
        msg: `Look ${canaryUrl}/message`,
      });
      await post(w.b.browser, ENDPOINTS.member, {
        act: 'profile',
        section: 'edit',
        username: w.b.username,
        avatar: `${canaryUrl}/avatar.jpg`,
        avatar_url: `${canaryUrl}/avatar.jpg`,
      });
      // Whatever the server might do later (jobs, mail) gets its turn before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(canaryHits).toEqual([]);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('login throttling cannot be escaped', () => {
  const login = async (browser: Browser, usr: string, pwd: string, headers: Record<string, string> = {}) =>
    browser.request({
      method: 'POST',
      url: CALLS['auth.login'].path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': await browser.csrf(),
        ...headers,
      },
      payload: new URLSearchParams({ usr, pwd }).toString(),
    });
  const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: string }).code;

  it('case and whitespace variants of the username count for one account', async () => {
    const attacker = new Browser(w.app, '203.0.113.10');
    const variants = ['OWNER_ADA', ' owner_ada', 'owner_ada ', 'Owner_Ada', '\towner_ada\n'];
    for (const usr of variants)
      expect(codeOf(await login(attacker, usr, 'wrong guess 1'))).toBe('invalid_usr_or_pwd');
    for (const usr of ['owner_ada', 'OWNER_ADA', ' Owner_ada ']) {
      const res = await login(attacker, usr, PASSWORD);
      expectErrorShape(res, usr);
      expect(codeOf(res), usr).toBe('too_many_attempts');
    }
    // The member signing in from elsewhere is not locked out.
    expect((await login(new Browser(w.app, '198.51.100.7'), 'owner_ada', PASSWORD)).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not give an attacker a fresh address', async () => {
    const attacker = new Browser(w.app, '203.0.113.20');
    for (let i = 0; i < 20; i++) {
      const res = await login(attacker, `nobody_${i}`, 'wrong guess', {
        'x-forwarded-for': `192.0.2.${i + 1}`,
      });
      expect(codeOf(res)).toBe('invalid_usr_or_pwd');
    }
    const res = await login(attacker, 'third_cy', PASSWORD, {
      'x-forwarded-for': '192.0.2.200',
      'x-real-ip': '192.0.2.201',
      forwarded: 'for=192.0.2.202',
    });
    expect(codeOf(res)).toBe('too_many_attempts');
  });

  it('behind trusted proxies the client is the nearest untrusted hop: forged hops change nothing, other clients pass (#24 M5)', async () => {
    const proxied = await buildApp({
      db: w.t.db,
      dataDir: w.t.dataDir,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    });
    try {
      // Every request arrives from the proxy 10.0.0.5, which appends the address it saw.
      const attacker = new Browser(proxied, '10.0.0.5');
      const through = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.40` });
      for (let i = 0; i < 20; i++) {
        const res = await login(attacker, `nobody_${i}`, 'wrong guess', through(`192.0.2.${i + 1}`));
        expect(codeOf(res)).toBe('invalid_usr_or_pwd');
      }
      expect(codeOf(await login(attacker, 'third_cy', PASSWORD, through('192.0.2.99')))).toBe(
        'too_many_attempts',
      );
      // Another member behind the same proxy is not locked out by the attacker's failures.
      const neighbour = new Browser(proxied, '10.0.0.5');
      const ok = await login(neighbour, 'third_cy', PASSWORD, { 'x-forwarded-for': '198.51.100.8' });
      expect(ok.statusCode, ok.body).toBe(200);
      // A peer that is no trusted proxy is counted as itself, whatever it forwards.
      const direct = new Browser(proxied, '203.0.113.41');
      for (let i = 0; i < 20; i++) {
        await login(direct, `nobody_${i}`, 'wrong guess', { 'x-forwarded-for': `192.0.2.${i + 100}` });
      }
      expect(codeOf(await login(direct, 'third_cy', PASSWORD, { 'x-forwarded-for': '198.51.100.9' }))).toBe(
        'too_many_attempts',
      );
    } finally {
      await proxied.close();
    }
  });

  it('parallel guesses are counted: no more than the limit are ever tried', async () => {
    const attacker = new Browser(w.app, '203.0.113.30');
    let tried = 0;
    for (let burst = 0; burst < 3; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(attacker, 'third_cy', `parallel guess ${burst}.${i}`)),
      );
      expect(answers.every((r) => r.statusCode < 500)).toBe(true);
      tried += answers.filter((r) => codeOf(r) === 'invalid_usr_or_pwd').length;
    }
    expect(tried).toBeLessThanOrEqual(5);
    // Refused bursts are not failures: the guesses left are tried one by one, then the address stops.
    while (tried < 5) {
      expect(codeOf(await login(attacker, 'third_cy', `one more guess ${tried}`))).toBe('invalid_usr_or_pwd');
      tried += 1;
    }
    expect(codeOf(await login(attacker, 'third_cy', PASSWORD))).toBe('too_many_attempts');
  });
});

describe('a password hash is not a password', () => {
  it('sending the stored argon2 hash as the password fails, as does any part of it', async () => {
    const id = await addAccount(w.t.db, { username: 'hashed_ed', password: PASSWORD });
    const { password_hash } = await w.t.db
      .selectFrom('members')
      .select('password_hash')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$/);
    const hash = password_hash as string;
    const browser = new Browser(w.app, '198.51.100.40');
    for (const pwd of [hash, hash.split('$').pop() as string, ` ${hash}`]) {
      const res = await browser.login('hashed_ed', pwd);
      expectErrorShape(res, 'hash as password');
      expect((res.json() as { code: string }).code).toBe('invalid_usr_or_pwd');
      expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    }
    expect((await browser.login('hashed_ed', PASSWORD)).statusCode).toBe(200);
  });
});

describe('malformed bodies answer 4xx in the §8 shape, never 500 (#24 L3)', () => {
  const writes = [
    ENDPOINTS.member,
    ENDPOINTS.input,
    CALLS['auth.signup'].path,
    ENDPOINTS.videoEdit,
    CALLS['payments.charge'].path,
    CALLS['moderation.approve'].path,
    CALLS['moderation.downloadRequests'].path,
    ENDPOINTS.report,
    CALLS['messages.send'].path,
    CALLS['auth.login'].path,
  ];
  const bodies: [string, string, string][] = [
    [
      'no boundary',
      'multipart/form-data',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="act"\r\n\r\nx\r\n`,
    ],
    [
      'truncated',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="act"\r\n\r\nupl`,
    ],
    [
      'a truncated file part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="imgfile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ];
  for (const url of writes) {
    it.each(bodies)(`${url}: %s`, async (what, type, payload) => {
      const res = await w.b.browser.request({
        method: 'POST',
        url,
        headers: { 'x-csrf-token': await w.b.browser.csrf(), 'content-type': type },
        payload,
      });
      expectErrorShape(res, `${url} ${what}`);
    });
  }
});
