// @vitest-environment jsdom
import { ApiError, type Language, type MemberRole, type SessionUser } from '@site/api';
import { UiProvider } from '@site/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SiteData, SiteDataProvider } from '../../lib/site';
import { useMemberOnly, useSiteActions } from '../../lib/site-actions';
import { fakeApi } from '../../test/site';
import { RouterLink } from '../RouterLink';
import { RouterNavigation } from '../RouterNavigation';
import { SiteShell } from './SiteShell';

const MEMBER: SessionUser = { user_id: 7, username: 'maple', avatar: null, status_id: 1 };
const NOTHING_WAITS = { code: 'success', unread_messages: 0, friend_requests: 0, notifications: 0 };

function Probe() {
  const memberOnly = useMemberOnly();
  const { notify, updateSessionUser } = useSiteActions();
  const location = useLocation();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => memberOnly(() => notify({ type: 'success', text: 'Subscribed' }))}>
        Subscribe
      </button>
      <button type="button" onClick={() => notify({ type: 'error', text: 'Something failed' })}>
        Fail
      </button>
      <button type="button" onClick={() => updateSessionUser?.({ username: 'birch' })}>
        Rename
      </button>
    </div>
  );
}

function renderShell({
  user = null,
  role = user ? 'member' : null,
  debugPanel = false,
  crawler = false,
  lang = 'en',
  iosAppUrl = null,
  api = fakeApi({
    main: { get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }) },
    profile: { counts: async () => NOTHING_WAITS },
  }),
}: {
  user?: SessionUser | null;
  role?: MemberRole | null;
  debugPanel?: boolean;
  /** The server said a known crawler asks (#33). */
  crawler?: boolean;
  /** The page's language in the site data (the texts stay English). */
  lang?: Language;
  /** The App Store link of the settings (§2 iOS prompt). */
  iosAppUrl?: string | null;
  api?: ReturnType<typeof fakeApi>;
} = {}) {
  const site: SiteData = {
    lang,
    langVersion: 0,
    theme: 'dark',
    themeSaved: true,
    gender: 'str',
    country: 'de',
    user,
    role,
    origin: 'https://tube.test',
    debugPanel,
    iosAppUrl,
    crawler,
  };
  const reload = vi.fn();
  const goTo = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => site,
        element: (
          <QueryClientProvider client={client}>
            <UiProvider linkComponent={RouterLink}>
              <SiteDataProvider value={site}>
                <RouterNavigation>
                  <SiteShell api={api} reload={reload} goTo={goTo}>
                    <Probe />
                  </SiteShell>
                </RouterNavigation>
              </SiteDataProvider>
            </UiProvider>
          </QueryClientProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { hydrationData: { loaderData: { root: site } } },
  );
  render(<RouterProvider router={router} />);
  return { reload, goTo, api };
}

// The auth modals are a lazy chunk: its first load, on a busy machine, takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('given a notification', () => {
  it('shows it and takes it away after 3 seconds (§4, §9)', async () => {
    renderShell({ user: MEMBER });
    // The notifications region is a lazy chunk, loaded with the first notification, which it then shows.
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Something failed')).toBeVisible();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Subscribed')).toBeVisible();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByText('Subscribed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  }, 20_000);
});

