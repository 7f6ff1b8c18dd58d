import { Transform, type TransformCallback } from 'node:stream';

// The page is rendered on the server and paints without its scripts: the links and forms work before
// hydration. React Router preloads every module of the page in <head> (`<link rel="modulepreload">`), at
// the browser's high priority, so ~250 kB of JavaScript competes with the stylesheets, the font and the
// largest picture on a slow connection. The modules are needed for hydration, not for the first paint:
// this stream marks those preloads `fetchpriority="low"`, so the browser fetches what is painted first.

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** A Transform over the HTML that lowers the priority of the module preloads in its <head>, and passes
 * the rest (the body, and everything after </head>) through untouched. */
export function lowPriorityModulePreloads(): Transform {
  let inHead = true;
  // The end of the previous chunk that might be the start of a tag cut in two.
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      if (!inHead) {
        done(null, chunk);
        return;
      }
      const text = carry + chunk.toString();
      const end = text.indexOf(HEAD_END);
      if (end >= 0) {
        inHead = false;
        carry = '';
        done(null, text.slice(0, end).replaceAll(PRELOAD, LOW) + text.slice(end));
        return;
      }
      // Hold back a trailing partial tag ('<lin…' or '</hea…') until the next chunk completes it.
      const lastOpen = text.lastIndexOf('<');
      const keep = lastOpen >= 0 && text.length - lastOpen < PRELOAD.length ? text.slice(lastOpen) : '';
      carry = keep;
      done(null, text.slice(0, text.length - keep.length).replaceAll(PRELOAD, LOW));
    },
    flush(done: TransformCallback) {
      done(null, carry);
    },
  });
}
