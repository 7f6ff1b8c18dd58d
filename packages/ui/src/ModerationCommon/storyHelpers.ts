// Helpers of the moderation stories' play functions.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The whole document: dialogs and select lists render in portals. */
export const page = () => within(document.body);

/** Chooses `option` in the select named `label` (a Radix Select: open, then click the option). */
export async function choose(scope: HTMLElement, label: RegExp | string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
}

/** The open dialog named `name`. */
export const dialog = (name: RegExp | string) => page().findByRole('dialog', { name });
