/** English defaults of the video components (merged into `en`). */
export const videoEn = {} as const;
