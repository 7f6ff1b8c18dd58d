// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, type SessionUser, type ThreadComment, type VideoCard, type VideoDetail } from '@site/api';
import { encodeVideoUrl } from '@site/api/display';
import { videoQueries } from '@site/api/query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRoot } from '../../islands/IslandRoot';
import type { IslandPage } from '../../islands/page';
import { setLanguageMessages } from '../../lib/i18n';
import { getQueryClient } from '../../lib/query-client';
import { commentFixture, videoFixture } from '../../test/fixtures';
import { fakeApi, MEMBER, renderInSite } from '../../test/site';
import { VideoPage } from './VideoPage';
import { VideoActionsPart } from './VideoPageActions';
import { SITE_VIDEO_PAGE, VideoPageContext } from './video-page-context';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const video = (overrides: Partial<VideoDetail> = {}): VideoDetail => ({
  ...videoFixture(42, {
    title: 'Lake at dawn',
    thumb: '/media/v/42/p/thumb.jpg',
    duration: 900,
    video_viewed: 1200,
    props: { hd: 1, vr: 0 },
    statistics: { likes: 10, dislikes: 2 },
    user_id: 101,
    display_name: 'ann',
    is_trusted: 1,
  }),
  titles: { en: 'Lake at dawn' },
  description: 'Calm water.',
  video_dir: '0/42',
  // A storage hint as the server sends it (the folder of screenshots), not an address.
  scr: 'screens',
  sg_id: 42,
  custom3: 'local',
  categories: [{ dir: 'lakes', title: 'Lakes' }],
  models: [],
  channel: null,
  user: { user_id: 101, username: 'ann', avatar: null, subscribers_count: 3 },
  ...overrides,
});

const card = (id: number) =>
  videoFixture(id, {
    title: `River bend ${id}`,
    thumb: `/media/v/${id}/p/thumb.jpg`,
    duration: 600,
    video_viewed: 10,
    added_date: '2026-09-01T10:00:00Z',
    display_name: 'oak',
  });

const comment = (id: number, text: string): ThreadComment => commentFixture(id, 3, 'birch', text);

const FILES = [
  { video_url: encodeVideoUrl('/media/v/42/p/master.m3u8'), format: 'hls', quality: 'auto' },
  { video_url: encodeVideoUrl('/media/v/42/p/download.mp4'), format: 'mp4', quality: '720p' },
];

/** A file list that never answers: the page stays on its poster and spinner. */
const pending = () => new Promise<never>(() => undefined);

interface SetupOptions {
  file?: () => Promise<unknown>;
  detail?: VideoDetail;
  user?: SessionUser | null;
  related?: VideoCard[];
  comments?: ThreadComment[];
  playlistId?: number | null;
  extra?: Record<string, Record<string, unknown>>;
  lang?: 'en' | 'de' | 'ru';
  site?: Record<string, unknown>;
}

function setup({
  file = pending,
  detail = video(),
  user = null,
  related = [],
  comments = [],
  playlistId = null,
  extra = {},
  lang = 'en',
  site = {},
}: SetupOptions = {}) {
  const api = {
    videos: {
      file: vi.fn(file),
      related: vi.fn(async () => ({ videos: related, total_count: related.length, code: 'success' })),
      ...extra.videos,
    },
    comments: {
      list: vi.fn(async () => ({ comments, total_count: comments.length, code: 'success' })),
    },
    members: {
      subscriptions: vi.fn(async () => ({ models: [], channels: [], members: [], code: 'success' })),
    },
    actions: { view: vi.fn(async () => ({ code: 'success' })), ...extra.actions },
    payments: { ...extra.payments },
    downloads: { ...extra.downloads },
    playlists: { ...extra.playlists },
  };
  const startDownload = vi.fn();
  const onShown = vi.fn();
  const view = renderInSite(
    <VideoPage
      video={detail}
      api={fakeApi(api as never)}
      playlistId={playlistId}
      startDownload={startDownload}
      onShown={onShown}
    />,
    { user, lang, site },
  );
  return { api, view, startDownload, onShown, ...view };
}

