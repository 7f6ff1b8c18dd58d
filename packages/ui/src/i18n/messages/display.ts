/** English defaults of the display primitives (merged into `en`). */
export const displayEn = {} as const;
