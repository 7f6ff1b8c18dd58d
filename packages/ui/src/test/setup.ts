import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks browser APIs that Radix calls (every real browser has them): pointer capture and scrolling
// (Select, menus) and ResizeObserver (RadioGroup inside a form). Stand-ins that do nothing; a test that
// needs real pointer capture (Toast's swipe) installs its own.
const proto = Element.prototype as Element & {
  hasPointerCapture?: (id: number) => boolean;
  releasePointerCapture?: (id: number) => void;
  scrollIntoView?: () => void;
};
proto.hasPointerCapture ??= () => false;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
});
