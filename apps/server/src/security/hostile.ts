import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz tests (issue #11): the strings attackers send to every field, and the ways
 * of sending them (a field replaced, dropped, repeated, as an array or an object, raw bytes).
 */

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '00001',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x1f',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999',
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  "1' UNION SELECT password_hash FROM members --",
  '%',
  '_',
  '\\',
  "'",
  '"',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data/',
  'a\r\nSet-Cookie: sid=evil',
  'a\nb',
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '{"$ne":null}',
  '[object Object]',
  'true',
  'null',
  'undefined',
  '\u202e\u0301\u200b',
  '\ud800',
  '\uffff',
  'ﬃ',
  'İ',
  '💥'.repeat(300),
  'x'.repeat(5000),
] as const;

/** A hostile field value: one of the list, or generated (any unicode, any length, numbers). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt(), fc.double()).map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 1001, maxLength: 3000 }) },
);

/** Values for a JSON body: wrong types, nested objects, prototype keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    [],
    {},
    ['1', '2'],
    { $ne: null },
    { __proto__: { admin: 1 } },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Raw form fragments that no client builds: bad escapes, invalid UTF-8, prototype keys, empty names. */
export const RAW_FRAGMENTS = [
  '%ZZ=1',
  'a=%FF%FE%FD',
  '%00=%00',
  '__proto__[admin]=1',
  '__proto__=x&__proto__=y',
  'constructor[prototype][admin]=1',
  'constructor=x&constructor=y',
  'hasOwnProperty=x&hasOwnProperty=y',
  'toString=1&toString=2',
  '=&=&&',
  '&&&',
  'a[b][c][d]=1',
] as const;

export type Mutation =
  | { kind: 'set'; field: string; value: string }
  | { kind: 'drop'; field: string }
  | { kind: 'repeat'; field: string; value: string }
  | { kind: 'bracket'; field: string; value: string }
  | { kind: 'json'; field: string; value: unknown }
  | { kind: 'raw'; raw: string };

export const mutation = (fields: readonly string[]): fc.Arbitrary<Mutation> => {
  const field = fc.constantFrom(...fields, '__proto__', 'constructor');
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), field, value: hostileString }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), field }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('repeat' as const), field, value: hostileString }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('bracket' as const), field, value: hostileString }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), field, value: hostileJson }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: fc.constantFrom(...RAW_FRAGMENTS) }),
    },
  );
};

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function encodeBytes(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      (b >= 0x30 && b <= 0x39) ||
      (b >= 0x41 && b <= 0x5a) ||
      (b >= 0x61 && b <= 0x7a) ||
      b === 0x2d ||
      b === 0x5f
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

export interface Built {
  /** Name-value pairs in order (a name may repeat). */
  pairs: [string, string][];
  /** A JSON body instead of a form (a `json` mutation). */
  json?: Record<string, unknown>;
  raw: string[];
}

/** The fields of `base` after `mutations`. */
export function applyMutations(base: Record<string, string>, mutations: readonly Mutation[]): Built {
  let pairs: [string, string][] = Object.entries(base);
  const raw: string[] = [];
  let json: Record<string, unknown> | undefined;
  for (const m of mutations) {
    if (m.kind === 'set') pairs = [...pairs.filter(([k]) => k !== m.field), [m.field, m.value]];
    else if (m.kind === 'drop') pairs = pairs.filter(([k]) => k !== m.field);
    else if (m.kind === 'repeat') pairs = [...pairs, [m.field, m.value]];
    else if (m.kind === 'bracket')
      pairs = [...pairs.filter(([k]) => k !== m.field), [`${m.field}[]`, m.value], [`${m.field}[]`, '1']];
    else if (m.kind === 'raw') raw.push(m.raw);
    else {
      json ??= {};
      Object.defineProperty(json, m.field, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  if (json) {
    const merged: Record<string, unknown> = {};
    for (const [k, v] of pairs) {
      const had = Object.hasOwn(merged, k) ? merged[k] : undefined;
      Object.defineProperty(merged, k, {
        value: had === undefined ? v : [had, v].flat(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    for (const [k, v] of Object.entries(json))
      Object.defineProperty(merged, k, { value: v, enumerable: true, writable: true, configurable: true });
    return { pairs, json: merged, raw };
  }
  return { pairs, raw };
}

export const formBody = (b: Built): string =>
  [...b.pairs.map(([k, v]) => `${encodeBytes(k)}=${encodeBytes(v)}`), ...b.raw].join('&');

export const BOUNDARY = '----site-security-fuzz-7d1f';

/** A multipart body of the pairs, with one file part (a tiny "image" under a hostile name) when asked. */
export function multipartBody(b: Built, file?: { field: string; filename: string; type: string }): Buffer {
  const parts: Buffer[] = [];
  const line = (s: string) => Buffer.from(`${s}\r\n`, 'utf8');
  for (const [k, v] of b.pairs) {
    parts.push(
      line(`--${BOUNDARY}`),
      line(`Content-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"`),
    );
    parts.push(line(''), line(v));
  }
  if (file) {
    parts.push(
      line(`--${BOUNDARY}`),
      line(
        `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename.replace(/["\r\n]/g, '_')}"`,
      ),
      line(`Content-Type: ${file.type.replace(/[\r\n]/g, '')}`),
      line(''),
      Buffer.concat([Buffer.from('<svg onload=alert(1)>'), Buffer.alloc(16, 0xff)]),
      line(''),
    );
  }
  parts.push(line(`--${BOUNDARY}--`));
  return Buffer.concat(parts);
}

/** The keys that a prototype-pollution payload would add to every object. */
export const POLLUTION_KEYS = ['admin', 'x', 'role', 'polluted', '0'] as const;

export function prototypeIsClean(): boolean {
  const probe: Record<string, unknown> = {};
  return POLLUTION_KEYS.every((k) => probe[k] === undefined) && Object.keys(Object.prototype).length === 0;
}
