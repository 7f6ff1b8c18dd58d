// `pnpm bench:load`: a mixed load on one server with demo content (issue #11), on PGlite and on PostgreSQL.
//
// The site (src/main.ts from source, the built pages of apps/web/build) starts on a fresh data folder, and for
// PostgreSQL on a fresh database created on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test)
// and dropped afterwards. Then every request kind below runs at once, each an autocannon instance with its own
// connections, for --duration seconds: anonymous browsing (server-rendered listing pages, list and detail
// calls, search) and member actions as a browser does them (a visitor's CSRF token from GET /api/csrf.php,
// sign-in through POST /api/login.php, then the session's `sid` cookie and its own token from the
// `csrf_token` cookie in `x-csrf-token`; see e2e/src/browser.ts). The demo accounts are the member and the
// moderator the start line prints.
//
// Per kind: requests per second, latency p50 and p99 (autocannon), and the answers. Some refusals are the
// expected answer of a real site under this load (the comment limit of 5 per 10 minutes, a second vote on the
// same video, ...): they are counted apart. Anything else that is not 2xx, every 5xx, and socket errors or
// timeouts are errors; the command exits 1 when there is any.
//
//   --duration N   seconds of load per engine (default 20)
//   --engine E     pglite, postgresql or both (default both)
//   --connections N connections of each anonymous kind (default 2; member kinds use 1)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callUrl, LIFETIME, MODEL_SORTS, VIDEO_SORTS } from '@site/api';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { logMessages } from '../src/lib/log.js';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');

const args = z
  .object({
    duration: z.coerce.number().int().min(1).max(3600).default(20),
    engine: z.enum(['pglite', 'postgresql', 'both']).default('both'),
    connections: z.coerce.number().int().min(1).max(200).default(2),
  })
  .parse(
    Object.fromEntries(
      process.argv
        .slice(2)
        .filter((a) => a !== '--')
        .flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1] ?? '']] : [])),
    ),
  );

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

interface Site {
  url: string;
  member: string;
  moderator: string;
  stop(): Promise<void>;
}

