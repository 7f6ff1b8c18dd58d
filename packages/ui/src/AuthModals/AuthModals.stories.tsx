import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { wrongPassword } from './fixtures';
import { LoginModal } from './LoginModal';
import { RestoreModal } from './RestoreModal';
import { SignUpModal } from './SignUpModal';
import { fillLogin } from './storyHelpers';

/** Never settles: the form stays pending for the screenshot. */
const pending = () => new Promise<never>(() => {});

/** A stand-in for the captcha provider's widget (the app passes the real one). */
function CaptchaPlaceholder() {
  return (
    <div style={{ padding: 12, border: '1px dashed currentColor', borderRadius: 8, width: 'fit-content' }}>
      Captcha widget
    </div>
  );
}

const meta = {
  title: 'Components/AuthModals',
  component: LoginModal,
  args: { defaultOpen: true, onSubmit: fn(), onSignUp: fn(), onRestore: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login, idle: username, password, links to sign up and to password restore. */
export const Login: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  play: async ({ args }) => {
    const dialog = await findDialog('Sign in');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Create an account' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
  },
};

/** Submitting empty: both fields are required, and focus goes to the first. */
export const LoginRequired: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));
    await expect(within(dialog).getByLabelText(/Username/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5: a username under 3 characters is "invalid username or password" without a call. */
export const LoginTooShort: Story = {
  play: async ({ args }) => {
    const dialog = await fillLogin('ab', 'secret1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §4 loading: the submit button is busy and ignores clicks until the server answers. */
export const LoginPending: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const dialog = await fillLogin('kestrel', 'secret1');
    const submit = within(dialog).getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'kestrel', password: 'secret1' });
  },
};

/** §8: the server's message in a banner, plus field errors for usr and pwd; focus on the first. */
export const LoginServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(wrongPassword)),
  },
  play: async () => {
    const dialog = await fillLogin('kestrel', 'secret1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('2 attempts left');
    await expect(within(dialog).getAllByText('Invalid username or password')).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByLabelText(/Username/)).toHaveFocus());
  },
};

/** A long server text (a temporary ban) wraps inside the banner. */
export const LoginLongMessage: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({
        code: 'temp_banned',
        message:
          'Your account is temporarily suspended because of repeated reports from other members. You can sign in again after the review of your account is complete, which usually takes up to seventy-two hours.',
      }),
    ),
  },
  play: async () => {
    const dialog = await fillLogin('kestrel', 'secret1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('temporarily suspended');
  },
};

/** A banned member is told so (§8's codes banned, temp_banned, disabled_user), not "Something went wrong". */
export const LoginBanned: Story = {
  args: { onSubmit: fn(() => Promise.reject({ code: 'banned' })) },
  play: async () => {
    const dialog = await fillLogin('kestrel', 'secret1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is banned');
  },
};

/** The mobile layout: the dialog takes the whole screen. */
export const LoginMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog('Sign in');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};

/** Sign up with the captcha slot. */
export const SignUp: Story = {
  render: () => <SignUpModal defaultOpen onSubmit={fn()} captcha={<CaptchaPlaceholder />} />,
};

/** Sign-up rules: username 3–25, a valid e-mail, a new password of at least 8 (its hint under the field). */
export const SignUpInvalid: Story = {
  render: () => <SignUpModal defaultOpen onSubmit={fn()} captcha={<CaptchaPlaceholder />} />,
  play: async () => {
    const dialog = await findDialog('Create an account');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ab');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByText('Length between 3 and 25')).toBeVisible();
    await expect(within(dialog).getByText('E-mail entered incorrectly')).toBeVisible();
    await expect(within(dialog).getByText('Length between 8 and 1024')).toBeVisible();
    await expect(within(dialog).getByLabelText(/Username/)).toHaveFocus();
  },
};

async function fillSignUp() {
  const dialog = await findDialog('Create an account');
  await userEvent.type(within(dialog).getByLabelText(/Username/), 'kestrel');
  await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'kestrel@example.com');
  await userEvent.type(within(dialog).getByLabelText(/^Password/), 'harbor wings 7');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  return dialog;
}

/** The server's eml_taken and usr_taken, mapped to their fields. */
export const SignUpTaken: Story = {
  render: () => (
    <SignUpModal
      defaultOpen
      onSubmit={() =>
        Promise.reject({
          code: 'usr_taken',
          errors: [
            { field: 'usr', code: 'usr_taken' },
            { field: 'eml', code: 'eml_taken' },
          ],
        })
      }
    />
  ),
  play: async () => {
    const dialog = await fillSignUp();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This username is already taken',
    );
    await expect(within(dialog).getByText('This e-mail is already registered')).toBeVisible();
  },
};

/** The server refuses a password made of the username (or e-mail, or a common one): under the field. */
export const SignUpWeakPassword: Story = {
  render: () => (
    <SignUpModal
      defaultOpen
      onSubmit={() =>
        Promise.reject({
          code: 'pwd_contains_username',
          errors: [{ field: 'pwd', code: 'pwd_contains_username' }],
        })
      }
    />
  ),
  play: async () => {
    const dialog = await fillSignUp();
    await expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      (await within(dialog).findAllByText('The password must not contain the username'))[0],
    ).toBeVisible();
  },
};

/** Registered: the confirmation replaces the form. */
export const SignUpSuccess: Story = {
  render: () => <SignUpModal defaultOpen onSubmit={() => Promise.resolve()} />,
  play: async () => {
    const dialog = await fillSignUp();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Almost done');
  },
};

/** Password restore. */
export const Restore: Story = {
  render: () => <RestoreModal defaultOpen onSubmit={fn()} captcha={<CaptchaPlaceholder />} />,
};

/** Restore: an unknown e-mail (eml_not_found) in the banner. */
export const RestoreNotFound: Story = {
  render: () => <RestoreModal defaultOpen onSubmit={() => Promise.reject({ code: 'eml_not_found' })} />,
  play: async () => {
    const dialog = await findDialog('Restore password');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No account uses this e-mail');
  },
};

/** Restore sent. */
export const RestoreSuccess: Story = {
  render: () => <RestoreModal defaultOpen onSubmit={() => Promise.resolve()} />,
  play: async () => {
    const dialog = await findDialog('Restore password');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'kestrel@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Check your e-mail');
  },
};

/** Restore on the mobile layout. */
export const RestoreMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <RestoreModal defaultOpen onSubmit={fn()} />,
};
