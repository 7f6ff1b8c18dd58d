// @vitest-environment jsdom
import { ApiError, type SessionUser, type VideoCard } from '@site/api';
import { callQuery } from '@site/api/query';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture, videoFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { InboxPage } from './Inbox';
import { MemberSectionPage } from './MemberSection';
import { ProfileEditPage } from './ProfileEdit';

afterEach(cleanup);
// Pages render a whole tree under a router: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const owner = (status_id = 1): SessionUser => ({ user_id: 7, username: 'ann', avatar: null, status_id });
const other: SessionUser = { user_id: 8, username: 'oak', avatar: null, status_id: 6 };

const profile = profileFixture;

const video = (id: number, title: string) => videoFixture(id, { title, user_id: 7, display_name: 'ann' });

const list = (...videos: VideoCard[]) => ({ videos, total_count: videos.length, code: 'success' });

function sectionApi(videos = list(video(42, 'Lake at dawn'), video(43, 'Quiet hills'))) {
  return {
    members: {
      get: vi.fn(async () => ({ user: profile(), code: 'success' })),
      // The owner reads their own page fresh (never cached).
      fresh: vi.fn(async () => ({ user: profile({ self: 1 }), code: 'success' })),
      subscriptions: vi.fn(async () => ({ models: [], channels: [], members: [], code: 'success' })),
    },
    videos: {
      list: vi.fn(async () => videos),
      listOwn: vi.fn(async () => videos),
      togglePrivacy: vi.fn(async () => ({ code: 'success' })),
    },
    actions: { remove: vi.fn(async () => ({ code: 'success' })) },
  };
}

/** The member section page `sub` of member 7, as `viewer` sees it. */
const renderSection = (
  api: ReturnType<typeof sectionApi>,
  sub: ComponentProps<typeof MemberSectionPage>['sub'],
  viewer: SessionUser,
) =>
  renderInSite(
    <MemberSectionPage
      userId={7}
      sub={sub}
      page={1}
      viewer={viewer}
      gender="str"
      api={fakeApi(api as never)}
    />,
    { user: viewer },
  );