/** Starts src/main.ts on a fresh data folder (and database), as `pnpm dev` runs it; resolves when it is ready. */
async function startSite(databaseUrl: string | undefined): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-load-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@site/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        // As `pnpm start` runs it (scripts/start.mjs): React's production build renders the pages.
        NODE_ENV: 'production',
        // Transcoding the demo clips would take the CPU the load needs.
        DEMO_MEDIA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 180_000;
  let url = '';
  while (!url) {
    if (child.exitCode !== null) throw new Error(`The site exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The site did not start in time:\n${output}`);
    url = /Site ready on (http:\/\/\S+)/.exec(logMessages(output).join('\n'))?.[1] ?? '';
    await new Promise((r) => setTimeout(r, 200));
  }
  const messages = logMessages(output).join('\n');
  const member = /Demo sign-in: (\S+) \//.exec(messages)?.[1];
  const moderator = /Demo moderator sign-in: (\S+) \//.exec(messages)?.[1];
  if (!member || !moderator) throw new Error(`No demo accounts in the start output:\n${output}`);
  return {
    url,
    member,
    moderator,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of `base`, dropped by `drop()`. */
async function freshDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  // Generated here, never from input: lower-case letters, digits and underscores only.
  const name = `site_load_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A form-encoded body, as a browser's form POST sends it. */
const formBody = (form: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The cookies a browser keeps: each Set-Cookie replaces the one of the same name. */
class CookieJar {
  private readonly jar = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  get(name: string) {
    return this.jar.get(name) ?? '';
  }
  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A browser's session on the site: its cookies, and the headers of a write (the CSRF token of its cookie). */
class Browser {
  readonly cookies = new CookieJar();
  constructor(readonly url: string) {}

  async get(path: string): Promise<Response> {
    const res = await fetch(`${this.url}${path}`, { headers: { cookie: this.cookies.header() } });
    this.cookies.take(res);
    return res;
  }

  /** The headers of a form POST: cookies, the token of the `csrf_token` cookie, the page's origin. */
  writeHeaders(): Record<string, string> {
    return {
      cookie: this.cookies.header(),
      'x-csrf-token': this.cookies.get('csrf_token'),
      'content-type': 'application/x-www-form-urlencoded',
      origin: this.url,
      referer: `${this.url}/`,
    };
  }

  async post(path: string, form: Record<string, string | number>): Promise<Response> {
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: this.writeHeaders(),
      body: formBody(form),
    });
    this.cookies.take(res);
    return res;
  }

  /** Signs in as a browser does: a visitor's CSRF token first, then the login call. */
  async signIn(username: string): Promise<number> {
    if (!this.cookies.get('csrf_token')) await (await this.get('/api/csrf.php')).text();
    const res = await this.post('/api/login.php', { usr: username, pwd: 'demo-password' });
    const body = (await res.json()) as { user?: { user_id: number } };
    if (res.status !== 200 || !body.user) throw new Error(`Sign-in of ${username}: HTTP ${res.status}`);
    return body.user.user_id;
  }
}

/** A request kind: an autocannon instance of its own. */
interface Kind {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  /** The next request's path and form body (POST). */
  next: (i: number) => { path: string; form?: Record<string, string | number> };
  /** Headers of every request (a member's cookies and CSRF token). */
  headers?: Record<string, string>;
  /** Refusals that are a right answer under this load: `status code`, e.g. `429 comment_limit`. */
  expected?: string[];
}

interface KindResult {
  name: string;
  total: number;
  rate: number;
  p50: number;
  p99: number;
  answers: Map<string, number>;
  errors: number;
}

const errorCode = (body: string) => /"code"\s*:\s*"([a-z_]+)"/.exec(body)?.[1] ?? '';

async function runKind(url: string, kind: Kind, seconds: number): Promise<KindResult> {
  let i = 0;
  const answers = new Map<string, number>();
  let errors = 0;
  const expected = new Set(kind.expected ?? []);
  const result = await autocannon({
    url,
    connections: kind.connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: kind.method,
        setupRequest: (req) => {
          const { path, form } = kind.next(i++);
          return {
            ...req,
            path,
            headers: { ...kind.headers },
            ...(form
              ? {
                  body: formBody(form),
                }
              : {}),
          };
        },
        onResponse: (status, body) => {
          const ok = status >= 200 && status < 300;
          const key = ok ? String(status) : `${status} ${errorCode(body)}`.trim();
          answers.set(key, (answers.get(key) ?? 0) + 1);
          if (!ok && (status >= 500 || !expected.has(key))) errors++;
        },
      },
    ],
  });
  errors += result.errors + result.timeouts;
  if (result.errors + result.timeouts > 0) {
    answers.set('socket errors/timeouts', result.errors + result.timeouts);
  }
  return {
    name: kind.name,
    total: result.requests.total,
    rate: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers,
    errors,
  };
}

/** What the demo content holds, read through the API as a visitor would. */
async function sample(url: string) {
  const json = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}${path}`);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  const home = await json<{ videos: { video_id: number }[] }>(callUrl('videos.list'));
  const models = await json<{ models: { dir: string }[] }>(callUrl('models.list'));
  const html = await (await fetch(`${url}/`)).text();
  const categories = [...html.matchAll(/href="(\/categories\/[a-z0-9-]+\/)"/g)].map((m) => m[1] as string);
  const searches = [...html.matchAll(/href="\/search\/\?s=([^"&]+)"/g)].map((m) =>
    decodeURIComponent(m[1] as string),
  );
  return {
    videos: home.videos.map((v) => v.video_id),
    // Models are named by their dir (the subscribe act takes a model's id or dir).
    models: models.models.map((m) => m.dir),
    categories: categories.length > 0 ? categories : ['/categories/'],
    searches: searches.length > 0 ? searches : ['forest'],
  };
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

