import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import '../Dialog/Dialog';
import '../DropdownMenu/DropdownMenu';
import '../Popover/Popover';
import '../Sheet/Sheet';
import '../FiltersBar/FilterMenu';
import { preloadOverlays } from '../internal/lazyOverlay';

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

// Overlays load their Radix part when first wanted (internal/lazyOverlay.tsx). The tests of the overlay
// primitives go that way; the others start with it loaded, as on a page where the overlay's trigger was
// hovered or focused, so that opening one shows it at once.
if (!/\/(Dialog|DropdownMenu|Popover|Sheet)\.test\.tsx$/.test(expect.getState().testPath ?? '')) {
  await preloadOverlays();
}
