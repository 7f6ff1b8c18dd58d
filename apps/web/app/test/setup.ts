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
