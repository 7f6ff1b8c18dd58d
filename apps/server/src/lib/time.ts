/** An ISO date-time of a database timestamp (PGlite gives Dates, node-postgres Dates or strings). */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** `iso` of a timestamp that may be null. */
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
