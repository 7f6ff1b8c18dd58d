// @vitest-environment jsdom
import type { MemberNotification, NotificationsResponse, SessionUser } from '@site/api';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInSite } from '../../test/site';
import { NotificationsPage } from './NotificationsPage';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ann: SessionUser = { user_id: 7, username: 'ann', avatar: null, status_id: 1 };

const reply: MemberNotification = {
  id: 41,
  kind: 'comment_reply',
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  read: false,
  actor: { user_id: 8, username: 'oak', avatar: null },
  subject: { title: 'Harbour at dawn', href: '/videos/5/harbour-at-dawn/' },
  reason: null,
};
const rejected: MemberNotification = {
  id: 40,
  kind: 'upload_rejected',
  created_at: new Date(Date.now() - 7_200_000).toISOString(),
  read: false,
  actor: null,
  subject: { title: 'Lantern walk', href: '/members/7/uploaded_videos/' },
  reason: 'The sound is missing',
};

/** The notifications calls over a list kept here: marks change what the next read answers. */
function notificationsApi(list: MemberNotification[] = [reply, rejected], digest = false) {
  const state = { list, digest };
  const answer = (): NotificationsResponse => ({
    code: 'success',
    notifications: state.list,
    total: state.list.length,
    unread: state.list.filter((n) => !n.read).length,
    page: 1,
    pages: 1,
    digest: state.digest,
  });
  const unread = () => state.list.filter((n) => !n.read).length;
  return {
    notifications: {
      list: vi.fn(async () => answer()),
      read: vi.fn(async ({ notification_id }: { notification_id: number }) => {
        state.list = state.list.map((n) => (n.id === notification_id ? { ...n, read: true } : n));
        return { code: 'success', unread: unread() };
      }),
      readAll: vi.fn(async () => {
        state.list = state.list.map((n) => ({ ...n, read: true }));
        return { code: 'success', unread: 0 };
      }),
      digest: vi.fn(async ({ digest: on }: { digest: boolean }) => {
        state.digest = on;
        return { code: 'success', digest: on };
      }),
    },
    profile: {
      counts: vi.fn(async () => ({
        code: 'success',
        unread_messages: 0,
        friend_requests: 0,
        notifications: unread(),
      })),
    },
  };
}

const renderPage = (api: ReturnType<typeof notificationsApi>, viewer: SessionUser | null) =>
  renderInSite(<NotificationsPage page={1} api={fakeApi(api as never)} />, { user: viewer });

describe('given the notifications page (#32)', () => {
  it('asks a visitor to sign in and reads nothing', async () => {
    const api = notificationsApi();
    renderPage(api, null);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to see what happened for you/)).toBeInTheDocument();
    expect(api.notifications.list).not.toHaveBeenCalled();
  });

  it("shows a member's notifications with their links and a rejection's reason; marking one reads it", async () => {
    const api = notificationsApi();
    renderPage(api, ann);
    const link = await screen.findByRole('link', {
      name: 'oak replied to your comment on “Harbour at dawn”',
    });
    expect(link).toHaveAttribute('href', '/videos/5/harbour-at-dawn/');
    expect(screen.getByText('Reason: The sound is missing')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Mark read: oak replied to your comment on “Harbour at dawn”' }),
    );
    await waitFor(() => expect(api.notifications.read).toHaveBeenCalledWith({ notification_id: 41 }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
  });

  it('"Mark all read" reads every one: no unread count, no mark buttons left', async () => {
    const api = notificationsApi();
    renderPage(api, ann);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.notifications.readAll).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(/^\d+ unread$/)).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches the daily digest on, and says so', async () => {
    const api = notificationsApi();
    const { actions } = renderPage(api, ann);
    const digest = await screen.findByRole('switch', { name: 'Daily e-mail digest' });
    expect(digest).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(digest);
    await waitFor(() => expect(api.notifications.digest).toHaveBeenCalledWith({ digest: true }));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'The daily digest is on' }),
    );
    await waitFor(() => expect(digest).toHaveAttribute('aria-checked', 'true'));
  });

  it('says so when there is nothing', async () => {
    renderPage(notificationsApi([]), ann);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