describe('given the video page', () => {
  it("shows the video's thumbnail in the player before play (#27: not a black box)", () => {
    setup();
    const player = screen.getByRole('region', { name: 'Video player: Lake at dawn' });
    expect(player.querySelector('video')).toHaveAttribute('poster', '/media/v/42/p/thumb.jpg');
  });

  it('sends the view call once, 5 seconds after the page is shown, and records it in the watch history', async () => {
    vi.useFakeTimers();
    const { api, onShown } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Lake at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Video player: Lake at dawn' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(api.actions.view).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.actions.view).toHaveBeenCalledTimes(1);
    expect(api.actions.view).toHaveBeenCalledWith({ section: 'video', object_id: 42 });
    expect(onShown).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.actions.view).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when left within 5 seconds', async () => {
    vi.useFakeTimers();
    const { api, view } = setup();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    view.unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.actions.view).not.toHaveBeenCalled();
  });

  it('says a video still being processed is not ready, and counts no view of it', async () => {
    vi.useFakeTimers();
    const { api } = setup({
      file: async () => {
        throw new ApiError('not_ready', 409);
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'This video is still being processed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Video player/ })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.actions.view).not.toHaveBeenCalled();
    // No retry of a 409 in between; asked again after 15 s.
    expect(api.videos.file).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.videos.file).toHaveBeenCalledTimes(2);
  });

  it('shows a deleted video as deleted without asking for its files', () => {
    const { api } = setup({ detail: video({ status_id: 5, scr: '', description: '' }) });
    expect(screen.getByRole('heading', { name: 'This video was deleted' })).toBeInTheDocument();
    expect(api.videos.file).not.toHaveBeenCalled();
  });

  it('shows a private video to a visitor as private, without its actions', async () => {
    setup({
      file: async () => {
        throw new ApiError('no_permission', 403);
      },
      detail: video({ is_private: 1, scr: '' }),
    });
    expect(await screen.findByRole('heading', { name: 'This video is private' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
  });

  it('tells the owner of an upload awaiting review that only they see it, with a link to edit it', () => {
    setup({
      detail: video({
        status_id: 0,
        owner: { upload_id: 'upload-fixture-0042', reject_reason: null, visible_until: null },
      }),
      user: { ...MEMBER, user_id: 101 },
    });
    const notice = screen.getByText(/Your video is waiting for a moderator/).closest('[role="status"]');
    expect(notice?.getAttribute('data-stage')).toBe('review');
    const edit = within(notice as HTMLElement).getByRole('link', { name: 'Edit its details' });
    expect(edit.getAttribute('href')).toBe('/upload-video/?upload=upload-fixture-0042&edit=1');
  });

  it("tells the owner of a rejected upload the moderator's reason", () => {
    setup({
      detail: video({
        status_id: 3,
        owner: {
          upload_id: 'upload-fixture-0042',
          reject_reason: 'The picture is black',
          visible_until: null,
        },
      }),
      user: { ...MEMBER, user_id: 101 },
    });
    const notice = screen.getByText('Reason: The picture is black').closest('[role="status"]');
    expect(notice?.textContent).toContain('A moderator did not approve your video.');
    expect(within(notice as HTMLElement).getByRole('link').textContent).toBe('Edit and send it again');
  });

  it('shows no such notice on a live video', () => {
    setup();
    expect(screen.queryByText(/Only you can see/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-stage]')).toBeNull();
  });

  it('links the uploader and the categories', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Lakes' }).getAttribute('href')).toBe('/categories/lakes/');
    expect(screen.getByRole('link', { name: 'ann' }).getAttribute('href')).toBe('/members/101/');
  });
});

describe('given the share modal', () => {
  it('confirms a copy once: the modal says Copied, no notification says it again (#27)', async () => {
    const copyText = vi.fn(async () => undefined);
    const view = renderInSite(<VideoPage video={video()} api={fakeApi({} as never)} copyText={copyText} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Copied'));
    expect(copyText).toHaveBeenCalledWith(expect.stringContaining('/videos/42/'));
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    expect(view.actions.notify).not.toHaveBeenCalled();
  });
});

describe('given a member voting', () => {
  it('raises the like count on success and notifies', async () => {
    const vote = vi.fn(async () => ({ code: 'success' }));
    const { actions } = setup({ user: MEMBER, extra: { actions: { vote } } });
    fireEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByRole('button', { name: 'Like 11' })).toHaveAttribute('aria-pressed', 'true');
    expect(vote).toHaveBeenCalledWith({ section: 'video', object_id: 42, vote: 1 });
    expect(screen.getByRole('button', { name: 'Dislike 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'Thank you, your vote was counted',
    });
  });

  it('keeps the counts and says so when the member has already voted', async () => {
    const vote = vi.fn(async () => {
      throw new ApiError('already_voted', 409);
    });
    const { actions } = setup({ user: MEMBER, extra: { actions: { vote } } });
    fireEvent.click(screen.getByRole('button', { name: /^Dislike/ }));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'error', text: 'You have already voted' }),
    );
    expect(screen.getByRole('button', { name: 'Dislike 2' })).toBeInTheDocument();
  });
});

describe('given a visitor', () => {
  it('opens the sign-in modal for vote, add to and comment, and sends nothing', async () => {
    const { actions, api } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add to' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(4);
    expect(Object.keys(api.actions)).toEqual(['view']);
  });
});

describe('given a member adding the video', () => {
  it('lists their playlists 5 a page from 20 loaded, adds to favourites and notifies', async () => {
    const playlists = Array.from({ length: 7 }, (_, i) => ({
      playlist_id: i + 1,
      title: `Walks ${i + 1}`,
      statistics: { videos: 2, viewed: 0, likes: 0, dislikes: 0 },
    }));
    const list = vi.fn(async () => ({ playlists, total_count: 7, code: 'success' }));
    const add = vi.fn(async () => ({ code: 'success' }));
    const { actions } = setup({
      user: MEMBER,
      extra: { playlists: { list }, actions: { add } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Walks 5')).toBeInTheDocument();
    expect(within(dialog).queryByText('Walks 6')).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'member', user_id: 7, count: 20, page: 1 }),
      expect.anything(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Favourites/ }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ section: 'favourites', video_id: 42 }));
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Added to favourites' }),
    );
  });
});

