/** English defaults of the overlays primitives (merged into `en`). */
export const overlaysEn = {} as const;
