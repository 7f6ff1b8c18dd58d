// @vitest-environment jsdom
import { ApiError, type VideoDetail } from '@site/api';
import { encodeVideoUrl } from '@site/api/display';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Providers } from '../../test/providers';
import { VideoPage } from './VideoPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const video = (overrides: Partial<VideoDetail> = {}): VideoDetail => ({
  video_id: 42,
  title: 'Lake at dawn',
  dir: 'lake-at-dawn',
  thumb: '/media/v/42/p/thumb.jpg',
  duration: 900,
  video_viewed: 1200,
  added_date: '2026-10-01T10:00:00Z',
  status_id: 1,
  is_private: 0,
  props: { hd: 1, vr: 0 },
  statistics: { likes: 10, dislikes: 2 },
  user_id: 101,
  display_name: 'ann',
  is_trusted: 1,
  content_source_id: null,
  content_source_dir: null,
  content_source_name: null,
  titles: { en: 'Lake at dawn' },
  description: 'Calm water.',
  video_dir: '0/42',
  scr: '/media/v/42/p/posters/1.jpg',
  sg_id: 42,
  custom3: 'local',
  categories: [{ dir: 'lakes', title: 'Lakes' }],
  models: [],
  channel: null,
  user: { user_id: 101, username: 'ann', avatar: null, subscribers_count: 3 },
  ...overrides,
});

function setup(file: () => Promise<unknown>, detail: VideoDetail = video()) {
  const api = {
    videos: { file: vi.fn(file) },
    actions: { view: vi.fn(async () => ({ code: 'success' })) },
  };
  const view = render(
    <Providers>
      <VideoPage video={detail} api={fakeApi(api as never)} />
    </Providers>,
  );
  return { api, view };
}

/** A file list that never answers: the page stays on its poster and spinner. */
const pending = () => new Promise<never>(() => undefined);

describe('given the video page', () => {
  it('sends the view call once, 5 seconds after the page is shown', async () => {
    vi.useFakeTimers();
    const { api } = setup(pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Lake at dawn' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Video player: Lake at dawn' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(api.actions.view).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.actions.view).toHaveBeenCalledTimes(1);
    expect(api.actions.view).toHaveBeenCalledWith({ section: 'video', object_id: 42 });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.actions.view).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when left within 5 seconds', async () => {
    vi.useFakeTimers();
    const { api, view } = setup(pending);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    view.unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.actions.view).not.toHaveBeenCalled();
  });

  it('says a video still being processed is not ready, and counts no view of it', async () => {
    vi.useFakeTimers();
    const { api } = setup(async () => {
      throw new ApiError('not_ready', 409);
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'This video is still being processed' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Video player/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.actions.view).not.toHaveBeenCalled();
    // No retry of a 409 in between; asked again after 15 s.
    expect(api.videos.file).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.videos.file).toHaveBeenCalledTimes(2);
  });

  it('shows a deleted video as deleted without asking for its files', async () => {
    const { api } = setup(pending, video({ status_id: 5, scr: '', description: '' }));
    expect(screen.getByRole('heading', { name: 'This video was deleted' })).toBeTruthy();
    expect(api.videos.file).not.toHaveBeenCalled();
  });

  it('shows a private video as private when its files are refused', async () => {
    setup(
      async () => {
        throw new ApiError('no_permission', 403);
      },
      video({ is_private: 1, scr: '' }),
    );
    expect(await screen.findByRole('heading', { name: 'This video is private' })).toBeTruthy();
  });

  it('links the download to the player file with the download flag, once an MP4 is listed', async () => {
    const list = [
      { video_url: encodeVideoUrl('/media/v/42/p/master.m3u8'), format: 'hls', quality: 'auto' },
      { video_url: encodeVideoUrl('/media/v/42/p/download.mp4'), format: 'mp4', quality: '720p' },
    ];
    setup(async () => list);
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/media/v/42/p/master.m3u8?download=1');
    expect(screen.getByRole('region', { name: 'Video player: Lake at dawn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lakes' }).getAttribute('href')).toBe('/categories/lakes/');
    expect(screen.getByRole('link', { name: 'ann' }).getAttribute('href')).toBe('/members/101/');
  });
});
