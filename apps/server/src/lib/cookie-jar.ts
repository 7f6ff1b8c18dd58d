// The cookies a client outside the browser keeps: the processes of tests and benches that talk HTTP.

/** Keeps an answer's Set-Cookie in `jar` (name → value); a cleared cookie (empty, or expired) is dropped. */
export function takeCookies(res: Response, jar: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}