async function kinds(site: Site): Promise<Kind[]> {
  const s = await sample(site.url);
  const c = args.connections;
  const listingPages = [
    '/',
    '/videos/',
    '/models/',
    ...s.categories.slice(0, 6),
    ...VIDEO_SORTS.map((sort) => `/${sort}/2/`),
  ];
  const apiLists = [
    ...VIDEO_SORTS.flatMap((sort) => [1, 2, 3].map((page) => callUrl('videos.list', { sort, page }))),
    ...MODEL_SORTS.map((sort) => callUrl('models.list', { sort })),
  ];

  // Member sessions: one browser per member kind, as two people using the site in several tabs would.
  const members: { name: string; browser: Browser; userId: number }[] = [];
  for (const name of [site.member, site.moderator]) {
    const browser = new Browser(site.url);
    members.push({ name, browser, userId: await browser.signIn(name) });
  }
  const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
  const created = (await (
    await a.browser.post('/api/input.php', {
      act: 'playlist',
      section: 'new',
      title: 'Load test picks',
      desc: '',
      visible: 1,
      orientation: 'str',
    })
  ).json()) as { playlist_id?: number };
  if (!created.playlist_id) throw new Error('Could not create the playlist of the load');
  const playlistId = created.playlist_id;
  // A visitor's CSRF cookies and token, for the sign-in kind (each sign-in starts as a visitor).
  const visitor = new Browser(site.url);
  await (await visitor.get('/api/csrf.php')).text();
  const visitorHeaders = visitor.writeHeaders();

  return [
    {
      name: 'page: listing (SSR)',
      connections: c,
      method: 'GET',
      next: (i) => ({ path: pick(listingPages, i) }),
    },
    { name: 'api: lists', connections: c, method: 'GET', next: (i) => ({ path: pick(apiLists, i) }) },
    {
      name: 'api: video detail',
      connections: c,
      method: 'GET',
      next: (i) => ({
        path: callUrl('videos.get', { video_id: pick(s.videos, i) }, { lifetime: LIFETIME.videoDetail }),
      }),
    },
    {
      name: 'search',
      connections: c,
      method: 'GET',
      next: (i) => ({
        path: callUrl('videos.search', {
          s: pick(s.searches, i),
          page: 1 + (Math.floor(i / s.searches.length) % 3),
        }),
      }),
    },
    {
      name: 'member: sign in',
      connections: 1,
      method: 'POST',
      headers: visitorHeaders,
      next: (i) => ({
        path: '/api/login.php',
        form: { usr: pick([a.name, b.name], i), pwd: 'demo-password' },
      }),
    },
    {
      name: 'member: comment',
      connections: 1,
      method: 'POST',
      headers: a.browser.writeHeaders(),
      // §9: 5 comments in 10 minutes per member; the rest are refused with 429 comment_limit.
      expected: ['429 comment_limit'],
      next: (i) => ({
        path: '/api/input.php',
        form: {
          act: 'comm',
          section: 'video',
          object_id: pick(s.videos, i),
          msg: `Lovely light in this one (${i})`,
        },
      }),
    },
    {
      name: 'member: vote',
      connections: 1,
      method: 'POST',
      headers: b.browser.writeHeaders(),
      expected: ['409 already_voted'],
      next: (i) => ({
        path: '/api/input.php',
        form: { act: 'vote', section: 'video', vote: i % 2, object_id: pick(s.videos, i) },
      }),
    },
    {
      name: 'member: subscribe',
      connections: 1,
      method: 'POST',
      headers: a.browser.writeHeaders(),
      expected: ['409 already_subscribed', '409 not_subscribed'],
      next: (i) => ({
        path: '/api/member.php',
        form: {
          act: Math.floor(i / s.models.length) % 2 === 0 ? 'subscribe' : 'unsubscribe',
          section: 'model',
          object_id: pick(s.models, i),
        },
      }),
    },
    {
      name: 'member: add to playlist',
      connections: 1,
      method: 'POST',
      headers: a.browser.writeHeaders(),
      expected: ['409 already_in_playlist', '409 nothing_to_remove'],
      next: (i) => ({
        path: '/api/member.php',
        form: {
          act: Math.floor(i / s.videos.length) % 2 === 0 ? 'add' : 'rem',
          section: 'playlist',
          video_id: pick(s.videos, i),
          object_id: playlistId,
        },
      }),
    },
    {
      name: 'member: message',
      connections: 1,
      method: 'POST',
      headers: b.browser.writeHeaders(),
      // 30 messages per sender in 10 minutes (src/messages/README.md).
      expected: ['429 message_limit'],
      next: (i) => ({
        path: '/api/messages.php',
        form: { user_id: a.userId, msg: `See you at the lake (${i})` },
      }),
    },
  ];
}