describe('given the member renaming themself on the page (#25 item 9)', () => {
  it('the header shows the new name at once, without a reload', async () => {
    const { reload } = renderShell({ user: MEMBER });
    expect(await screen.findByRole('button', { name: /maple/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: /birch/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /maple/ })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('given friend requests and messages waiting for the member (#25 item 7, #26)', () => {
  const menuLink = async (name: RegExp) => {
    const trigger = await screen.findByRole('button', { name: /maple/ });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    return within(await screen.findByRole('menu')).findByRole('menuitem', { name });
  };

  it('the member menu counts them on its links to the friends page and the inbox', async () => {
    const counts = vi.fn(async () => ({ ...NOTHING_WAITS, unread_messages: 3, friend_requests: 2 }));
    renderShell({
      user: MEMBER,
      api: fakeApi({
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
        profile: { counts },
      }),
    });
    await vi.waitFor(() => expect(counts).toHaveBeenCalled());
    const link = await menuLink(/^Friends/);
    await vi.waitFor(() => expect(link.textContent).toBe('Friends (2 requests)'));
    expect(link.getAttribute('href')).toBe('/members/7/friends/');
    const inbox = within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Messages/ });
    expect(inbox.textContent).toBe('Messages (3 unread)');
    expect(inbox.getAttribute('href')).toBe('/my_messages/inbox/');
  });

  it('the bell (#32) links to the notifications and says how many are unread; a visitor has none', async () => {
    const counts = vi.fn(async () => ({ ...NOTHING_WAITS, notifications: 4 }));
    renderShell({
      user: MEMBER,
      api: fakeApi({
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
        profile: { counts },
      }),
    });
    const [bell] = await screen.findAllByRole('link', { name: 'Notifications, 4 unread' });
    expect(bell?.getAttribute('href')).toBe('/notifications/');
    cleanup();
    renderShell({});
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryAllByRole('link', { name: /^Notifications/ })).toEqual([]);
  });

  it('says only "Friends" and "Messages" when nothing waits, and a visitor asks nothing', async () => {
    renderShell({ user: MEMBER });
    expect((await menuLink(/^Friends/)).textContent).toBe('Friends');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Messages/ }).textContent).toBe(
      'Messages',
    );
    cleanup();
    const counts = vi.fn(async () => NOTHING_WAITS);
    renderShell({
      api: fakeApi({
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
        profile: { counts },
      }),
    });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(counts).not.toHaveBeenCalled();
  });
});

