const made = new Map<string, unknown>();

/**
 * One Intl formatter (or what is read from Intl) per locale and options, kept: making one costs far more
 * than using it, and a page formats hundreds of counts, durations and dates. `key` names the locale and
 * options.
 */
export function cachedIntl<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}

/** Keeps `value` under `key` as if `cachedIntl` had made it: what a page brought from its server. */
export function keepIntl<T>(key: string, value: T): void {
  made.set(key, value);
}
