// @vitest-environment jsdom

import type { VideoDetail } from '@site/api';
import { encodeVideoUrl } from '@site/api/display';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoFixture } from '../../test/fixtures';
import { fakeApi, renderInSite } from '../../test/site';
import { EmbedPage } from './EmbedPage';

afterEach(cleanup);

const detail: VideoDetail = {
  ...videoFixture(42, { title: 'Lake at dawn', thumb: '/media/v/42/p/thumb.jpg', duration: 10 }),
  titles: { en: 'Lake at dawn' },
  description: '',
  video_dir: '0/42',
  scr: '',
  sg_id: 42,
  custom3: 'local',
  categories: [],
  models: [],
  channel: null,
  user: { user_id: 101, username: 'ann', avatar: null, subscribers_count: 0 },
};

const related = [100, 101, 102].map((id) => videoFixture(id, { title: `River bend ${id}` }));

describe('given the embedded player (#27)', () => {
  it('asks for related videos once the video plays, and its end screen opens them on the site in a new tab', async () => {
    const api = {
      videos: {
        file: vi.fn(async () => [
          { video_url: encodeVideoUrl('/media/v/42/p/clip.mp4'), format: 'mp4', quality: '480p' },
        ]),
        related: vi.fn(async () => ({ videos: related, total_count: related.length, code: 'success' })),
      },
    };
    renderInSite(<EmbedPage video={detail} api={fakeApi(api as never)} />);
    const player = screen.getByRole('region', { name: 'Video player: Lake at dawn' });
    await within(player).findByRole('button', { name: 'Play' });
    // Most embeds are never played: nothing is asked for before.
    expect(api.videos.related).not.toHaveBeenCalled();
    const media = player.querySelector('video') as HTMLVideoElement;
    act(() => void media.dispatchEvent(new Event('play')));
    await waitFor(() => expect(api.videos.related).toHaveBeenCalledTimes(1));
    act(() => void media.dispatchEvent(new Event('ended')));
    const end = within(player).getByRole('group', { name: 'Video ended' });
    const link = await within(end).findByRole('link', { name: 'River bend 101' });
    expect(link).toHaveAttribute('href', `/videos/101/${related[1]?.dir}/`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(end).getByRole('button', { name: 'Replay' })).toBeVisible();
  });
});
