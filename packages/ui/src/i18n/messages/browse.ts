/** English defaults of the browse components (merged into `en`). */
export const browseEn = {} as const;
