import { userEvent, within } from 'storybook/test';
import { findDialog } from '../internal/stories';

/** Types a username and a password into the open sign-in modal and sends it; resolves with the dialog. */
export async function fillLogin(username: string, password: string) {
  const dialog = await findDialog('Sign in');
  await userEvent.type(within(dialog).getByLabelText(/Username/), username);
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  return dialog;
}
