import { ApiError } from '@site/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginModal } from './LoginModal';
import { RestoreModal } from './RestoreModal';
import { SignUpModal } from './SignUpModal';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LoginModal', () => {
  it('says the fields are required and focuses the first one', async () => {
    const onSubmit = vi.fn();
    render(<LoginModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a username under 3 or a password under 5 as invalid without calling (§5)', async () => {
    const onSubmit = vi.fn();
    render(<LoginModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'ab');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims the username, is busy while pending and ignores a second submit', async () => {
    const call = deferred();
    const onSubmit = vi.fn(() => call.promise);
    render(<LoginModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), '  kestrel ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'kestrel', password: 'secret1' });
    call.resolve();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('shows the server message in a banner and the usr/pwd field errors, focusing the first', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject({
        code: 'invalid_usr_or_pwd',
        message: 'Wrong credentials, 2 attempts left',
        errors: [
          { field: 'usr', code: 'invalid_usr_or_pwd' },
          { field: 'pwd', code: 'min_length', params: { length: 5 } },
        ],
      }),
    );
    render(<LoginModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'kestrel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong credentials, 2 attempts left');
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByText('Length min 5')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
  });

  it('names an ApiError code in the banner and focuses it when no field is to blame', async () => {
    render(
      <LoginModal defaultOpen onSubmit={() => Promise.reject(new ApiError('too_many_attempts', 429))} />,
    );
    await userEvent.type(screen.getByLabelText(/Username/), 'kestrel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Too many attempts. Try again later');
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('falls back to the general error for an unknown failure', async () => {
    render(<LoginModal defaultOpen onSubmit={() => Promise.reject(new Error('network'))} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'kestrel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('switches to sign-up and restore through callbacks, or links to their pages', async () => {
    const onSignUp = vi.fn();
    const { unmount } = render(<LoginModal defaultOpen onSubmit={vi.fn()} onSignUp={onSignUp} />);
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/signup?section=restore_password',
    );
    unmount();
  });
});

describe('SignUpModal', () => {
  it('checks the rules: username length and characters, e-mail format, a new password of at least 8', async () => {
    const onSubmit = vi.fn();
    render(<SignUpModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'ab');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret7');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Length between 3 and 25')).toBeInTheDocument();
    expect(screen.getByText('E-mail entered incorrectly')).toBeInTheDocument();
    expect(screen.getByText('Length between 8 and 1024')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells the rules of a new password under its field, which a password manager fills as new', () => {
    render(<SignUpModal defaultOpen onSubmit={vi.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription('At least 8 characters, not your username or e-mail');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the server’s refusal of a password made of the username, or a common one, under the field', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({
        code: 'pwd_contains_username',
        errors: [{ field: 'pwd', code: 'pwd_contains_username' }],
      })
      .mockRejectedValueOnce({ code: 'pwd_common', errors: [{ field: 'pwd', code: 'pwd_common' }] });
    render(<SignUpModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'kestrel');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'kestrel wings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText('The password must not contain the username')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText('This password is too common. Choose another one')).not.toHaveLength(0);
  });

  it('rejects illegal characters in the username', async () => {
    render(<SignUpModal defaultOpen onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'bad name!');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
  });

  it('maps eml_taken to the e-mail field and shows success afterwards', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ code: 'eml_taken', errors: [{ field: 'eml', code: 'eml_taken' }] })
      .mockResolvedValueOnce(undefined);
    render(<SignUpModal defaultOpen onSubmit={onSubmit} captcha={<span>captcha widget</span>} />);
    expect(screen.getByRole('group', { name: 'Security check' })).toHaveTextContent('captcha widget');
    await userEvent.type(screen.getByLabelText(/Username/), 'kestrel');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'harbor wings 7');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered');
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    await userEvent.clear(screen.getByLabelText(/E-mail/));
    await userEvent.type(screen.getByLabelText(/E-mail/), 'b@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Almost done');
  });
});

describe('RestoreModal', () => {
  it('needs an e-mail of more than 3 characters', async () => {
    const onSubmit = vi.fn();
    render(<RestoreModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Length min 4')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/E-mail/));
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@example.com' });
  });

  it('shows eml_not_found in the banner', async () => {
    render(<RestoreModal defaultOpen onSubmit={() => Promise.reject({ code: 'eml_not_found' })} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses this e-mail');
  });
});

describe('FormModal reset', () => {
  it('opens again empty after closing', async () => {
    const { rerender } = render(
      <RestoreModal open onSubmit={() => Promise.reject({ code: 'eml_not_found' })} />,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(<RestoreModal open={false} onSubmit={vi.fn()} />);
    rerender(<RestoreModal open onSubmit={vi.fn()} />);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
