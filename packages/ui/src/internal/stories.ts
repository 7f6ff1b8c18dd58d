// Helpers of the stories' play functions (imported by *.stories.tsx only, so never in the package's build).
import { expect, waitFor, within } from 'storybook/test';

/**
 * The open dialog (or sheet, or panel) of that accessible name, once it takes pointer events: Radix takes
 * them from the page as a modal opens and gives them back to the dialog a moment later, and a click in
 * between is refused ("pointer-events: none"; it failed story runs now and then).
 */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}
