// @vitest-environment jsdom
import { ApiError, type TelegramLoginInput } from '@site/api';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../../routes/signin';
import { fakeApi, renderInSite } from '../../test/site';
import { AuthDialogs } from './AuthDialogs';
import { OtherSignIns, TELEGRAM_WIDGET_SRC } from './OtherSignIns';

afterEach(cleanup);

const api = (
  telegram: (user: TelegramLoginInput) => Promise<unknown> = vi.fn(async () => ({ code: 'success' })),
) => fakeApi({ auth: { socialLoginUrl: () => '/api/login.g.php', telegram } as never });

const widgetScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.startsWith('https://telegram.org/'));

describe('given the external sign-ins', () => {
  it('shows nothing and loads no third-party script when the server offers none', () => {
    renderInSite(<AuthDialogs mode="login" onModeChange={() => {}} api={api()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Other ways to sign in' })).toBeNull();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('offers Google in the sign-in and sign-up forms when configured, coming back to the page', () => {
    const site = { signIn: { google: true, telegramBot: null } };
    renderInSite(<AuthDialogs mode="login" onModeChange={() => {}} api={api()} />, {
      site,
      path: '/videos/?x=1',
    });
    const google = within(screen.getByRole('dialog', { name: 'Sign in' })).getByRole('link', {
      name: 'Sign in with Google',
    });
    expect(google.getAttribute('href')).toBe(`/api/login.g.php?return=${encodeURIComponent('/videos/?x=1')}`);
    expect(widgetScripts()).toHaveLength(0);
    cleanup();
    renderInSite(
      <AuthDialogs
        mode="signup"
        onModeChange={() => {}}
        api={fakeApi({
          auth: {
            socialLoginUrl: () => '/api/login.g.php',
            captchaChallenge: () => new Promise(() => {}),
          } as never,
        })}
      />,
      { site },
    );
    expect(
      within(screen.getByRole('dialog', { name: /account|sign up/i })).getByRole('link', {
        name: 'Sign in with Google',
      }),
    ).toBeTruthy();
  });

  it("loads the messaging app's widget only for a configured bot, and its sign-in goes home", async () => {
    const telegram = vi.fn(async (_user: TelegramLoginInput) => ({ code: 'success', success: true }));
    const goHome = vi.fn();
    renderInSite(<OtherSignIns api={api(telegram)} goHome={goHome} />, {
      site: { signIn: { google: false, telegramBot: 'site_login_bot' } },
    });
    const [script] = widgetScripts();
    expect(script?.src).toBe(TELEGRAM_WIDGET_SRC);
    expect(script?.getAttribute('data-telegram-login')).toBe('site_login_bot');
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();

    // The widget calls the function its `data-onauth` names with the account's signed data.
    const user = { id: 7, first_name: 'Calm', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };
    const callback = (window as unknown as Record<string, (u: TelegramLoginInput) => void>)
      .onSiteTelegramAuth;
    await act(async () => callback?.(user));
    expect(telegram).toHaveBeenCalledWith(user);
    expect(goHome).toHaveBeenCalled();
  });

  it('keeps answering the widget of the page when the modal over it closes', async () => {
    const site = { signIn: { google: false, telegramBot: 'site_login_bot' } };
    const pageHome = vi.fn();
    renderInSite(<OtherSignIns api={api()} goHome={pageHome} />, { site });
    const modal = renderInSite(<OtherSignIns api={api()} goHome={vi.fn()} />, { site });
    modal.unmount();
    const callback = (window as unknown as Record<string, (u: TelegramLoginInput) => void>)
      .onSiteTelegramAuth;
    await act(async () => callback?.({ id: 7, first_name: 'A', auth_date: 1, hash: 'x' }));
    expect(pageHome).toHaveBeenCalled();
    cleanup();
    expect((window as unknown as Record<string, unknown>).onSiteTelegramAuth).toBeUndefined();
  });

  it('tells why a messaging-app sign-in was refused, staying on the page', async () => {
    const telegram = vi.fn(async () => {
      throw new ApiError('invalid_signature', 401);
    });
    const goHome = vi.fn();
    const view = renderInSite(<OtherSignIns api={api(telegram)} goHome={goHome} />, {
      site: { signIn: { google: false, telegramBot: 'site_login_bot' } },
    });
    const callback = (window as unknown as Record<string, (u: TelegramLoginInput) => void>)
      .onSiteTelegramAuth;
    await act(async () => callback?.({ id: 7, first_name: 'A', auth_date: 1, hash: 'x' }));
    expect(goHome).not.toHaveBeenCalled();
    expect(view.actions.notify).toHaveBeenCalledWith({
      type: 'error',
      text: 'The messaging app sign-in could not be verified. Please try again.',
    });
  });
});

describe('given /signin after a failed Google sign-in', () => {
  it.each([
    ['banned', 'This account is banned.'],
    ['oauth_state', 'The sign-in expired or was started in another browser. Please try again.'],
    ['something_else', 'Signing in did not work. Please try again.'],
  ])('shows the message of ?error=%s', (code, text) => {
    renderInSite(<SignInPage />, { path: `/signin?error=${code}` });
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('shows the Google button there when configured', () => {
    renderInSite(<SignInPage />, { path: '/signin', site: { signIn: { google: true, telegramBot: null } } });
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
