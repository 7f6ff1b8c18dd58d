/** English defaults of the forms primitives (merged into `en`). */
export const formsEn = {} as const;
