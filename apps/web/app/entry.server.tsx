// The server render of a page: React Router's default for Node, with the answer's CSP nonce (apps/server
// http/security-headers.ts) on every inline script: React's own (`nonce` of renderToPipeableStream),
// React Router's (`<ServerRouter nonce>`: `<Scripts>`, `<ScrollRestoration>`, the streamed data) and the
// site's (`NonceContext`: the theme script). The module preloads move from the head to the body's end.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { themes } from '@site/ui';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { islandsDocument } from './islands/render.server';
import { siteLoadContext } from './lib/load-context';
import { IslandsContext } from './lib/navigation';
import { NonceContext } from './lib/nonce';
import { scriptsAfterCss } from './lib/scripts-after-css.server';

export const streamTimeout = 5_000;

/** The classes the theme's script may set on `<html>` before the first paint (lib/theme.ts). */
const themeClasses = Object.values(themes).flatMap((name) => name.split(' '));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = siteLoadContext(loadContext);
  const islands = islandsDocument(request, routerContext, nonce);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Aborted after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IslandsContext value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            // The page's scripts start loading after its CSS, and its stylesheets are written in by what it
            // uses (lib/scripts-after-css.server.ts): its first paint waits for none.
            new Response(
              createReadableStreamFromReadable(
                body.pipe(scriptsAfterCss(nonce, { themeClasses, hydratedHead: islands === null })),
              ),
              {
                headers: responseHeaders,
                status: responseStatusCode,
              },
            ),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; the shell's own are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
