import { z } from 'zod';

/**
 * The pieces every environment schema of the server is made of (config.ts, mail/env.ts,
 * media/storage/env.ts, worker-main.ts): an empty or blank value counts as unset, flags read
 * true/false (1/0, yes/no, on/off), URLs must have one of the allowed protocols.
 */

/** A bad environment: the message names each variable and what it must be; print it without a stack. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** An empty or blank value counts as unset (so the variable's default applies). */
export const unset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const TRUE = ['true', '1', 'yes', 'on'];
/** The words that read false (also TRUST_PROXY's off, config.ts). */
export const FALSE = ['false', '0', 'no', 'off'];

const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE.includes(v) || FALSE.includes(v), 'must be true or false (1/0, yes/no also work)')
    .transform((v) => TRUE.includes(v));

/** A true/false variable with its default. */
export const envFlag = (fallback: boolean) => z.preprocess(unset, flag().default(fallback));

/** A true/false variable that may be left unset. */
export const envOptionalFlag = () => z.preprocess(unset, flag().optional());

/** A whole number of seconds from 0 to `max` (9999 unless given), with its default. */
export const envSeconds = (fallback: number, max = 9999) =>
  z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${String(max).length}}$`), `must be a number of seconds from 0 to ${max}`)
      .transform(Number)
      .refine((n) => n <= max, `must be a number of seconds from 0 to ${max}`)
      .default(fallback),
  );

/** A whole number from `min` to `max`, with its default. */
export const envInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
      .default(fallback),
  );

/** A URL variable (optional) whose protocol is one of `protocols` (`'https:'`…), with a host if asked. */
export function envUrl(protocols: readonly string[], message: string, options: { host?: boolean } = {}) {
  return z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine((v) => {
        try {
          const url = new URL(v);
          return protocols.includes(url.protocol) && (!options.host || url.hostname !== '');
        } catch {
          return false;
        }
      }, message)
      .optional(),
  );
}
