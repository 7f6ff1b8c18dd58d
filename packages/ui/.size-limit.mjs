// size-limit checks of @site/ui (`pnpm size`): what each exported primitive adds to a site's bundle when
// it is imported alone from the built `dist/index.js` (minified, tree-shaken, brotli; React is a peer and
// not counted), a few foundations, the whole package, and the CSS file.
//
// The primitives are read from the exports of dist/index.js, so a new primitive is measured as soon as it
// is exported. A primitive without its own limit below gets DEFAULT_LIMIT: give it a measured one.
import { readFileSync } from 'node:fs';

/** `SIZE_DIST=dist/other.js pnpm size` measures another build of the package (e.g. a patched one). */
const DIST = process.env.SIZE_DIST ?? 'dist/index.js';

/** A primitive without its own limit: a small Radix-based control fits, a runaway dependency does not. */
const DEFAULT_LIMIT = '10 kB';

/**
 * Budgets: what each primitive weighs in a tree-shaken bundle (measured when it was added) plus about
 * 25 %. Raise one only for a reason you can name. Radix overlays with floating-ui positioning (menus,
 * popovers, selects, tooltips) are the heavy ones.
 */
const LIMITS = {
  Avatar: '6.5 kB',
  Badge: '2.5 kB',
  Button: '4 kB',
  Checkbox: '10.5 kB',
  Dialog: '18 kB',
  DropdownMenu: '38 kB',
  EmptyState: '5.5 kB',
  ErrorState: '5.5 kB',
  Flag: '3 kB',
  IconButton: '3 kB',
  Link: '5 kB',
  Pagination: '3.5 kB',
  Popover: '30 kB',
  ProgressBar: '7 kB',
  RadioGroup: '16 kB',
  Select: '40 kB',
  Sheet: '19 kB',
  Skeleton: '3 kB',
  SkeletonList: '3.5 kB',
  Spinner: '3 kB',
  Switch: '9.5 kB',
  Tabs: '13 kB',
  Tag: '1.5 kB',
  TagList: '2 kB',
  TextArea: '4.5 kB',
  TextField: '5 kB',
  Toast: '16 kB',
  ToastProvider: '17.5 kB',
  Tooltip: '23.5 kB',
  TooltipProvider: '5 kB',
  UiProvider: '1.5 kB',
  VideoCard: '3.5 kB',
  VideoCardSkeleton: '1.5 kB',
  VisuallyHidden: '3.5 kB',
};

/** Foundations and helpers worth watching, by the names a site imports together. */
const FOUNDATIONS = [
  { name: 'themes + vars', import: '{ themes, brandThemes, vars }', limit: '2 kB' },
  { name: 'sprinkles', import: '{ sprinkles }', limit: '4.5 kB' },
  { name: 'colorModeScript', import: '{ colorModeScript }', limit: '2 kB' },
  { name: 'useMessages + en', import: '{ useMessages, en }', limit: '2.5 kB' },
];

/** The names dist/index.js exports (esbuild writes them in `export { a, b as c }` statements). */
function exportedNames(file) {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Components and compound components (`Dialog`): PascalCase, not CONSTANT_CASE. */
const isPrimitive = (name) => /^[A-Z][a-z0-9]/.test(name) && /[a-z]/.test(name);

const primitives = exportedNames(DIST).filter(isPrimitive);

export default [
  ...primitives.map((name) => ({
    name,
    path: DIST,
    import: `{ ${name} }`,
    limit: LIMITS[name] ?? DEFAULT_LIMIT,
  })),
  ...FOUNDATIONS.map((check) => ({ ...check, path: DIST })),
  { name: 'whole package (import *)', path: DIST, import: '*', limit: '80 kB' },
  { name: 'styles.css', path: 'dist/index.css', limit: '12 kB' },
];
