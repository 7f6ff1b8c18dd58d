// Vitest setup for every web test file (`test.setupFiles` in vitest.config.ts): the DOM matchers of
// @testing-library/jest-dom (`toBeInTheDocument()`, `toBeVisible()`, `toHaveAccessibleName()`, …) on `expect`,
// and their types. Harmless in node-environment tests, which don't use them.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import '@testing-library/jest-dom/vitest';

// The suite runs in `vmThreads` (vitest.config.ts): a jsdom file's global is jsdom's window, which has no
// web streams; msw's handlers need them. Node's own are the ones the `threads` pool would have exposed.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});

// @site/ui's overlays load their Radix part when first wanted (the trigger hovered, focused or touched);
// component tests start with it loaded, as on a page where that happened, so an overlay opens at once.
// The lazy path itself is tested in @site/ui and by the browser journeys.
if (typeof document !== 'undefined') {
  const { preloadOverlays } = await import('@site/ui');
  await preloadOverlays();
}
