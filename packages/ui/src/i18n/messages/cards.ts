/** English defaults of the cards components (merged into `en`). */
export const cardsEn = {} as const;
