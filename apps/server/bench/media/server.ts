import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createCookieJar } from '@site/api';
import { logMessages } from '../../src/lib/log.js';
import { killChild, manage } from './temp.js';

/**
 * The server of the upload half, in a child process (its memory is measured by pid): the site itself
 * (`src/main.ts` on a fresh PGlite database in a temporary DATA_DIR, demo content seeded but no demo
 * transcodes) or, with --standalone, the bare tus server of tus-standalone.ts. Its output is shown with
 * a `[server]` prefix; the demo account's name is read from the `Demo sign-in:` line.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerChild {
  child: ChildProcess;
  pid: number;
  url: string;
  port: number;
  /** `username / password` of the demo account (the site only). */
  demo?: { username: string; password: string };
  startSeconds: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServer(options: {
  standalone: boolean;
  dataDir: string;
  /** PostgreSQL instead of PGlite (the site only). */
  databaseUrl?: string;
  log: (line: string) => void;
  timeoutMs?: number;
}): Promise<ServerChild> {
  const { standalone, dataDir, databaseUrl = '', log, timeoutMs = 300_000 } = options;
  const port = await freePort();
  const entry = standalone ? 'bench/media/tus-standalone.ts' : 'src/main.ts';
  const started = performance.now();
  const flags = standalone ? ['--expose-gc'] : [];
  const child = spawn(process.execPath, [...flags, '--conditions=@site/source', '--import', 'tsx', entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_MEDIA: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (!pid) throw new Error(`could not start ${entry}`);
  manage(child);

  let demo: ServerChild['demo'];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
      // The start lines are JSON log lines (src/lib/log.ts): the sign-in is in the message.
      const match = /^Demo sign-in: (\S+) \/ (\S+)\s*$/.exec(logMessages(line)[0] ?? '');
      if (match) demo = { username: match[1] as string, password: match[2] as string };
      log(`[server] ${line}`);
    });
  }
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${entry} exited (${code ?? signal}) before answering /healthz`)),
    ),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const healthy = (async () => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${entry} did not answer /healthz within ${timeoutMs / 1000} s`);
  })();
  try {
    await Promise.race([healthy, exited]);
  } catch (error) {
    killChild(child);
    throw error;
  }
  return {
    child,
    pid,
    url,
    port,
    ...(demo ? { demo } : {}),
    startSeconds: (performance.now() - started) / 1000,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/**
 * Signs the demo member in: GET /api/csrf.php (the visitor's CSRF token and secret cookie), POST
 * /api/login.php (form `usr`, `pwd`, with the token), then the headers a write needs: the cookies (`sid`,
 * the CSRF secret and token) and `X-CSRF-Token` (the token bound to the new session).
 */
export async function signIn(
  url: string,
  username: string,
  password: string,
): Promise<{ headers: Record<string, string>; user: string }> {
  const cookies = createCookieJar();
  const csrf = await fetch(`${url}/api/csrf.php`);
  cookies.take(csrf.headers.getSetCookie());
  await csrf.text();
  const visitorToken = cookies.get('csrf_token');
  if (!visitorToken) throw new Error(`GET /api/csrf.php set no csrf_token cookie (HTTP ${csrf.status})`);
  const login = await fetch(`${url}/api/login.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookies.header() ?? '',
      'x-csrf-token': visitorToken,
    },
    body: new URLSearchParams({ usr: username, pwd: password }).toString(),
  });
  cookies.take(login.headers.getSetCookie());
  const body = (await login.json().catch(() => ({}))) as { code?: string; user?: { username?: string } };
  if (!login.ok || body.code !== 'success' || !cookies.get('sid')) {
    throw new Error(`login as ${username} failed: HTTP ${login.status} ${JSON.stringify(body)}`);
  }
  const token = cookies.get('csrf_token');
  if (!token) throw new Error('the login set no csrf_token cookie');
  return {
    headers: { Cookie: cookies.header() ?? '', 'X-CSRF-Token': token },
    user: body.user?.username ?? username,
  };
}
