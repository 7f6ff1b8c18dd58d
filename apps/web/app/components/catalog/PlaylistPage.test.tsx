// @vitest-environment jsdom
import { ApiError, type Playlist } from '@site/api';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { PlaylistPage } from './PlaylistPage';

afterEach(cleanup);

const playlist: Playlist = {
  playlist_id: 5,
  title: 'Quiet rivers',
  dir: 'quiet-rivers',
  description: 'Slow water scenes.',
  visible: 1,
  orientation: 'str',
  thumbs: ['/media/thumbs/1.jpg'],
  statistics: { videos: 2, viewed: 900, likes: 3, dislikes: 0 },
  user: { user_id: 42, username: 'keeper' },
  video_id: 11,
  video_dir: 'river-bend',
  added_date: '2026-10-01T10:00:00Z',
};

const video = (id: number, title: string) =>
  videoFixture(id, { title, thumb: `/media/thumbs/${id}.jpg`, user_id: 42, display_name: 'keeper' });

const list = {
  videos: [video(11, 'River bend'), video(12, 'Stone bridge')],
  total_count: 2,
  code: 'success',
};

function setup(
  user: { user_id: number; username: string } | null,
  detail: () => Promise<unknown>,
  videos: () => Promise<unknown> = async () => list,
) {
  const calls = {
    playlists: { get: vi.fn(detail), update: vi.fn(async () => ({ code: 'success' })), remove: vi.fn() },
    videos: { list: vi.fn(videos), listOwn: vi.fn(videos) },
    actions: { remove: vi.fn(async () => ({ code: 'success' })) },
  };
  const page = renderInSite(<PlaylistPage playlistId={5} page={1} api={fakeApi(calls as never)} />, {
    user: user && { ...user, avatar: null, status_id: 1 },
  });
  return { calls, ...page };
}

const found = async () => ({ playlist, code: 'success' });

describe('given the playlist page', () => {
  it('shows a stranger the playlist and its videos linked within it, without owner actions', async () => {
    const { calls } = setup({ user_id: 7, username: 'reader' }, found);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet rivers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'keeper' }).getAttribute('href')).toBe('/members/42/');
    const card = await screen.findByRole('link', { name: 'River bend' });
    expect(card.getAttribute('href')).toBe('/videos/11/river-bend/?playlist=5');
    expect(calls.videos.list).toHaveBeenCalled();
    expect(calls.videos.listOwn).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Edit playlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete playlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('offers a visitor no owner actions either', async () => {
    setup(null, found);
    await screen.findByRole('link', { name: 'River bend' });
    expect(screen.queryByRole('button', { name: 'Edit playlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('gives the owner edit, delete and a remove button per video, reading the own list', async () => {
    const { calls } = setup({ user_id: 42, username: 'keeper' }, found);
    expect(await screen.findByRole('button', { name: 'Edit playlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete playlist' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove “River bend” from this playlist' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove “Stone bridge” from this playlist' }),
    ).toBeInTheDocument();
    expect(calls.videos.listOwn).toHaveBeenCalled();
    expect(calls.videos.list).not.toHaveBeenCalled();
  });

  it('removes a video from the playlist section and reloads that section', async () => {
    const { calls, actions } = setup({ user_id: 42, username: 'keeper' }, found);
    const remove = await screen.findByRole('button', { name: 'Remove “River bend” from this playlist' });
    expect(calls.videos.listOwn).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(calls.actions.remove).toHaveBeenCalledWith({ section: 'playlist', video_id: 11, object_id: 5 });
    await waitFor(() => expect(calls.videos.listOwn).toHaveBeenCalledTimes(2));
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Removed from the playlist' });
    // The videos counter goes down with it (§4 local counters).
    expect(screen.getByText('Videos').nextSibling?.textContent).toBe('1');
  });

  it('edits the playlist through the edit modal and shows the new title', async () => {
    const { calls, actions } = setup({ user_id: 42, username: 'keeper' }, found);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit playlist' }));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Calm rivers' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.playlists.update).toHaveBeenCalledWith({
        object_id: 5,
        title: 'Calm rivers',
        desc: 'Slow water scenes.',
        visible: 1,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm rivers' })).toBeInTheDocument();
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Playlist saved' });
  });

  it('deletes the playlist and goes to the owner’s playlists page', async () => {
    const { calls, router } = setup({ user_id: 42, username: 'keeper' }, found);
    calls.playlists.remove.mockResolvedValue({ code: 'success' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete playlist' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    });
    expect(calls.playlists.remove).toHaveBeenCalledWith({ object_id: 5 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42/playlists/'));
  });

  it('shows the no_permission listing error when the API refuses the playlist', async () => {
    setup(null, async () => {
      throw new ApiError('need_auth', 401);
    });
    expect(await screen.findByText('You do not have permission to see this list')).toBeVisible();
  });

  it('offers "Try again" when its videos failed in a way that may pass, and none when they were refused', async () => {
    const failing = setup(null, found, async () => {
      throw new ApiError('general_error', 500);
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
    failing.unmount();

    setup(null, found, async () => {
      throw new ApiError('no_permission', 403);
    });
    expect(await screen.findByText('You do not have permission to see this list')).toBeVisible();
    // Asking again cannot change a refusal (lib/refusals.ts retryOf).
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });
});
