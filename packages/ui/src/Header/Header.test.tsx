import { LANGUAGES } from '@site/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import {
  SampleLogo,
  SearchPlaceholder,
  sampleCategoryLinks,
  sampleMember,
  sampleNavigation,
  sampleNetwork,
} from './fixtures';
import { displayName, Header, type HeaderProps, languageName, OWN_LANGUAGE_NAMES } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const callbacks = {
    onLanguageChange: vi.fn(),
    onGenderChange: vi.fn(),
    onThemeChange: vi.fn(),
    onSignOut: vi.fn(),
  };
  render(
    <Header
      logo={<SampleLogo />}
      navigation={sampleNavigation}
      language="en"
      gender="str"
      theme="light"
      categoryLinksDelayMs={0}
      {...callbacks}
      {...props}
    />,
  );
  return callbacks;
}

afterEach(() => vi.useRealTimers());

describe('given languageName', () => {
  it('names a language in its own language, capitalised, and falls back to the code', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ru')).toBe('Русский');
    expect(languageName('not a tag')).toBe('not a tag');
    expect(languageName('sv')).toBe('Svenska');
  });

  it("writes out each of the site's languages exactly as Intl names it", () => {
    expect(Object.keys(OWN_LANGUAGE_NAMES)).toEqual([...LANGUAGES]);
    for (const [code, name] of Object.entries(OWN_LANGUAGE_NAMES)) expect(name, code).toBe(displayName(code));
  });
});

describe('given a Header', () => {
  it('is the banner with the logo, the search slot and the navigation', () => {
    renderHeader({ search: <SearchPlaceholder /> });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tubeworks' })).toBeInTheDocument();
    expect(within(banner).getByRole('searchbox', { name: 'Search videos' })).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Models' })).not.toHaveAttribute('aria-current');
  });

  it('offers sign in and sign up to a visitor', async () => {
    const onSignIn = vi.fn();
    const { unmount } = render(
      <Header
        logo={null}
        language="en"
        gender="str"
        theme="light"
        onLanguageChange={vi.fn()}
        onGenderChange={vi.fn()}
        onThemeChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    unmount();
    renderHeader({ onSignIn });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('opens the member menu with the profile link and log out', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderHeader({ user: sampleMember });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu: Kestrel' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu: Kestrel' });
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('changes the language among the allowed ones', async () => {
    const user = userEvent.setup();
    const { onLanguageChange } = renderHeader({ languages: ['en', 'de', 'fr'] });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(onLanguageChange).toHaveBeenCalledWith('de');
  });

  it('changes the orientation', async () => {
    const user = userEvent.setup();
    const { onGenderChange } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Orientation: Straight' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Gay' }));
    expect(onGenderChange).toHaveBeenCalledWith('gay');
  });

  it('toggles the theme to the other one', async () => {
    const { onThemeChange } = renderHeader({ theme: 'dark' });
    const [toggle] = screen.getAllByRole('button', { name: 'Switch to light theme' });
    await userEvent.click(toggle as HTMLElement);
    expect(onThemeChange).toHaveBeenCalledWith('light');
  });

  it('opens the slide-in navigation with collapsible language, orientation and network lists', async () => {
    const user = userEvent.setup();
    const { onLanguageChange } = renderHeader({ networkSites: sampleNetwork, languages: ['en', 'de'] });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Videos' })).toBeInTheDocument();
    const network = within(sheet).getByRole('button', { name: 'Network sites' });
    expect(network).toHaveAttribute('aria-expanded', 'false');
    expect(within(sheet).queryByRole('link', { name: 'Sister site one' })).not.toBeInTheDocument();
    await user.click(network);
    expect(network).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('link', { name: 'Sister site one' })).toHaveAttribute(
      'href',
      'https://gay.example.com/',
    );
    await user.click(within(sheet).getByRole('button', { name: /^Language/ }));
    const deutsch = within(sheet).getByRole('button', { name: 'Deutsch' });
    expect(deutsch).toHaveAttribute('aria-pressed', 'false');
    expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(deutsch);
    expect(onLanguageChange).toHaveBeenCalledWith('de');
  });

  it('closes the slide-in navigation when one of its links is followed, by click or by keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('link', { name: 'Videos' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(await screen.findByRole('dialog', { name: 'Menu' }))
      .getByRole('link', { name: 'Videos' })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('offers the app in the slide-in navigation only when given onGetApp, closing it when chosen (§2 iOS prompt)', async () => {
    const user = userEvent.setup();
    const onGetApp = vi.fn();
    renderHeader({ onGetApp });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('button', { name: 'Download on iPhone' }));
    expect(onGetApp).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("renders a network link's rel (an outbound link past the page's followable ones)", async () => {
    const user = userEvent.setup();
    renderHeader({
      networkSites: [
        { href: 'https://one.example.com/', label: 'One' },
        { href: 'https://three.example.com/', label: 'Three', rel: 'nofollow sponsored' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(sheet).getByRole('button', { name: 'Network sites' }));
    expect(within(sheet).getByRole('link', { name: 'One' })).not.toHaveAttribute('rel');
    expect(within(sheet).getByRole('link', { name: 'Three' })).toHaveAttribute('rel', 'nofollow sponsored');
  });

  it('has no app entry without onGetApp', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).queryByRole('button', { name: 'Download on iPhone' })).not.toBeInTheDocument();
  });

  it('shows the category row only 2 s after mount', () => {
    vi.useFakeTimers();
    renderHeader({ categoryLinks: sampleCategoryLinks, categoryLinksDelayMs: undefined });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    const row = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(row).getAllByRole('link')).toHaveLength(sampleCategoryLinks.length);
  });

  it('marks itself hidden on scroll down and shown on scroll up', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    const scroll = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scroll(200);
    expect(banner).toHaveAttribute('data-hidden');
    scroll(150);
    expect(banner).not.toHaveAttribute('data-hidden');
    scroll(0);
  });

  it('takes its texts from the messages', () => {
    render(
      <UiProvider messages={{ 'header.signIn': 'Anmelden', 'header.gender.str': 'Hetero' }}>
        <Header
          logo={null}
          language="en"
          gender="str"
          theme="light"
          onLanguageChange={vi.fn()}
          onGenderChange={vi.fn()}
          onThemeChange={vi.fn()}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orientation: Hetero' })).toBeInTheDocument();
  });
});
