/**
 * The dir (URL slug) of a member-given title, as `dirSchema` wants it: accents dropped, lower-case latin
 * letters and digits joined by single `-`, at most 100 characters; `fallback` when nothing is left.
 * Playlists and uploaded videos take their dir from their title this way.
 */
export function titleSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
