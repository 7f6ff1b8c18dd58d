// @vitest-environment jsdom
import type { SessionUser } from '@site/api';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { MemberProfilePage } from './MemberProfile';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const DAY = 86_400_000;
const viewer: SessionUser = { user_id: 8, username: 'oak', avatar: null, status_id: 6 };

function renderProfile(overrides: Parameters<typeof profileFixture>[0]) {
  const api = {
    members: { get: vi.fn(async () => ({ user: profileFixture(overrides), code: 'success' })) },
  };
  return renderInSite(<MemberProfilePage userId={7} viewer={viewer} api={fakeApi(api as never)} />, {
    user: viewer,
  });
}

describe('given a member profile (§9 display rules, #27 item 9)', () => {
  it('shows the counts as K and M and the joined date relative, never the ISO date', async () => {
    const joined = new Date(Date.now() - 95 * DAY).toISOString();
    const { container } = renderProfile({
      statistics: { videos: 1_234, viewed: 2_261_905, subscribers: 15_320 },
      added_date: joined,
      birth_date: '1990-03-04',
    });
    await screen.findByRole('heading', { level: 1, name: 'ann' });
    expect(screen.getByText('1.2K videos')).toBeInTheDocument();
    expect(screen.getByText('2.2M views')).toBeInTheDocument();
    expect(screen.getByText('15.3K subscribers')).toBeInTheDocument();
    const date = screen.getByText('Joined 3 months ago');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', joined.slice(0, 10));
    // The birth date is written out, not given as 1990-03-04.
    expect(screen.getByText('March 4, 1990')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(container.textContent).not.toMatch(/2,261,905|2261905/);
  });

  it('says "today" for a member who joined today, and shows small counts as they are', async () => {
    renderProfile({
      statistics: { videos: 1, viewed: 999, subscribers: 0 },
      added_date: new Date().toISOString(),
    });
    expect(await screen.findByText('Joined today')).toBeInTheDocument();
    expect(screen.getByText('1 video')).toBeInTheDocument();
    expect(screen.getByText('999 views')).toBeInTheDocument();
  });

  it('names the gender, relationship and orientation in words, never by their codes', async () => {
    const { container } = renderProfile({ gender: 2, relationship: 1, orientation: 1 });
    await screen.findByRole('heading', { level: 1, name: 'ann' });
    expect(screen.getAllByText('Female').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/memberFilters\./);
  });

  it('draws a band where a member has no cover, and shows the cover when there is one', async () => {
    const { container, unmount } = renderProfile({ cover: null });
    await screen.findByRole('heading', { level: 1, name: 'ann' });
    expect(container.querySelector('[data-empty-cover]')).toBeInTheDocument();
    unmount();
    const again = renderProfile({ cover: '/media/covers/7.jpg' });
    await screen.findByRole('heading', { level: 1, name: 'ann' });
    expect(again.container.querySelector('[data-empty-cover]')).not.toBeInTheDocument();
    expect(again.container.querySelector('img[src="/media/covers/7.jpg"]')).toBeInTheDocument();
  });
});

describe('given the member’s own page and their paid period (#32 item 8)', () => {
  const own = (status: () => Promise<unknown>, charge = vi.fn()) => {
    const api = {
      members: {
        fresh: vi.fn(async () => ({
          user: profileFixture({ user_id: 8, username: 'oak' }),
          code: 'success',
        })),
      },
      payments: { status: vi.fn(status), charge },
    };
    renderInSite(<MemberProfilePage userId={8} viewer={viewer} api={fakeApi(api as never)} />, {
      user: viewer,
    });
    return api;
  };

  it('shows when the period ends, and Renew opens the payment for a renewal', async () => {
    const until = new Date(Date.now() + 12 * DAY).toISOString();
    const charge = vi.fn(async () => ({
      code: 'success',
      data: { charge_url: 'https://pay.example.test/c/1', wallets_links: {} },
    }));
    own(async () => ({ code: 'success', paid: true, paid_until: until }), charge);
    const panel = await screen.findByRole('region', { name: 'Premium downloads' });
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(until),
    );
    expect(await screen.findByText(`Active until ${date}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for downloads' });
    expect(panel).toBeInTheDocument();
    const email = (await screen.findByRole('textbox', { name: /mail/i })) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'oak@example.test' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(charge).toHaveBeenCalledWith({ email: 'oak@example.test', renew: true }));
    expect(dialog).toBeInTheDocument();
  });

  it('shows a period that ended, and never shows the panel on another member’s page', async () => {
    const ended = new Date(Date.now() - 3 * DAY).toISOString();
    own(async () => ({ code: 'success', paid: false, paid_until: ended }));
    expect(await screen.findByText(/^Expired on /)).toBeInTheDocument();
    cleanup();
    renderProfile({});
    await screen.findByRole('heading', { level: 1, name: 'ann' });
    expect(screen.queryByRole('region', { name: 'Premium downloads' })).not.toBeInTheDocument();
  });
});
