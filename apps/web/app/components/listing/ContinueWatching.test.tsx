// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordWatched } from '../../lib/watch-history';
import { saveLocalPosition } from '../../lib/watch-positions';
import { videoFixture } from '../../test/fixtures';
import { fakeApi, MEMBER, renderInSite } from '../../test/site';
import { ContinueWatching } from './ContinueWatching';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('given home’s continue-watching row (#32 item 3)', () => {
  it('shows a member the videos they stopped in, from their own list, each with how far they got', async () => {
    const listOwn = vi.fn(async () => ({
      videos: [{ ...videoFixture(42, { title: 'Lake at dawn' }), position: 125 }],
      total_count: 1,
      code: 'success',
    }));
    renderInSite(<ContinueWatching user={MEMBER} api={fakeApi({ videos: { listOwn } } as never)} />, {
      user: MEMBER,
    });
    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(row).getByRole('link', { name: 'Lake at dawn' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Watched up to 02:05' })).toBeInTheDocument();
    expect(listOwn).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'continue', object_id: String(MEMBER.user_id), count: 12 }),
      expect.anything(),
    );
  });

  it('shows nothing to a member with no video to continue', async () => {
    const listOwn = vi.fn(async () => ({ videos: [], total_count: 0, code: 'videos_not_found' }));
    renderInSite(<ContinueWatching user={MEMBER} api={fakeApi({ videos: { listOwn } } as never)} />, {
      user: MEMBER,
    });
    await vi.waitFor(() => expect(listOwn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });

  it('shows a visitor the videos of their device, latest stopped first', async () => {
    recordWatched(videoFixture(1, { title: 'Quiet hills' }));
    recordWatched(videoFixture(2, { title: 'Harbor at noon' }));
    saveLocalPosition({ video_id: 2, position: 30, duration: 600 });
    saveLocalPosition({ video_id: 1, position: 300, duration: 600 });
    renderInSite(<ContinueWatching user={null} api={fakeApi({} as never)} />);
    const row = await screen.findByRole('region', { name: 'Continue watching' });
    const titles = within(row)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Continue watching', 'Quiet hills', 'Harbor at noon']);
  });
});
