import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.js';
import { hashPassword } from './passwords.js';

/**
 * Test fixtures of accounts: members who can sign in, and a browser-like client over `app.inject` that
 * keeps cookies and sends the CSRF token on writes, as the site's client does.
 */

export interface AccountSpec {
  username: string;
  password?: string;
  email?: string;
  confirmed?: boolean;
  banned_until?: Date | 'infinity' | null;
  is_disabled?: 0 | 1;
  status_id?: number;
  role?: 'member' | 'moderator' | 'admin';
}

/** A member with a password (confirmed unless said otherwise); returns the id. */
export async function addAccount(db: Db, spec: AccountSpec): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      username: spec.username,
      email: spec.email ?? `${spec.username.toLowerCase()}@example.test`,
      password_hash: await hashPassword(spec.password ?? 'correct horse'),
      email_confirmed_at: spec.confirmed === false ? null : new Date(),
      banned_until:
        spec.banned_until === 'infinity' ? ('infinity' as unknown as Date) : (spec.banned_until ?? null),
      is_disabled: spec.is_disabled ?? 0,
      status_id: spec.status_id ?? 2,
      role: spec.role ?? 'member',
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** A client with its own cookie jar, from one address. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly address = '127.0.0.1',
  ) {}

  private header(): Record<string, string> {
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return jar ? { cookie: jar } : {};
  }

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      remoteAddress: this.address,
      ...options,
      headers: { ...this.header(), ...options.headers },
    });
    return this.keep(res);
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  /** The CSRF token the page holds (the readable cookie), fetched first if there is none. */
  async csrf(): Promise<string> {
    if (!this.cookies.has('csrf_token')) await this.get('/api/csrf.php');
    return this.cookies.get('csrf_token') as string;
  }

  /** A form POST with the CSRF token, as the site's client sends every write (`csrf: false` leaves it out). */
  async post(
    url: string,
    form: Record<string, string>,
    options: { csrf?: boolean | string } = {},
  ): Promise<LightMyRequestResponse> {
    const token =
      options.csrf === false
        ? undefined
        : typeof options.csrf === 'string'
          ? options.csrf
          : await this.csrf();
    return this.request({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { 'x-csrf-token': token } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  }

  login(username: string, password: string, extra: Record<string, string> = {}) {
    return this.post('/api/login.php', { usr: username, pwd: password, ...extra });
  }
}
