// @vitest-environment jsdom
import {
  ApiError,
  type FriendRequest,
  type FriendState,
  type MemberCard,
  type MemberProfile,
  type SessionUser,
} from '@site/api';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { MemberSectionPage } from './MemberSection';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Member 7 (ann) owns the page; 8 (oak) is another member. */
const ann: SessionUser = { user_id: 7, username: 'ann', avatar: null, status_id: 1 };
const oak: SessionUser = { user_id: 8, username: 'oak', avatar: null, status_id: 1 };

const card = (user_id: number, username: string): MemberCard => ({
  user_id,
  username,
  avatar: null,
  gender: null,
  country: null,
  is_trusted: 0,
  statistics: { videos: 0, viewed: 0, subscribers: 0 },
});

const profile: MemberProfile = profileFixture({
  statistics: { videos: 0, viewed: 0, subscribers: 0 },
  gender: null,
  country: null,
});

const request = (user_id: number, username: string): FriendRequest => ({
  ...card(user_id, username),
  requested_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

const answer = (state: FriendState) => async () => ({ code: 'success', state });

/** The calls of member 7's friends page; `friends` is their list, `state` where oak stands with ann. */
function friendsApi({
  friends = [card(31, 'birch')],
  state = 'none' as FriendState,
  incoming = [request(21, 'fern')],
  outgoing = [request(22, 'reed')],
} = {}) {
  const members = { list: friends };
  const waiting = { incoming, outgoing };
  return {
    members: {
      get: vi.fn(async () => ({ user: profile, code: 'success' })),
      subscriptions: vi.fn(async () => ({ models: [], channels: [], members: [], code: 'success' })),
      list: vi.fn(async () => ({ members: members.list, total_count: members.list.length, code: 'success' })),
    },
    friends: {
      state: vi.fn(async () => ({ code: 'success', state })),
      requests: vi.fn(async () => ({
        ...waiting,
        incoming_count: waiting.incoming.length,
        outgoing_count: waiting.outgoing.length,
        code: 'success',
      })),
      accept: vi.fn(async ({ object_id }: { object_id: number }) => {
        const asker = waiting.incoming.find((r) => r.user_id === object_id);
        waiting.incoming = waiting.incoming.filter((r) => r !== asker);
        if (asker) members.list = [...members.list, asker];
        return { code: 'success', state: 'friends' };
      }),
      decline: vi.fn(answer('none')),
      cancel: vi.fn(answer('none')),
      remove: vi.fn(answer('none')),
    },
    actions: { addFriend: vi.fn(answer('request_sent')) },
    /** Changes the friends list the next reads answer (accepting a request adds the asker). */
    setFriends: (next: MemberCard[]) => {
      members.list = next;
    },
  };
}

const renderFriends = (api: ReturnType<typeof friendsApi>, viewer: SessionUser | null) =>
  renderInSite(
    <MemberSectionPage
      userId={7}
      sub="friends"
      page={1}
      viewer={viewer}
      gender="str"
      api={fakeApi(api as never)}
    />,
    { user: viewer },
  );

/** The friend button once it knows where the two stand (busy while it reads that). */
const friendButton = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  return button;
};

const openMenu = async (name: string) => {
  fireEvent.pointerDown(await friendButton(name), {
    button: 0,
    ctrlKey: false,
    pointerType: 'mouse',
  });
  return screen.findByRole('menu');
};

describe("given another member's page (#25 item 7)", () => {
  it('"Add friend" sends a request, says "Friend request sent" and turns into "Request sent"', async () => {
    const api = friendsApi();
    const { actions } = renderFriends(api, oak);
    fireEvent.click(await friendButton('Add friend'));
    await waitFor(() => expect(api.actions.addFriend).toHaveBeenCalledWith({ object_id: 7 }));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Friend request sent' }),
    );
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });

  it('says "You are now friends" when the member had already asked (the request is accepted)', async () => {
    const api = friendsApi();
    api.actions.addFriend.mockImplementation(answer('friends'));
    const { actions } = renderFriends(api, oak);
    fireEvent.click(await friendButton('Add friend'));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'You are now friends with ann' }),
    );
    expect(await screen.findByRole('button', { name: 'Friends' })).toBeInTheDocument();
  });

  it('shows where the two stand: the member asked, so accept makes them friends', async () => {
    const api = friendsApi({ state: 'request_received' });
    const { actions } = renderFriends(api, oak);
    expect(await screen.findByText('ann wants to be your friend')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the friend request of ann' }));
    await waitFor(() => expect(api.friends.accept).toHaveBeenCalledWith({ object_id: 7 }));
    expect(await screen.findByRole('button', { name: 'Friends' })).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'You are now friends with ann' });
  });

  it('cancels a waiting request from the menu of "Request sent"', async () => {
    const api = friendsApi({ state: 'request_sent' });
    const { actions } = renderFriends(api, oak);
    fireEvent.click(within(await openMenu('Request sent')).getByRole('menuitem', { name: 'Cancel request' }));
    await waitFor(() => expect(api.friends.cancel).toHaveBeenCalledWith({ object_id: 7 }));
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Friend request cancelled' });
  });

  it('unfriends from the menu of "Friends"', async () => {
    const api = friendsApi({ state: 'friends' });
    const { actions } = renderFriends(api, oak);
    fireEvent.click(within(await openMenu('Friends')).getByRole('menuitem', { name: 'Unfriend' }));
    await waitFor(() => expect(api.friends.remove).toHaveBeenCalledWith({ object_id: 7 }));
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'You are no longer friends with ann',
    });
  });

  it('says why an act was refused and reads again where the two stand', async () => {
    const api = friendsApi({ state: 'request_received' });
    api.friends.accept.mockRejectedValue(new ApiError('no_friend_request', 409));
    const { actions } = renderFriends(api, oak);
    fireEvent.click(await friendButton('Accept the friend request of ann'));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({
        type: 'error',
        text: 'This friend request is no longer waiting',
      }),
    );
    await waitFor(() => expect(api.friends.state).toHaveBeenCalledTimes(2));
  });

  it('shows no requests and no unfriend on a list that is not the viewer’s own', async () => {
    const api = friendsApi();
    renderFriends(api, oak);
    expect(await screen.findByRole('link', { name: 'birch' })).toHaveAttribute('href', '/members/31/');
    expect(screen.queryByRole('heading', { name: 'Friend requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unfriend/ })).not.toBeInTheDocument();
    expect(api.friends.requests).not.toHaveBeenCalled();
    // Another member's list may come from a cache: it is not read fresh.
    expect(api.members.list).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'friends', user_id: 7, fresh: false }),
      expect.anything(),
    );
  });

  it('sends a visitor to sign in instead of asking', async () => {
    const api = friendsApi();
    const { actions } = renderFriends(api, null);
    fireEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(actions.openSignIn).toHaveBeenCalledOnce();
    expect(api.actions.addFriend).not.toHaveBeenCalled();
    expect(api.friends.state).not.toHaveBeenCalled();
  });
});