describe('given a watch-later or favourites page', () => {
  it('shows the owner a remove button per video that sends rem for that list, and reloads it', async () => {
    const api = sectionApi();
    const { actions } = renderSection(api, 'watch_later_videos', owner());
    const remove = await screen.findByRole('button', { name: 'Remove “Lake at dawn” from this list' });
    expect(screen.getByRole('button', { name: 'Remove “Quiet hills” from this list' })).toBeInTheDocument();
    // The owner's own list comes from the videos2_own variant.
    expect(api.videos.listOwn).toHaveBeenCalledTimes(1);
    fireEvent.click(remove);
    await waitFor(() =>
      expect(api.actions.remove).toHaveBeenCalledWith({ section: 'watch_later', video_id: 42 }),
    );
    await waitFor(() => expect(api.videos.listOwn).toHaveBeenCalledTimes(2));
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Removed from the list' });
  });

  it('removes from favourites on the favourites page', async () => {
    const api = sectionApi();
    renderSection(api, 'favourite_videos', owner());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Quiet hills” from this list' }));
    await waitFor(() =>
      expect(api.actions.remove).toHaveBeenCalledWith({ section: 'favourites', video_id: 43 }),
    );
  });

  it('shows another member the public list without remove buttons', async () => {
    const api = sectionApi();
    renderSection(api, 'watch_later_videos', other);
    expect(await screen.findByRole('link', { name: 'Lake at dawn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(api.videos.list).toHaveBeenCalled();
    expect(api.videos.listOwn).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of another member's history as no permission", async () => {
    const api = sectionApi();
    api.videos.list.mockRejectedValue(new ApiError('no_permission', 403));
    renderSection(api, 'history', other);
    expect(await screen.findByText('You do not have permission to see this list')).toBeVisible();
    // Asking again cannot change a refusal: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('given the subscriptions feed (#32 item 2)', () => {
  it('lists the owner’s feed from their own lists, as a paged listing', async () => {
    const api = sectionApi(list(video(50, 'Harbor at noon'), video(51, 'Hills at dusk')));
    renderSection(api, 'feed', owner());
    expect(await screen.findByRole('link', { name: 'Harbor at noon' })).toBeInTheDocument();
    expect(api.videos.listOwn).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'feed', object_id: '7', page: 1 }),
      expect.anything(),
    );
  });

  it('tells an owner with an empty feed how to fill it', async () => {
    const api = sectionApi({ videos: [], total_count: 0, code: 'videos_not_found' });
    renderSection(api, 'feed', owner());
    expect(await screen.findByText('No new videos from your subscriptions')).toBeVisible();
    expect(screen.getByText(/Subscribe to channels, models and members/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse channels' })).toHaveAttribute('href', '/channels/');
  });

  it("shows the API's refusal of another member's feed as no permission", async () => {
    const api = sectionApi();
    api.videos.list.mockRejectedValue(new ApiError('no_permission', 403));
    renderSection(api, 'feed', other);
    expect(await screen.findByText('You do not have permission to see this list')).toBeVisible();
  });
});

describe('given another member’s page', () => {
  it('subscribes the viewer to the member, raises the count and names the member in the notification', async () => {
    const base = sectionApi();
    const api = {
      ...base,
      actions: { ...base.actions, subscribe: vi.fn(async () => ({ code: 'success' })) },
    };
    const { actions } = renderSection(api, 'uploaded_videos', other);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe to the member ann' });
    await waitFor(() => expect(api.members.subscriptions).toHaveBeenCalled());
    await act(async () => {
      fireEvent.click(subscribe);
    });
    expect(api.actions.subscribe).toHaveBeenCalledWith({ section: 'member', object_id: 7 });
    expect(await screen.findByRole('button', { name: 'Unsubscribe from the member ann' })).toBeEnabled();
    expect(screen.getByText('5 subscribers')).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'You are subscribed to ann' });
  });

  it('shows the owner the count only: no subscribe button on one’s own page', async () => {
    const api = sectionApi();
    renderSection(api, 'uploaded_videos', owner());
    expect(await screen.findByText('4 subscribers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe to the member/ })).not.toBeInTheDocument();
    expect(api.members.subscriptions).not.toHaveBeenCalled();
  });
});

describe('given the own uploaded videos page', () => {
  const ownState = (overrides: Partial<NonNullable<VideoCard['owner']>> = {}) => ({
    upload_id: 'upload-fixture-0042',
    reject_reason: null,
    visible_until: null,
    ...overrides,
  });
  const cardText = (videoId: number) =>
    document.querySelector(`[data-video-id="${videoId}"]`)?.textContent ?? '';
  const menuItems = async (title: string) => {
    const trigger = await screen.findByRole('button', { name: `Actions for “${title}”` });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    return {
      menu,
      names: within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    };
  };

  it('gives an owner with status_id 6 edit, privacy and delete on a live upload, and reloads after one', async () => {
    const api = sectionApi(list({ ...video(42, 'Lake at dawn'), owner: ownState() }));
    renderSection(api, 'uploaded_videos', owner(6));
    const { menu, names } = await menuItems('Lake at dawn');
    // Re-add is for deleted uploads only.
    expect(names).toEqual(['Edit', 'Make private', 'Delete…']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Make private' }));
    await waitFor(() => expect(api.videos.togglePrivacy).toHaveBeenCalledWith({ video_id: 42 }));
    // The page reloads its list on success (§4).
    await waitFor(() => expect(api.videos.listOwn).toHaveBeenCalledTimes(2));
  });

  it('keeps a deleted upload in the list, marked deleted, with re-add its only action', async () => {
    const deleted = { ...video(44, 'Old harbour'), status_id: 5, owner: ownState() };
    const api = sectionApi(list(deleted));
    renderSection(api, 'uploaded_videos', owner(6));
    await screen.findByRole('link', { name: 'Old harbour' });
    expect(cardText(44)).toContain('Deleted');
    const { names } = await menuItems('Old harbour');
    expect(names).toEqual(['Re-add…']);
  });

  it('shows an upload awaiting review as such, not as "Just added", and a rejected one with its reason', async () => {
    const api = sectionApi(
      list(
        { ...video(45, 'Waiting pond'), video_viewed: 0, status_id: 0, owner: ownState() },
        {
          ...video(46, 'Dark alley'),
          video_viewed: 0,
          status_id: 3,
          owner: ownState({ upload_id: 'upload-fixture-0046', reject_reason: 'The picture is black' }),
        },
      ),
    );
    renderSection(api, 'uploaded_videos', owner(1));
    await screen.findByRole('link', { name: 'Waiting pond' });
    expect(cardText(45)).toContain('Awaiting review');
    expect(cardText(45)).not.toContain('Just added');
    expect(cardText(46)).toContain('Rejected');
    expect(cardText(46)).toContain('Reason: The picture is black');
    // Without status_id 6 an owner still edits the words (a rejected one goes back to review).
    const { names } = await menuItems('Dark alley');
    expect(names).toEqual(['Edit']);
  });

  it('gives an owner without status_id 6 no actions on an upload that has no upload to edit', async () => {
    const api = sectionApi(list({ ...video(42, 'Lake at dawn'), owner: ownState({ upload_id: null }) }));
    renderSection(api, 'uploaded_videos', owner(1));
    expect(await screen.findByRole('link', { name: 'Lake at dawn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it("gives a status_id 6 member no owner actions on someone else's uploads", async () => {
    const api = sectionApi();
    renderSection(api, 'uploaded_videos', other);
    expect(await screen.findByRole('link', { name: 'Lake at dawn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});

describe('given the inbox', () => {
  const dialogs = () => ({
    code: 'success',
    dialogs: [
      {
        u_id: 3,
        username: 'cedar',
        avatar: null,
        m_added_date: '2026-03-02T09:00',
        m_message: 'Hi',
        unread: 0,
      },
      {
        u_id: 5,
        username: 'birch',
        avatar: null,
        m_added_date: '2026-03-01T09:00',
        m_message: 'Hey',
        unread: 1,
      },
    ],
  });
  const messagesApi = () => ({
    messages: {
      dialogs: vi.fn(async () => dialogs()),
      conversation: vi.fn(async () => ({
        code: 'success',
        messages: [
          { m_id: 1, m_is_read: 1, m_message: 'Good morning', m_time: '2026-03-01T09:00:00', u_id: 5 },
          { m_id: 2, m_is_read: 1, m_message: 'Morning!', m_time: '2026-03-01T09:05:00', u_id: 7 },
        ],
      })),
      add: vi.fn(async () => ({ code: 'success', id: 9, date: '2026-03-03', time: '10:00' })),
    },
  });
  const dialogNames = () =>
    within(screen.getByRole('navigation', { name: 'Dialogs' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('sends a message: it joins the dialog and its dialog moves to the top', async () => {
    const api = messagesApi();
    renderInSite(<InboxPage viewer={owner()} peerId={5} api={fakeApi(api as never)} />, { user: owner() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dialog with birch' })).toBeInTheDocument();
    expect(await screen.findByText('Good morning')).toBeInTheDocument();
    expect(dialogNames()[0]).toContain('cedar');
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), {
      target: { value: '  See you soon ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.messages.add).toHaveBeenCalledWith({ user_id: 5, message: 'See you soon' }),
    );
    // In the open dialog, and as the moved dialog's preview.
    await waitFor(() => expect(screen.getAllByText('See you soon')).toHaveLength(2));
    await waitFor(() => expect(dialogNames()[0]).toContain('birch'));
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it("refreshes the header's unread count when reading marks the peer's messages read, not otherwise", async () => {
    const counts = { code: 'success', unread_messages: 1, friend_requests: 0, notifications: 0 };
    const open = async (unread: boolean) => {
      const api = messagesApi();
      api.messages.conversation.mockResolvedValue({
        code: 'success',
        messages: [
          {
            m_id: 1,
            m_is_read: unread ? 0 : 1,
            m_message: 'Good morning',
            m_time: '2026-03-01T09:00:00',
            u_id: 5,
          },
          { m_id: 2, m_is_read: 0, m_message: 'Morning!', m_time: '2026-03-01T09:05:00', u_id: 7 },
        ],
      });
      const client = fakeApi(api as never);
      const view = renderInSite(<InboxPage viewer={owner()} peerId={5} api={client} />, { user: owner() });
      const key = callQuery(client, 'profile.counts').queryKey;
      view.client.setQueryData(key, counts);
      await screen.findByText('Good morning');
      // The answer has arrived and its effects have run.
      await act(async () => {});
      const invalidated = view.client.getQueryState(key)?.isInvalidated;
      view.unmount();
      return invalidated;
    };
    expect(await open(true)).toBe(true);
    // The viewer's own unread message (m_id 2, read by the peer or not) is not theirs to mark.
    expect(await open(false)).toBe(false);
  });

  it('does not send an empty message', async () => {
    const api = messagesApi();
    renderInSite(<InboxPage viewer={owner()} peerId={5} api={fakeApi(api as never)} />, { user: owner() });
    await screen.findByText('Good morning');
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first')).toBeVisible();
    expect(api.messages.add).not.toHaveBeenCalled();
  });

  it('stops the message at 1000 characters', async () => {
    const api = messagesApi();
    renderInSite(<InboxPage viewer={owner()} peerId={5} api={fakeApi(api as never)} />, { user: owner() });
    await screen.findByText('Good morning');
    const box = screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'a'.repeat(1001) } });
    expect(box.value).toHaveLength(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.messages.add).toHaveBeenCalledWith({ user_id: 5, message: 'a'.repeat(1000) }),
    );
  });

  it('gives a visitor the sign-in prompt instead of the inbox', async () => {
    const api = messagesApi();
    const { actions } = renderInSite(<InboxPage viewer={null} peerId={null} api={fakeApi(api as never)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(actions.openSignIn).toHaveBeenCalled();
    expect(api.messages.dialogs).not.toHaveBeenCalled();
  });
});

describe('given the profile edit page', () => {
  const editApi = () => ({
    members: {
      // One's own profile is read fresh (members.fresh, never cached).
      fresh: vi.fn(async () => ({ user: profile({ self: 1, email: 'ann@example.com' }), code: 'success' })),
    },
    profile: {
      edit: vi.fn(async () => {
        throw new ApiError('invalid_params', 400, [{ field: 'username', code: 'usr_taken' }]);
      }),
      changePassword: vi.fn(async () => ({ code: 'success' })),
    },
  });

  it("shows the server's field error beside its field", async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const username = await screen.findByRole('textbox', { name: /Username/ });
    fireEvent.change(username, { target: { value: 'birch' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    });
    await waitFor(() =>
      expect(api.profile.edit).toHaveBeenCalledWith(expect.objectContaining({ username: 'birch' })),
    );
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(username).toHaveAccessibleDescription(/This username is already taken/);
  });

  it('tells the shell the new name once it is saved, so the header shows it (#25 item 9)', async () => {
    const api = editApi();
    api.profile.edit = vi.fn(async () => ({ code: 'success' }) as never);
    const view = renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, {
      user: owner(),
    });
    const username = await screen.findByRole('textbox', { name: /Username/ });
    fireEvent.change(username, { target: { value: 'birch' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    });
    await waitFor(() => expect(view.actions.updateSessionUser).toHaveBeenCalledWith({ username: 'birch' }));
  });

  it('refuses a username under 3 characters without calling the server', async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const username = await screen.findByRole('textbox', { name: /Username/ });
    fireEvent.change(username, { target: { value: 'ab' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(api.profile.edit).not.toHaveBeenCalled();
  });

  /** The password section's form (the page has the profile form too). */
  const passwordForm = async () => screen.findByRole('form', { name: 'Change password' });

  it('asks for the current password beside the new one, and sends both', async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const form = await passwordForm();
    const current = within(form).getByLabelText(/^Current password/);
    const fresh = within(form).getByLabelText(/^New password/);
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(fresh.getAttribute('autocomplete')).toBe('new-password');
    expect(current.getAttribute('type')).toBe('password');
    fireEvent.change(current, { target: { value: 'lamp7' } });
    fireEvent.change(fresh, { target: { value: 'harbor lights 7' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    });
    await waitFor(() =>
      expect(api.profile.changePassword).toHaveBeenCalledWith({
        current_password: 'lamp7',
        new_password: 'harbor lights 7',
      }),
    );
  });

  it('refuses an empty current password and a new one under 8 characters without calling the server', async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const form = await passwordForm();
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'lamp 77' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    });
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^Current password/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Length between 8 and 1024/,
    );
    expect(api.profile.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['current_password', 'wrong_password', /^Current password/, 'The current password is wrong'],
    ['new_password', 'pwd_contains_username', /^New password/, 'The password must not contain the username'],
  ])("shows the server's %s error %s under its field", async (field, code, label, text) => {
    const api = editApi();
    api.profile.changePassword.mockRejectedValueOnce(
      new ApiError(code === 'wrong_password' ? code : 'invalid_password', 400, [{ field, code }]),
    );
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const form = await passwordForm();
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'lamp7' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'ann harbor 7' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    });
    await waitFor(() => expect(within(form).getByLabelText(label).getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('after a login that asked for a new password, says why and takes the focus there', async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, {
      user: owner(),
      path: '/my_profile_edit/?password=change',
    });
    const form = await passwordForm();
    const notice = await screen.findByText(/Please choose a new password/);
    expect(notice.textContent).toContain('at least 8 characters');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(form.closest('section')?.id).toBe('change-password');
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'lamp7' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'harbor lights 7' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    });
    // Changed: the notice has said its part.
    await waitFor(() => expect(screen.queryByText(/Please choose a new password/)).not.toBeInTheDocument());
  });

  it('says nothing of a change without the query of such a login', async () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    await passwordForm();
    expect(screen.queryByText(/Please choose a new password/)).not.toBeInTheDocument();
  });

  it('lets a member without a password (Google or messaging-app sign-in) set one without a current one', async () => {
    const api = editApi();
    api.members.fresh.mockResolvedValue({
      user: profile({ self: 1, email: '', has_password: 0 }),
      code: 'success',
    });
    renderInSite(<ProfileEditPage viewer={owner()} api={fakeApi(api as never)} />, { user: owner() });
    const form = await passwordForm();
    expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.getByText(/have no password yet/)).toBeVisible();
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'harbor lights 7' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    });
    await waitFor(() =>
      expect(api.profile.changePassword).toHaveBeenCalledWith({ new_password: 'harbor lights 7' }),
    );
  });

  it('gives a visitor the sign-in prompt', () => {
    const api = editApi();
    renderInSite(<ProfileEditPage viewer={null} api={fakeApi(api as never)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.members.fresh).not.toHaveBeenCalled();
  });
});