async function runEngine(engine: 'pglite' | 'postgresql'): Promise<{ rows: KindResult[]; errors: number }> {
  const database = engine === 'postgresql' ? await freshDatabase(POSTGRES_URL) : null;
  try {
    const started = Date.now();
    const site = await startSite(database?.url);
    try {
      console.log(
        `${engine}: site ready on ${site.url} in ${Date.now() - started} ms; ${args.duration} s of load…`,
      );
      const list = await kinds(site);
      // A short warm-up of the pages and calls (the first server renders compile and fill caches).
      for (const kind of list.filter((k) => k.method === 'GET')) {
        for (let i = 0; i < 10; i++) await (await fetch(`${site.url}${kind.next(i).path}`)).text();
      }
      const rows = await Promise.all(list.map((k) => runKind(site.url, k, args.duration)));
      return { rows, errors: rows.reduce((n, r) => n + r.errors, 0) };
    } finally {
      await site.stop();
    }
  } finally {
    await database?.drop();
  }
}

function print(engine: string, rows: KindResult[]) {
  const header = ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'answers'];
  const cells = rows.map((r) => [
    r.name,
    String(r.total),
    r.rate.toFixed(1),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    [...r.answers]
      .sort((x, y) => y[1] - x[1])
      .map(([k, n]) => `${k}×${n}`)
      .join(', '),
  ]);
  const total = rows.reduce((n, r) => n + r.total, 0);
  cells.push([
    'all',
    String(total),
    (total / args.duration).toFixed(1),
    '',
    '',
    String(rows.reduce((n, r) => n + r.errors, 0)),
    '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (i >= 1 && i <= 5 ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(
    `${engine}, ${args.duration} s, every kind at once (anonymous kinds ${args.connections} connections each, member kinds 1)`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main() {
  if (!existsSync(join(repoRoot, 'apps/web/build/server/index.js'))) {
    throw new Error('The site is not built (apps/web/build): run `pnpm build` first.');
  }
  const engines = args.engine === 'both' ? (['pglite', 'postgresql'] as const) : [args.engine];
  let errors = 0;
  const results: [string, KindResult[]][] = [];
  for (const engine of engines) {
    const run = await runEngine(engine);
    errors += run.errors;
    results.push([engine === 'pglite' ? 'PGlite' : `PostgreSQL (${new URL(POSTGRES_URL).host})`, run.rows]);
  }
  for (const [engine, rows] of results) print(engine, rows);
  console.log('');
  console.log(
    'Answers: 2xx by status; refusals by status and code. Expected refusals (not errors): the comment and message limits (429), a repeated vote or subscription (409). Errors: any other non-2xx, every 5xx, socket errors and timeouts.',
  );
  console.log(errors === 0 ? 'No errors.' : `${errors} error(s).`);
  process.exitCode = errors === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error('bench:load failed:', error);
  process.exit(1);
});
