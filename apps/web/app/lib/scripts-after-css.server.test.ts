// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, inlineStylesheets, scriptsAfterCss } from './scripts-after-css.server';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/common-B.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/root-C.css"/></head>';
const BODY =
  '<body><main><h1>Latest videos — Ünïcode ✓</h1></main>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/entry.client-A.js";</script>' +
  '<script nonce="n1">streamed()</script></body></html>';

/** The page as the transform writes it when React's output arrives in chunks of `size` bytes. */
async function run(html: string, size: number, nonce: string | null = 'n1'): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(scriptsAfterCss(nonce ?? undefined)));
}

describe('scriptsAfterCss', () => {
  it('takes the module preloads out of the head and adds them just before the module script', async () => {
    const page = await run(HEAD + BODY, 64 * 1024);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    const injected = page.indexOf('["/assets/entry.client-A.js","/assets/common-B.js"]');
    expect(injected).toBeGreaterThan(page.indexOf('window.__reactRouterContext'));
    expect(injected).toBeLessThan(page.indexOf('type="module"'));
    expect(page).toContain('<script nonce="n1">["/assets/entry.client-A.js"');
    // Everything else as React wrote it.
    expect(page.replace(/<script nonce="n1">\["[^<]*<\/script>/, '')).toBe(
      (HEAD + BODY).replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
  });

  it('writes the same page whatever the chunks, even one byte at a time inside characters and tags', async () => {
    const whole = await run(HEAD + BODY, 1 << 20);
    for (const size of [1, 3, 7, 50, 333]) expect(await run(HEAD + BODY, size)).toBe(whole);
  });

  it('runs the added script: it puts the preloads in the head as React Router wrote them', async () => {
    const page = await run(HEAD + BODY, 100);
    const script = /<script nonce="n1">(\[[^<]*)<\/script>/.exec(page)?.[1] as string;
    const appended: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (l: { rel: string; href: string }) => appended.push(l) },
    };
    new Function('document', script)(document);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-A.js' },
      { rel: 'modulepreload', href: '/assets/common-B.js' },
    ]);
  });

  it('cannot be closed early by an href holding "</script>"', async () => {
    const head = HEAD.replace('/assets/common-B.js', '/assets/x</script><script>alert(1)//.js');
    const page = await run(head + BODY, 4096);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });

  it('leaves a page without preloads, or without a head, as it is; no nonce, no nonce attribute', async () => {
    const plain = '<html><head><title>x</title></head><body><script type="module">1</script></body></html>';
    expect(await run(plain, 10)).toBe(plain);
    const fragment = '<p>no head here</p>';
    expect(await run(fragment, 5)).toBe(fragment);
    expect(await run(HEAD + BODY, 4096, null)).toContain('<script>["/assets/entry.client-A.js"');
  });
});

