/** English defaults of the modals components (merged into `en`). */
export const modalsEn = {} as const;