describe('given a login-requiring action (§4, §6)', () => {
  it('a visitor gets the sign-in modal instead', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText(/Username/)).toBeVisible();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('a member runs it', async () => {
    renderShell({ user: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Subscribed')).toBeVisible();
  });
});

async function submitLogin(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  return dialog;
}

describe('given the login modal (§4, §8)', () => {
  it('reloads the page after a successful login', async () => {
    const login = vi.fn(async () => ({ code: 'success', user: MEMBER }));
    const { reload } = renderShell({
      api: fakeApi({
        auth: { login },
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await submitLogin(' maple ', 'secret1');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'maple', password: 'secret1' }));
  });

  it('takes a member whose password breaks the new rules to the change form instead', async () => {
    const login = vi.fn(async () => ({ code: 'success', user: MEMBER, password_change_required: true }));
    const { reload, goTo } = renderShell({
      api: fakeApi({
        auth: { login },
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // 5 characters: the sign-in form's own check stays at §5's minimum, so an old password gets through.
    await submitLogin('maple', 'lamp7');
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('/my_profile_edit/?password=change#change-password'),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'maple', password: 'lamp7' }));
  });

  it('takes a member whose account is being deleted to the settings, which say when and offer to cancel', async () => {
    const login = vi.fn(async () => ({
      code: 'success',
      user: MEMBER,
      deletion_due_at: '2026-12-13T10:00:00.000Z',
    }));
    const { reload, goTo } = renderShell({
      api: fakeApi({
        auth: { login },
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await submitLogin('maple', 'secret1');
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/my_settings/?deletion=scheduled'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the server error in the banner and its field errors, and stops loading', async () => {
    const login = vi.fn(async () => {
      throw new ApiError('not_confirmed', 403, [{ field: 'usr', code: 'not_confirmed' }]);
    });
    const { reload } = renderShell({
      api: fakeApi({
        auth: { login },
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await submitLogin('maple', 'secret1');
    await vi.waitFor(() => expect(within(dialog).getAllByText('Please confirm your e-mail').length).toBe(2));
    expect(
      within(dialog)
        .getByLabelText(/Username/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).not.toBe(
      'true',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses a too short username or password without calling the server (§5)', async () => {
    const login = vi.fn();
    renderShell({
      api: fakeApi({
        auth: { login },
        main: {
          get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await submitLogin('ma', 'secret1');
    expect(await within(dialog).findByText('Invalid username or password')).toBeVisible();
    expect(login).not.toHaveBeenCalled();
  });
});

describe('given the header search (§4, §5)', () => {
  const main = {
    get: async () => ({ code: 'success', categories: [], models: [], channels: [], keywords: [] }),
  };

  it('asks for suggestions only for 2 to 100 characters, after a 300 ms pause', async () => {
    vi.useFakeTimers();
    const query = vi.fn(async ({ q }: { q: string }) => ({
      code: 'success',
      suggestions: [{ type: 'search' as const, title: `${q} trail`, dir: null }],
    }));
    renderShell({ api: fakeApi({ suggester: { query }, main }) });
    const box = screen.getByRole('combobox', { name: 'Search videos' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'l' } });
    await act(async () => vi.advanceTimersByTime(400));
    expect(query).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'la' } });
    await act(async () => vi.advanceTimersByTime(250));
    fireEvent.change(box, { target: { value: 'lak' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(query).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith({ q: 'lak' }, expect.anything());
    vi.useRealTimers();
    expect(await screen.findByRole('option', { name: /lak trail/ })).toBeInTheDocument();
  });

  it("asks for suggestions in the page's language, so categories are named in it", async () => {
    const query = vi.fn(async () => ({ code: 'success', suggestions: [] }));
    renderShell({ api: fakeApi({ suggester: { query }, main }), lang: 'de' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search videos' }), { target: { value: 'wol' } });
    await vi.waitFor(() => expect(query).toHaveBeenCalledWith({ q: 'wol', lang: 'de' }, expect.anything()));
  });

  it('needs 3 characters to submit, then saves the term and opens the search page', async () => {
    renderShell({
      api: fakeApi({ suggester: { query: async () => ({ code: 'success', suggestions: [] }) }, main }),
    });
    const box = screen.getByRole('combobox', { name: 'Search videos' });
    fireEvent.change(box, { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(localStorage.getItem('last_searches')).toBeNull();

    fireEvent.change(box, { target: { value: ' lake ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search/?s=lake'));
    expect(JSON.parse(localStorage.getItem('last_searches') ?? '[]')).toEqual(['lake']);
  });

  it('offers the last searches while the box is empty', async () => {
    localStorage.setItem('last_searches', JSON.stringify(['river', 'meadow']));
    renderShell({ api: fakeApi({ main }) });
    const box = screen.getByRole('combobox', { name: 'Search videos' });
    fireEvent.focus(box);
    expect(await screen.findByRole('option', { name: /river/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /meadow/ })).toBeInTheDocument();
  });
});

describe('given the cookie bar (§4)', () => {
  it('shows the cookie bar until OK, then remembers it', async () => {
    renderShell({ user: MEMBER });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(localStorage.getItem('show_cookie_policy')).not.toBeNull();
  });

  it('is not shown to a crawler (#33), whose page is otherwise the same', async () => {
    localStorage.removeItem('show_cookie_policy');
    renderShell({ user: MEMBER, crawler: true });
    expect(await screen.findByRole('button', { name: /maple/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});

describe('given the debug panel (§2)', () => {
  it('shows what the page was rendered for when the root loader says so', async () => {
    renderShell({ user: MEMBER, role: 'moderator', debugPanel: true });
    const panel = await screen.findByRole('region', { name: 'Debug' });
    fireEvent.click(within(panel).getByRole('button', { name: /Debug/ }));
    expect(within(panel).getByText('maple #7 (moderator)')).toBeVisible();
    expect(within(panel).getByText('country').nextElementSibling).toHaveTextContent('de');
  });

  it('is not there otherwise', async () => {
    renderShell({ user: MEMBER, role: 'moderator' });
    expect(await screen.findByRole('button', { name: /maple/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Debug' })).toBeNull();
  });
});

describe('given an iOS Safari visitor and the app link in the settings (§2 iOS prompt)', () => {
  const APP = 'https://apps.apple.com/app/id000000001';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  afterEach(() => vi.restoreAllMocks());

  const openMenu = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  };

  it('the mobile menu offers the app modal once per visitor', { timeout: 30_000 }, async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderShell({ iosAppUrl: APP });
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Download on iPhone' }));
    const offer = await screen.findByRole('dialog', { name: 'Download on iPhone' });
    expect(within(offer).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', APP);
    fireEvent.click(within(offer).getByRole('button', { name: 'Continue in the browser' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('ios_app_offered')).toBe('1');
    // Offered already: the menu no longer has it, on this page or the next.
    const again = await openMenu();
    expect(within(again).queryByRole('button', { name: 'Download on iPhone' })).toBeNull();
    cleanup();
    renderShell({ iosAppUrl: APP });
    const next = await openMenu();
    expect(within(next).queryByRole('button', { name: 'Download on iPhone' })).toBeNull();
  });

  it('offers nothing without the link, or to another browser', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderShell();
    expect(within(await openMenu()).queryByRole('button', { name: 'Download on iPhone' })).toBeNull();
    cleanup();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      IPHONE.replace('Version/18.1', 'CriOS/131.0'),
    );
    renderShell({ iosAppUrl: APP });
    expect(within(await openMenu()).queryByRole('button', { name: 'Download on iPhone' })).toBeNull();
  });
});