describe("given a member's own state of the video (#25 item 11)", () => {
  const state = (overrides: Record<string, unknown> = {}) =>
    vi.fn(async () => ({
      code: 'success',
      vote: null,
      favourites: false,
      watch_later: false,
      playlists: [],
      ...overrides,
    }));

  it('shows the vote they gave before pressed, and asks for it only when signed in', async () => {
    const mine = state({ vote: 0 });
    setup({ user: MEMBER, extra: { videos: { state: mine } } });
    const dislike = await screen.findByRole('button', { name: /Dislike/, pressed: true });
    expect(dislike.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('false');
    expect(mine).toHaveBeenCalledWith({ video_id: 42 }, expect.anything());
    cleanup();
    const visitor = state({ vote: 1 });
    setup({ user: null, extra: { videos: { state: visitor } } });
    expect(visitor).not.toHaveBeenCalled();
  });

  it('shows in the add-to modal the lists that already hold the video', async () => {
    const playlists = [1, 2].map((id) => ({
      playlist_id: id,
      title: `Walks ${id}`,
      statistics: { videos: 2, viewed: 0, likes: 0, dislikes: 0 },
    }));
    const list = vi.fn(async () => ({ playlists, total_count: 2, code: 'success' }));
    const mine = state({ watch_later: true, playlists: [2] });
    setup({ user: MEMBER, extra: { videos: { state: mine }, playlists: { list } } });
    await waitFor(() => expect(mine).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Add to' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Walks 2');
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toContain('Watch later: Added');
    expect(names).toContain('Walks 2: Added');
    expect(names).toContain('Add to Favourites');
    expect(names).toContain('Add to Walks 1');
  });
});

describe('given the comments block', () => {
  it('refuses a comment under 5 characters, then puts a new one on top with no likes', async () => {
    const comm = vi.fn(async () => ({ code: 'success', comment_id: 900 }));
    const { actions } = setup({
      user: MEMBER,
      comments: [comment(1, 'Older words here')],
      extra: { actions: { comment: comm } },
    });
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(box.getAttribute('maxlength')).toBe('256');
    fireEvent.change(box, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write at least 5 characters.')).toBeVisible();
    expect(comm).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  Quiet and lovely  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(comm).toHaveBeenCalledTimes(1));
    expect(comm).toHaveBeenCalledWith({ section: 'video', object_id: 42, msg: 'Quiet and lovely' });
    const items = await waitFor(() => {
      const found = document.querySelectorAll('[data-comment-id]');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0]?.getAttribute('data-comment-id')).toBe('900');
    expect(within(items[0] as HTMLElement).getByText('Quiet and lovely')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('0 likes')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('0 dislikes')).toBeInTheDocument();
    // Said once, under the form (a status region), not again as a notification.
    expect(screen.getByText('Your comment was posted.').closest('[role="status"]')).not.toBeNull();
    expect(actions.notify).not.toHaveBeenCalled();
  });

  it('shows the comment limit of §8 under the form', async () => {
    const comm = vi.fn(async () => {
      throw new ApiError('comment_limit', 429);
    });
    setup({ user: MEMBER, extra: { actions: { comment: comm } } });
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    fireEvent.change(box, { target: { value: 'One more thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can post 5 comments in 10 minutes. Try again later.',
    );
  });
});

describe('given the related videos', () => {
  it('asks once for 50, shows 10 and pages through them locally', async () => {
    const related = Array.from({ length: 50 }, (_, i) => card(i + 100));
    const { api } = setup({ related });
    const list = await screen.findByRole('list', { name: 'Related videos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('River bend 100')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of related videos' });
    fireEvent.click(within(pages).getByRole('button', { name: /Page 2/ }));
    const next = screen.getByRole('list', { name: 'Related videos' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(10);
    expect(within(next).getByText('River bend 110')).toBeInTheDocument();
    expect(within(next).queryByText('River bend 100')).not.toBeInTheDocument();
    expect(api.videos.related).toHaveBeenCalledTimes(1);
    expect(api.videos.related).toHaveBeenCalledWith(
      expect.objectContaining({ video_id: 42, count: 50 }),
      expect.anything(),
    );
  });
});

describe('given the end of the video (#27)', () => {
  const MP4_ONLY = [{ video_url: encodeVideoUrl('/media/v/42/p/clip.mp4'), format: 'mp4', quality: '480p' }];

  it("offers Replay and the first four of the page's related videos in the player", async () => {
    const related = [100, 101, 102, 103, 104].map(card);
    const { api } = setup({ file: async () => MP4_ONLY, related });
    const player = screen.getByRole('region', { name: 'Video player: Lake at dawn' });
    await within(player).findByRole('button', { name: 'Play' });
    // The list beside the page has come: the end screen offers the same videos.
    await screen.findByText('River bend 100');
    const media = player.querySelector('video') as HTMLVideoElement;
    act(() => void media.dispatchEvent(new Event('ended')));
    const end = within(player).getByRole('group', { name: 'Video ended' });
    expect(within(end).getByRole('button', { name: 'Replay' })).toBeVisible();
    expect(
      within(end)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(related.slice(0, 4).map((v) => `/videos/${v.video_id}/${v.dir}/`));
    expect(within(end).getByRole('link', { name: 'River bend 100' })).not.toHaveAttribute('target');
    // One call serves the list and the end screen.
    expect(api.videos.related).toHaveBeenCalledTimes(1);
  });
});

describe('given ?playlist=', () => {
  it('lists the playlist with the current video marked, and links previous and next keeping ?playlist=', async () => {
    const list = vi.fn(async () => ({
      videos: [card(41), card(42), card(43)],
      total_count: 3,
      code: 'success',
    }));
    const get = vi.fn(async () => ({ playlist: { title: 'Morning walks' }, code: 'success' }));
    setup({ playlistId: 9, extra: { videos: { list }, playlists: { get } } });
    // The panel is a lazy chunk: its first load, on a busy machine, takes more than the default second
    // (a fresh-clone run timed out here).
    expect(
      await screen.findByRole('heading', { name: 'Playlist: Morning walks' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Video 2 of 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Playlist navigation' });
    expect(
      within(nav)
        .getByRole('link', { name: /Previous video/ })
        .getAttribute('href'),
    ).toBe('/videos/41/river-bend-41/?playlist=9');
    expect(
      within(nav)
        .getByRole('link', { name: /Next video/ })
        .getAttribute('href'),
    ).toBe('/videos/43/river-bend-43/?playlist=9');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/videos/42/river-bend-42/?playlist=9');
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'playlist', object_id: '9' }),
      expect.anything(),
    );
  });
});

describe('given the download button', () => {
  it("gives the video's owner the player file with the download flag", async () => {
    const { startDownload } = setup({
      file: async () => FILES,
      user: { ...MEMBER, user_id: 101 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1'));
  });

  it('waits for the file list before a member can download', async () => {
    setup({ user: MEMBER });
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('gives a paid member the file', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: true }));
    const paid = setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(paid.startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1'),
    );
  });

  it('gives a member who has not paid the pay-or-describe modal', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: false }));
    const unpaid = setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download video' });
    expect(within(dialog).getByRole('button', { name: /Suggest the video/ })).toBeInTheDocument();
    expect(unpaid.startDownload).not.toHaveBeenCalled();
  });
});

describe('given a member the server lets download this video', () => {
  it('asks about this video and gives the file to a member whose request for it was approved', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: false, may_download: true }));
    const page = setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(page.startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1'),
    );
    expect(status).toHaveBeenCalledWith({ video_id: 42 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given a video with several download qualities (#32 item 8)', () => {
  const flagged = '/media/v/42/p/master.m3u8?download=1';
  const MANY = [
    FILES[0],
    { video_url: encodeVideoUrl(flagged), format: 'mp4', quality: '720p', size: 21_000_000 },
    { video_url: encodeVideoUrl(`${flagged}&quality=240p`), format: 'mp4', quality: '240p', size: 1_500_000 },
    { video_url: encodeVideoUrl(`${flagged}&quality=480p`), format: 'mp4', quality: '480p' },
  ];

  it('lets a member who may download choose the quality, and downloads that file', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: true, may_download: true }));
    const page = setup({ file: async () => MANY, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a quality' });
    expect(page.startDownload).not.toHaveBeenCalled();
    const choices = within(dialog)
      .getAllByRole('button', { name: /^\d+p / })
      .map((b) => b.textContent);
    expect(choices).toEqual(['720p HD · 21 MB', '480p size unknown', '240p 1.5 MB']);
    fireEvent.click(within(dialog).getByRole('button', { name: '240p 1.5 MB' }));
    expect(page.startDownload).toHaveBeenCalledWith(`${flagged}&quality=240p`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('still offers a member who may not download the purchase first', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: false, may_download: false }));
    const page = setup({ file: async () => MANY, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('dialog', { name: 'Download video' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose a quality' })).not.toBeInTheDocument();
    expect(page.startDownload).not.toHaveBeenCalled();
  });
});

describe('given the Russian-language site with a messaging-app channel (§4 subscribe-to-download)', () => {
  const CHANNEL = 'https://t.me/calm_channel';
  const notPaid = () => vi.fn(async () => ({ code: 'success', paid: false, may_download: false }));
  const ru = (payments: Record<string, unknown>) =>
    setup({
      file: async () => FILES,
      user: MEMBER,
      lang: 'ru',
      site: { messengerChannel: CHANNEL },
      extra: { payments: { status: notPaid(), ...payments } },
    });

  it('downloads at once for a member the messaging app confirms subscribed', async () => {
    const subscription = vi.fn(async () => ({ code: 'success', subscribed: true }));
    const page = ru({ subscription });
    fireEvent.click(await screen.findByRole('button', { name: /Download|Скачать/ }));
    await waitFor(() => expect(page.startDownload).toHaveBeenCalledTimes(1));
    expect(subscription).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the subscribe modal to a member not subscribed yet, and downloads once the check passes', async () => {
    const answers = [false, false, true];
    const subscription = vi.fn(async () => {
      if (answers.shift()) return { code: 'success', subscribed: true };
      throw new ApiError('not_subscribed', 403);
    });
    const page = ru({ subscription });
    fireEvent.click(await screen.findByRole('button', { name: /Download|Скачать/ }));
    const dialog = await screen.findByRole('dialog');
    const subscribe = within(dialog).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(subscribe.getAttribute('href')).toBe(CHANNEL);
    vi.useFakeTimers();
    fireEvent.click(subscribe);
    await act(async () => vi.advanceTimersByTime(30_000));
    const download = within(dialog).getAllByRole('button').at(-1) as HTMLElement;
    // Still not subscribed: the page says so and the modal stays.
    await act(async () => fireEvent.click(download));
    expect(page.actions.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', text: expect.stringMatching(/subscri|подписк/i) }),
    );
    expect(page.startDownload).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(download));
    expect(page.startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a member without a messaging-app account the pay-or-describe modal', async () => {
    const subscription = vi.fn(async () => {
      throw new ApiError('no_messenger_account', 409);
    });
    ru({ subscription });
    fireEvent.click(await screen.findByRole('button', { name: /Download|Скачать/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: /./ })?.getAttribute('href')).not.toBe(CHANNEL);
    expect(within(dialog).getAllByRole('button').length).toBeGreaterThan(1);
  });

  it('never offers it on another language', async () => {
    const subscription = vi.fn();
    setup({
      file: async () => FILES,
      user: MEMBER,
      site: { messengerChannel: CHANNEL },
      extra: { payments: { status: notPaid(), subscription } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('dialog', { name: 'Download video' })).toBeVisible();
    expect(subscription).not.toHaveBeenCalled();
  });
});

describe('given an iOS Safari visitor and the app link in the settings (§2 iOS prompt)', () => {
  const APP = 'https://apps.apple.com/app/id000000001';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('offers the app at the first Download, once; continuing in the browser goes on with the download', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const status = vi.fn(async () => ({ code: 'success', paid: true, may_download: true }));
    const page = setup({
      file: async () => FILES,
      user: MEMBER,
      site: { iosAppUrl: APP },
      extra: { payments: { status } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const offer = await screen.findByRole('dialog', { name: 'Download on iPhone' });
    expect(within(offer).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', APP);
    expect(page.startDownload).not.toHaveBeenCalled();
    fireEvent.click(within(offer).getByRole('button', { name: 'Continue in the browser' }));
    await waitFor(() =>
      expect(page.startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Offered once per visitor: the next press downloads straight away.
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(page.startDownload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers nothing to another browser, or without the app link', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      IPHONE.replace('Version/18.1', 'CriOS/131.0'),
    );
    const status = vi.fn(async () => ({ code: 'success', paid: true, may_download: true }));
    const page = setup({
      file: async () => FILES,
      user: MEMBER,
      site: { iosAppUrl: APP },
      extra: { payments: { status } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(page.startDownload).toHaveBeenCalledTimes(1));
    cleanup();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const second = setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(second.startDownload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given the pay step of the download modal', () => {
  const CHARGE = {
    charge_url: 'http://localhost/api/payments/local/ch_abcdefghij',
    wallets_links: { BTC: 'http://localhost/api/payments/local/ch_abcdefghij?coin=BTC' },
  };

  /** A member who has not paid, at the e-mail field of the pay step. */
  async function atPayStep(statuses: boolean[]) {
    const status = vi.fn(async () => ({ code: 'success', paid: statuses.shift() ?? false }));
    const charge = vi.fn(async () => ({ code: 'success', data: CHARGE }));
    const page = setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status, charge } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download video' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Pay for downloads/ }));
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'buyer@example.test' } });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    await act(async () => {});
    return { ...page, status, charge };
  }

  it('creates the charge, links to it, re-polls every 10 s and downloads once paid', async () => {
    // The button's own check, then two polls: not yet, then paid.
    const { status, charge, startDownload } = await atPayStep([false, false, true]);
    expect(charge).toHaveBeenCalledWith({ email: 'buyer@example.test' });
    expect(screen.getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe(
      CHARGE.charge_url,
    );
    expect(screen.getByRole('link', { name: /BTC/ })).toHaveAttribute('href', CHARGE.wallets_links.BTC);
    expect(status).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(status).toHaveBeenCalledTimes(2);
    expect(startDownload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(status).toHaveBeenCalledTimes(3);
    expect(startDownload).toHaveBeenCalledWith('/media/v/42/p/master.m3u8?download=1');
    expect(screen.getByText('Payment received. Your downloads are ready.')).toBeVisible();
  });

  it('stops re-polling when the modal is closed', async () => {
    const { status } = await atPayStep([false, false, false]);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(status).toHaveBeenCalledTimes(2);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('sends the description step to downloads.request for this video', async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: false }));
    const request = vi.fn(async () => ({ code: 'success' }));
    setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status }, downloads: { request } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download video' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Suggest the video/ }));
    const desc = 'I would like to study the light on the water for a painting. '.repeat(4).trim();
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: desc } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Thank you! We will review your suggestion.')).toBeVisible();
    expect(request).toHaveBeenCalledWith({ video_id: 42, desc });
  });

  it("shows the page's text when the member already asked for this video", async () => {
    const status = vi.fn(async () => ({ code: 'success', paid: false }));
    const request = vi.fn(async () => {
      throw new ApiError('already_requested', 409);
    });
    setup({ file: async () => FILES, user: MEMBER, extra: { payments: { status }, downloads: { request } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download video' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Suggest the video/ }));
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'd'.repeat(160) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(
      await screen.findByText('You have already asked to download this video. Staff will review it soon.'),
    ).toBeVisible();
  });
});

describe('given the page in another language', () => {
  it('shows the texts of the page language (German)', async () => {
    const dir = join(import.meta.dirname, '../../../../server/langs/de');
    const read = (part: string) => JSON.parse(readFileSync(join(dir, `${part}.json`), 'utf8'));
    setLanguageMessages('de', { ...read('ui'), ...read('video') });
    setup({ lang: 'de', detail: video({ status_id: 5, scr: '', description: '' }) });
    expect(screen.getByRole('heading', { name: 'Dieses Video wurde gelöscht' })).toBeInTheDocument();
  });
});

describe('given the page as islands (#28)', () => {
  it("hydrates the actions as the server rendered them, though the player has the file list and the member's vote, then shows them", async () => {
    const detail = video();
    const api = fakeApi({} as never);
    const page: IslandPage = {
      site: {
        lang: 'en',
        langVersion: 0,
        theme: 'light',
        themeSaved: true,
        gender: 'str',
        country: 'eu',
        user: MEMBER,
        role: 'member',
        origin: 'http://localhost',
      },
      pathname: '/videos/42/a/',
      search: '',
      routes: ['root', 'video'],
    };
    const island = (
      <VideoPageContext value={{ ...SITE_VIDEO_PAGE, api }}>
        <IslandRoot page={page} state={null}>
          <VideoActionsPart video={detail} />
        </IslandRoot>
      </VideoPageContext>
    );
    // The server's render has neither the file list nor the member's own vote.
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const like = () => within(container).getByRole('button', { name: /^Like/ });
    const serverLike = like();
    expect(serverLike.getAttribute('aria-pressed')).toBe('false');
    expect(within(container).queryByRole('button', { name: 'Download' })).toBeNull();

    // The player, an island hydrated before, has both in the page's query cache.
    const client = getQueryClient();
    client.setQueryData(videoQueries.file(api, detail.video_id).queryKey, FILES as never);
    client.setQueryData(videoQueries.state(api, detail.video_id).queryKey, {
      code: 'success',
      vote: 1,
      favourites: false,
      watch_later: false,
      playlists: [],
    } as never);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, island, { onRecoverableError: recoverable });
    });
    // The same button, no mismatch; then what the browser knows.
    expect(like()).toBe(serverLike);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(within(container).queryByRole('button', { name: 'Download' })).not.toBeNull();
    client.clear();
    container.remove();
  });
});
