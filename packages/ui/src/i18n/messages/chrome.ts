/** English defaults of the chrome components (merged into `en`). */
export const chromeEn = {} as const;
