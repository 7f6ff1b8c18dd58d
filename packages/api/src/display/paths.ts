/**
 * A path of this site to send a visitor back to (`/videos/2/?s=lake`): one leading `/` and no scheme or
 * host, so a return address can never lead to another site (`//evil.example`, `/\evil.example`,
 * `https://…`); anything else is the main page.
 */
export function sitePath(raw: string | null | undefined): string {
  if (!raw || !/^\/(?![/\\])/.test(raw)) return '/';
  const url = new URL(raw, 'http://site.invalid');
  return url.host === 'site.invalid' ? `${url.pathname}${url.search}` : '/';
}
