const made = new Map<string, unknown>();

/**
 * One Intl formatter per locale and options, kept: making one costs far more than using it, and a page
 * formats hundreds of counts, durations and dates. `key` names the locale and options.
 */
export function cachedIntl<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}