describe('given the member on their own friends page (#25 item 7)', () => {
  it('shows the requests asked of them and their own, and accepting adds the friend to the list', async () => {
    const api = friendsApi();
    const { actions } = renderFriends(api, ann);
    const requests = await screen.findByRole('region', { name: 'Friend requests' });
    const waiting = await within(requests).findByRole('list', { name: 'Waiting for your answer' });
    expect(within(waiting).getByRole('link', { name: 'fern' }).getAttribute('href')).toBe('/members/21/');
    expect(within(waiting).getByText('Asked 2 days ago')).toBeInTheDocument();
    expect(within(requests).getByRole('list', { name: 'Sent by you' }).textContent).toContain('reed');

    fireEvent.click(within(waiting).getByRole('button', { name: 'Accept the friend request of fern' }));
    await waitFor(() => expect(api.friends.accept).toHaveBeenCalledWith({ object_id: 21 }));
    // fern leaves the requests and joins the friends list.
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Waiting for your answer' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Unfriend fern' })).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'You are now friends with fern' });
    // The requests and one's own list are read again, the list fresh (never from a cache).
    expect(api.friends.requests).toHaveBeenCalledTimes(2);
    expect(api.members.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ section: 'friends', user_id: 7, fresh: true }),
      expect.anything(),
    );
    // The owner's page has no friend button of its own.
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });

  it('declines a request and cancels their own', async () => {
    const api = friendsApi();
    const { actions } = renderFriends(api, ann);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the friend request of fern' }));
    await waitFor(() => expect(api.friends.decline).toHaveBeenCalledWith({ object_id: 21 }));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Friend request declined' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request to reed' }));
    await waitFor(() => expect(api.friends.cancel).toHaveBeenCalledWith({ object_id: 22 }));
    expect(api.friends.accept).not.toHaveBeenCalled();
  });

  it('says so when no request waits', async () => {
    renderFriends(friendsApi({ incoming: [], outgoing: [] }), ann);
    expect(await screen.findByText('No friend requests')).toBeVisible();
  });

  it('unfriends from a friend’s card, and the friend leaves the list', async () => {
    const api = friendsApi();
    const { actions } = renderFriends(api, ann);
    const unfriend = await screen.findByRole('button', { name: 'Unfriend birch' });
    api.setFriends([]);
    fireEvent.click(unfriend);
    await waitFor(() => expect(api.friends.remove).toHaveBeenCalledWith({ object_id: 31 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'birch' })).not.toBeInTheDocument());
    expect(actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'You are no longer friends with birch',
    });
  });
});
