import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The nearest folder at or above `start` holding `pnpm-workspace.yaml`, or undefined. */
function workspaceRootFrom(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The repository root: the workspace holding the process's working directory, else the one holding this
 * module (source or bundle), else the working directory itself.
 */
export function findRepoRoot(cwd = process.cwd()): string {
  return workspaceRootFrom(cwd) ?? workspaceRootFrom(dirname(fileURLToPath(import.meta.url))) ?? cwd;
}

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a port number from 0 to 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return ['postgres:', 'postgresql:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  WEB_BUILD_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine((v) => TRUE.includes(v) || FALSE.includes(v), 'must be true or false (or 1/0, yes/no)')
      .transform((v) => TRUE.includes(v))
      .default(true),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute: media in `<dataDir>/media`, the embedded database in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite, when set. */
  databaseUrl: string | undefined;
  /** Absolute path of the React Router build (holding `client/` and `server/index.js`). */
  webBuildDir: string;
  /** Fill an empty database with demo content at start. */
  seed: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the environment. A bad value throws a `ConfigError` whose message names each variable and what it
 * must be, meant to be printed as is (no stack trace). Relative paths are taken from the repository root.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = findRepoRoot(cwd);
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    webBuildDir: fromRoot(e.WEB_BUILD_DIR ?? 'apps/web/build'),
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
  };
}
