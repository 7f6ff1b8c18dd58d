// @vitest-environment jsdom
import { ApiError, type TelegramLoginInput } from '@site/api';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from '../../routes/signin';
import { fakeApi, renderInSite } from '../../test/site';
import { AuthDialogs } from './AuthDialogs';
import { OtherSignIns, TELEGRAM_FRAME_ORIGIN, TELEGRAM_WIDGET_SRC } from './OtherSignIns';

afterEach(cleanup);

const api = (
  telegram: (user: TelegramLoginInput) => Promise<unknown> = vi.fn(async () => ({ code: 'success' })),
) => fakeApi({ auth: { socialLoginUrl: () => '/api/login.g.php', telegram } as never });

const widgetScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.startsWith('https://telegram.org/'));

/** The frame the widget script draws (jsdom runs no script): put before the script, as the widget does. */
function widgetFrame(script: HTMLScriptElement | undefined): HTMLIFrameElement {
  if (!script?.parentNode) throw new Error('no widget script');
  return script.parentNode.insertBefore(document.createElement('iframe'), script);
}

/** What the widget frame posts to the page: a JSON string, from the messaging app's origin by default. */
function post(frame: HTMLIFrameElement, data: unknown, origin = TELEGRAM_FRAME_ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      origin,
      source: frame.contentWindow,
    }),
  );
}

describe('given the external sign-ins', () => {
  it('shows nothing and loads no third-party script when the server offers none', () => {
    renderInSite(<AuthDialogs mode="login" onModeChange={() => {}} api={api()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Other ways to sign in' })).not.toBeInTheDocument();
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
    ).toBeInTheDocument();
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
    // No callback for the widget to `eval` (the site's CSP refuses eval).
    expect(script?.hasAttribute('data-onauth')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();

    // The widget's frame posts the account's signed data.
    const user = { id: 7, first_name: 'Calm', auth_date: 1_700_000_000, hash: 'ab'.repeat(32) };
    const frame = widgetFrame(script);
    await act(async () => post(frame, { event: 'auth_user', auth_data: user }));
    expect(telegram).toHaveBeenCalledWith(user);
    expect(goHome).toHaveBeenCalled();
  });

  it("hears only its own frame, from the messaging app's origin, and only a sign-in", async () => {
    const telegram = vi.fn(async (_user: TelegramLoginInput) => ({ code: 'success', success: true }));
    const site = { signIn: { google: false, telegramBot: 'site_login_bot' } };
    renderInSite(<OtherSignIns api={api(telegram)} goHome={vi.fn()} />, { site });
    const frame = widgetFrame(widgetScripts()[0]);
    const user = { id: 7, first_name: 'A', auth_date: 1, hash: 'x' };
    const stranger = document.body.appendChild(document.createElement('iframe'));
    await act(async () => {
      post(stranger, { event: 'auth_user', auth_data: user });
      post(frame, { event: 'auth_user', auth_data: user }, 'https://evil.example');
      post(frame, { event: 'resize', height: 40 });
      post(frame, 'not json');
    });
    expect(telegram).not.toHaveBeenCalled();
  });

  it('keeps answering the widget of the page when the modal over it closes', async () => {
    const site = { signIn: { google: false, telegramBot: 'site_login_bot' } };
    const pageHome = vi.fn();
    renderInSite(<OtherSignIns api={api()} goHome={pageHome} />, { site });
    const modal = renderInSite(<OtherSignIns api={api()} goHome={vi.fn()} />, { site });
    modal.unmount();
    const [pageScript] = widgetScripts();
    expect(widgetScripts()).toHaveLength(1);
    await act(async () =>
      post(widgetFrame(pageScript), {
        event: 'auth_user',
        auth_data: { id: 7, first_name: 'A', auth_date: 1, hash: 'x' },
      }),
    );
    expect(pageHome).toHaveBeenCalled();
  });

  it('tells why a messaging-app sign-in was refused, staying on the page', async () => {
    const telegram = vi.fn(async () => {
      throw new ApiError('invalid_signature', 401);
    });
    const goHome = vi.fn();
    const view = renderInSite(<OtherSignIns api={api(telegram)} goHome={goHome} />, {
      site: { signIn: { google: false, telegramBot: 'site_login_bot' } },
    });
    const frame = widgetFrame(widgetScripts()[0]);
    await act(async () =>
      post(frame, { event: 'auth_user', auth_data: { id: 7, first_name: 'A', auth_date: 1, hash: 'x' } }),
    );
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
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
