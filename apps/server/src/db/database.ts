import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock.js';
import { defaultPoolSize } from './pool-size.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` (the default) keeps it in memory. */
  pgliteDir?: string;
  /**
   * PostgreSQL only: the schema every connection works in (its `search_path`); it must exist. Tests use it
   * to run in a fresh schema. Internal: never taken from a request.
   */
  schema?: string | undefined;
  /** PostgreSQL only: the pool size (default `defaultPoolSize`: the cores + 1, at most 10). */
  poolSize?: number;
  /**
   * PGlite only: starts from this dump of a data folder (`dumpDataDir`) instead of a new empty database,
   * which skips PGlite's initdb. Tests use it to start from a migrated database.
   */
  pgliteDump?: Blob;
  /** PostgreSQL only: hears an idle client's lost connection (default: a line on stderr). */
  onPoolError?: ((error: Error) => void) | undefined;
}

/**
 * Settings of every session. pg_trgm's `%>` (which its GIN indexes answer) keeps texts whose word similarity
 * to the query reaches this threshold (default 0.6): at 0.5 a one-letter typo in a five-letter word still
 * matches (`brige` and `bridge` are 0.5 alike), which the search of titles needs (src/search/search.ts).
 */
export const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

/**
 * Statements left unprepared: the text searches, whose best plan depends on how common their words are
 * (a generic plan, which PostgreSQL may settle on for a prepared statement, cannot know).
 */
const UNPREPARED = /@@|similarity/;
/**
 * What is prepared: queries and data changes (not DDL), and at most this many texts per connection. A text
 * holding `;` may be a script of several statements (a migration), which only the simple-query protocol runs.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b[^;]*$/i;
const MAX_PREPARED = 2_000;

/**
 * Makes a client run each parameterized statement as a named prepared statement (named by a hash of its
 * text), as postgres.js does: PostgreSQL parses and analyses a statement once per connection instead of
 * on every request, and after five runs keeps a generic plan when it is no worse than the plans made for
 * the values (PostgreSQL's default plan_cache_mode): planning a listing costs as much as running it. The
 * filters of a listing are literals in its text, so each filter combination is a statement of its own,
 * whose plan walks the sort index it names. Kysely's statements are one text per shape (values are
 * parameters), so a connection holds a few hundred at most.
 */
export function prepareStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_PREPARED || !PREPARABLE.test(text) || UNPREPARED.test(text)) return undefined;
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
      names.set(text, name);
    }
    return name;
  };
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    const name =
      typeof text === 'string' && Array.isArray(values) && callback === undefined ? nameOf(text) : undefined;
    if (name !== undefined) return query({ name, text, values });
    return callback === undefined ? query(text, values) : query(text, values, callback);
  };
}

/** Opens the database: PostgreSQL (a `pg` pool) when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
      throw new Error(`Invalid schema name: ${options.schema}`);
    }
    const settings: Record<string, string> = { ...SESSION_SETTINGS };
    if (options.schema) settings.search_path = `${options.schema},public`;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize(),
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on(
      'error',
      options.onPoolError ?? ((error) => console.error(`PostgreSQL pool error: ${error.message}`)),
    );
    pool.on('connect', (client) => prepareStatements(client));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      // Fail at start with the server's message, not on the first request.
      await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    } catch (error) {
      await db.destroy();
      throw new Error(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
    }
    return db;
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (dir.startsWith('memory://')) return pgliteDb(await openPglite(dir, options.pgliteDump));
  mkdirSync(dir, { recursive: true });
  const release = lockPgliteDir(dir);
  try {
    const db = pgliteDb(await openPglite(dir, options.pgliteDump), release);
    // Kysely takes hold of the client on the first query: until then `destroy` would neither close it
    // nor release the folder.
    await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

/** The embedded database's client, with the extensions the migrations use; `dump` as in `pgliteDump`. */
export async function openPglite(dir: string, dump?: Blob): Promise<PGlite> {
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    ...(dump ? { loadDataDir: dump } : {}),
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  return client;
}

type PGliteRunner = Pick<PGlite, 'query' | 'exec'>;

/**
 * `query` as Kysely's dialect calls it, sending a statement without parameters over the simple-query
 * protocol (`exec`), as `pg` does on PostgreSQL: a script of several statements (a migration file) then
 * runs whole, in one round trip, on both engines. A statement with parameters is parsed, bound and run
 * (`query`, one statement). The answer is the last statement's.
 */
function simpleWhenUnparameterized(runner: PGliteRunner): PGliteRunner['query'] {
  return async (text, params, options) => {
    if (params && params.length > 0) return runner.query(text, params, options);
    const results = await runner.exec(text, options);
    // biome-ignore lint/suspicious/noExplicitAny: the rows' type is the caller's, as with `query`
    return (results.at(-1) ?? { rows: [], fields: [], affectedRows: 0 }) as any;
  };
}

/** Kysely over an open PGlite client (destroying it closes the client, then calls `onClose`). */
export function pgliteDb(client: PGlite, onClose?: () => void): Db {
  return new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: {
        get closed() {
          return client.closed;
        },
        get ready() {
          return client.ready;
        },
        get waitReady() {
          return client.waitReady;
        },
        close: async () => {
          await client.close();
          onClose?.();
        },
        query: simpleWhenUnparameterized(client),
        transaction: (callback) =>
          client.transaction((tx) =>
            callback({ query: simpleWhenUnparameterized(tx), rollback: () => tx.rollback() }),
          ),
      },
    }),
  });
}

/** Where the embedded database lives inside the data folder. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
