import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import { layoutProperties, lookProperties } from './sprinkles.css';

/**
 * Atomic classes from the theme tokens for a site's own layout (page shells, grids, stacks). No `Box`
 * component: put the classes on plain elements, or compose them in a `.css.ts` file.
 *
 * ```tsx
 * <ul className={sprinkles({ display: 'grid', gridTemplateColumns: { all: 'cards', mobile: 2 }, gap: 'lg' })}>
 * ```
 *
 * The properties are defined in `sprinkles.css.ts` (build time) and joined here at run time, so a bundle
 * that does not use `sprinkles` drops it (a `.css.ts` export of `createSprinkles` could not be dropped).
 */
export const sprinkles = /* @__PURE__ */ createSprinkles(layoutProperties, lookProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
