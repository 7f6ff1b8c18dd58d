import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import {
  SampleLogo,
  SearchPlaceholder,
  sampleCategoryLinks,
  sampleMember,
  sampleNavigation,
  sampleNetwork,
} from './fixtures';
import { Header, type HeaderLink } from './Header';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const body = () => within(document.body);

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    logo: <SampleLogo />,
    search: <SearchPlaceholder />,
    navigation: sampleNavigation,
    language: 'en',
    languages: ['en', 'de', 'fr', 'es', 'ru'],
    gender: 'str',
    theme: 'light',
    networkSites: sampleNetwork,
    categoryLinks: sampleCategoryLinks,
    categoryLinksDelayMs: 0,
    onLanguageChange: fn(),
    onGenderChange: fn(),
    onThemeChange: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the desktop layout: sign in and sign up; the theme toggle says what it will do. */
export const Visitor: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const [toggle] = canvas.getAllByRole('button', { name: 'Switch to dark theme' });
    await userEvent.click(toggle as HTMLElement);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

/** A member opens their menu: profile, messages, edit profile, upload and log out. */
export const MemberMenu: Story = {
  args: { user: sampleMember, theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    // Opened with the keyboard, the menu puts the focus on its first item.
    within(canvasElement).getByRole('button', { name: 'Account menu: Kestrel' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A member with the notification bell beside their menu (#32): three unread. */
export const MemberBell: Story = {
  args: { user: sampleMember, notifications: <NotificationBell href="/notifications/" count={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/notifications/',
    );
  },
};

/** The bell on a phone, beside the theme toggle. */
export const MobileMemberBell: Story = {
  globals: mobile,
  args: { user: sampleMember, notifications: <NotificationBell href="/notifications/" count={12} /> },
};

/** The language dropdown offers the allowed languages in their own names. */
export const LanguageMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await body().findByRole('menu');
  },
};

/** The orientation dropdown: str, gay and she. */
export const GenderMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Orientation: Straight' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Straight' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Shemale' }));
    await expect(args.onGenderChange).toHaveBeenCalledWith('she');
  },
};

/** Nothing optional: no search, no navigation, one language. */
export const Minimal: Story = {
  args: { search: undefined, navigation: [], languages: ['en'], categoryLinks: undefined, networkSites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Language/ })).toBeNull();
  },
};

/** A long member name is cut with an ellipsis; long navigation labels keep to one line. */
export const LongText: Story = {
  args: {
    user: { ...sampleMember, username: 'A member with a remarkably long display name' },
    navigation: [
      { href: '/videos/', label: 'All the videos of the site' },
      { href: '/categories/', label: 'Every category' },
      { href: '/community/', label: 'Community' },
    ],
  },
};

/** The mobile layout: menu button, logo, search, theme; the category row under the bar. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** The slide-in navigation with its collapsible language, orientation and network lists. */
export const MobileMenu: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  globals: mobile,
  args: { user: sampleMember },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await findDialog('Menu');
    const network = within(sheet).getByRole('button', { name: 'Network sites' });
    await expect(network).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(network);
    await expect(within(sheet).getByRole('link', { name: 'Sister site one' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /^Orientation/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Gay' }));
    await expect(args.onGenderChange).toHaveBeenCalledWith('gay');
    await userEvent.click(within(sheet).getByRole('button', { name: /^Language/ }));
    await expect(within(sheet).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The slide-in navigation offering the site's app (§2 iOS prompt: the site passes `onGetApp` to iOS Safari
 * visitors not offered it yet); choosing it closes the navigation and asks for the app modal (Header.test).
 */
export const MobileMenuAppOffer: Story = {
  globals: mobile,
  args: { onGetApp: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await findDialog('Menu');
    await expect(within(sheet).getByRole('button', { name: 'Download on iPhone' })).toBeVisible();
  },
};

/** The visitor's slide-in navigation: sign in and sign up first. */
export const MobileMenuVisitor: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await findDialog('Menu');
    await expect(within(sheet).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/**
 * The category row appears 2 s after mount (§4), in the place the bar kept for it from the first render:
 * nothing under the header moves when it shows (#27: the page jumped 41 px).
 */
export const MobileCategoryRowDelay: Story = {
  globals: mobile,
  args: { categoryLinksDelayMs: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = () => canvas.getByRole('banner').getBoundingClientRect().height;
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    const before = height();
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible(), {
      timeout: 4000,
    });
    await expect(height()).toBe(before);
  },
};

/** The links are still on their way (an empty list): the row's place is kept, and nothing moves when they come. */
export const MobileCategoryRowLoading: Story = {
  globals: mobile,
  args: { categoryLinks: [] },
  render: function Render(args) {
    const [links, setLinks] = useState<readonly HeaderLink[]>([]);
    return (
      <>
        <Header {...args} categoryLinks={links} />
        <button type="button" onClick={() => setLinks(sampleCategoryLinks)}>
          Links arrive
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const arrive = canvas.getByRole('button', { name: 'Links arrive' });
    const top = arrive.getBoundingClientRect().top;
    await userEvent.click(arrive);
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(arrive.getBoundingClientRect().top).toBe(top);
  },
};

function scrollWindow(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
}

/** The mobile header hides on scroll down past 50 px and comes back on scroll up. */
export const MobileHideOnScroll: Story = {
  globals: mobile,
  render: (args) => (
    <>
      <Header {...args} />
      <div style={{ height: 3000 }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    scrollWindow(0);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-hidden'));
    scrollWindow(400);
    await waitFor(() => expect(banner).toHaveAttribute('data-hidden'));
    scrollWindow(300);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-hidden'));
    scrollWindow(0);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
