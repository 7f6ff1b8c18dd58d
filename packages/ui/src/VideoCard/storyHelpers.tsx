import { expect, waitFor } from 'storybook/test';

/** A data URL that is not an image: the browser fails to load it, as with a broken thumbnail link. */
export const brokenImage = 'data:image/png;base64,AAAA';

/** Waits until a card shows its picture placeholder (after its image failed). */
export async function expectPlaceholder(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
}

/** The mobile viewport of .storybook/preview.tsx (390 × 844, the mobile layout). */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } } as const;