describe('inlineStylesheets (a page of islands)', () => {
  const sheets: Record<string, string> = {
    '/assets/common-A.css': `.big{color:red}.card{margin:0}@media (width<=1024px){.big{color:blue}.menu{gap:0}}${'.unused{top:0}'.repeat(INLINE_CSS_MAX_BYTES / 14)}`,
    '/assets/root-B.css': '.root{margin:0}',
    '/assets/home-C.css': '.home{gap:1rem}',
    '/assets/odd-D.css': '.x::after{content:"</style>"}',
  };
  const read = (href: string) => sheets[href] ?? null;
  const head =
    '<head><link rel="stylesheet" href="/assets/common-A.css#"/><link rel="stylesheet" href="/assets/root-B.css"/>' +
    '<link rel="stylesheet" href="/assets/odd-D.css"/><link rel="stylesheet" href="/assets/gone-E.css"/>' +
    '<link rel="stylesheet" href="/assets/home-C.css"/></head>';
  const smallOnes =
    '<style data-href="/assets/root-B.css" nonce="n1">.root{margin:0}</style>' +
    '<link rel="stylesheet" href="/assets/root-B.css" disabled=""/>' +
    '<link rel="stylesheet" href="/assets/odd-D.css"/><link rel="stylesheet" href="/assets/gone-E.css"/>' +
    '<style data-href="/assets/home-C.css" nonce="n1">.home{gap:1rem}</style>' +
    '<link rel="stylesheet" href="/assets/home-C.css" disabled=""/></head>';

  it('writes the small stylesheets in where they were linked, in order, and links the large, the odd and the unknown', () => {
    expect(inlineStylesheets(head, 'n1', { read })).toBe(
      `<head><link rel="stylesheet" href="/assets/common-A.css"/>${smallOnes}`,
    );
  });

  it("given the page's classes, writes in the large one's rules they use, and links it to apply once loaded", () => {
    const page = inlineStylesheets(head, 'n1', { read, classes: new Set(['big']) });
    expect(page).toBe(
      '<head><style data-href="/assets/common-A.css" data-share="" nonce="n1">' +
        '.big{color:red}@media (width<=1024px){.big{color:blue}}</style>' +
        '<link rel="stylesheet" href="/assets/common-A.css" media="print"/>' +
        '<script nonce="n1">(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})' +
        `(document.currentScript.previousElementSibling)</script>${smallOnes}`,
    );
  });

  it('runs the added script: the stylesheet applies once it has loaded, or at once if it has', () => {
    const page = inlineStylesheets(head, 'n1', { read, classes: new Set(['big']) });
    const script = /<script nonce="n1">([^<]*)<\/script>/.exec(page)?.[1] as string;
    const loading = { media: 'print', sheet: null, listeners: [] as (() => void)[] } as {
      media: string;
      sheet: object | null;
      addEventListener?: (type: string, f: () => void) => void;
      listeners: (() => void)[];
    };
    loading.addEventListener = (type, f) => type === 'load' && loading.listeners.push(f);
    new Function('document', script)({ currentScript: { previousElementSibling: loading } });
    expect(loading.media).toBe('print');
    for (const f of loading.listeners) f();
    expect(loading.media).toBe('all');
    const loaded = { media: 'print', sheet: {} };
    new Function('document', script)({ currentScript: { previousElementSibling: loaded } });
    expect(loaded.media).toBe('all');
  });

  it('holds a page of islands whole and writes its head by the classes of its body and of the theme', async () => {
    const big = `.t-light{--c:#fff}.t-dark{--c:#000}.card{margin:0}.menu{gap:0}${'.unused{top:0}'.repeat(1000)}`;
    const page =
      '<!DOCTYPE html><html class="t-light"><head><link rel="stylesheet" href="/assets/big-F.css"/></head>' +
      '<body><div class="card other">x</div><script type="module" src="/e.js"></script></body></html>';
    const transform = scriptsAfterCss('n1', {
      themeClasses: ['t-light', 't-dark'],
      read: (href) => (href === '/assets/big-F.css' ? big : null),
    });
    const written: string[] = [];
    transform.on('data', (c: Buffer | string) => written.push(String(c)));
    transform.write(Buffer.from(page.slice(0, 90)));
    await new Promise((r) => setImmediate(r));
    // Nothing is written before the body has been seen.
    expect(written).toEqual([]);
    transform.end(Buffer.from(page.slice(90)));
    await new Promise((r) => transform.on('end', r));
    const out = written.join('');
    const share = /<style data-href="\/assets\/big-F.css"[^>]*>([^<]*)<\/style>/.exec(out)?.[1];
    // The dark theme's rule too: the theme's script may set its class before the first paint.
    expect(share).toBe('.t-light{--c:#fff}.t-dark{--c:#000}.card{margin:0}');
    expect(out).toContain('<link rel="stylesheet" href="/assets/big-F.css" media="print"/>');
    expect(
      out.endsWith(
        '<div class="card other">x</div><script type="module" src="/e.js"></script></body></html>',
      ),
    ).toBe(true);
  });

  it('keeps, where React hydrates the head, the links it wrote, with the plain link for Vite beside them', async () => {
    const big = `.card{margin:0}${'.unused{top:0}'.repeat(1000)}`;
    const head =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/root-C.css"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/common-D.css#"/></head>';
    const written = inlineStylesheets(head, 'n1', {
      read: (href) => (href === '/assets/common-D.css' ? big : '.root{margin:0}'),
      classes: new Set(['card']),
      hydratedHead: true,
    });
    // React finds each link it rendered by its rel and href (`#` included); the elements it did not render
    // (the styles written in, the plain links, the script) it skips.
    expect(written).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root-C.css" disabled=""/>');
    expect(written).toContain(
      '<link rel="stylesheet" href="/assets/common-D.css" disabled=""/>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/common-D.css#" media="print"/><script nonce="n1">',
    );
    expect(written).not.toContain('href="/assets/root-C.css#"');
    expect(written).toContain(
      '<style data-href="/assets/common-D.css" data-share="" nonce="n1">.card{margin:0}</style>',
    );
  });

  it('leaves a stylesheet it cannot read linked as React wrote it', async () => {
    const page = await text(Readable.from([Buffer.from(HEAD + BODY)]).pipe(scriptsAfterCss('n1')));
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
  });
});
