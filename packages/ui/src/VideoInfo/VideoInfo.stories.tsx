import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_NOW, pageVideo } from './fixtures';
import { VideoInfo, VideoInfoSkeleton } from './VideoInfo';

const meta = {
  title: 'Components/VideoInfo',
  component: VideoInfo,
  args: { video: pageVideo, now: FIXED_NOW },
} satisfies Meta<typeof VideoInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, compact views, the relative added date, the duration and the percent of likes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: pageVideo.title })).toBeVisible();
    const stats = within(canvas.getByRole('list', { name: 'Video statistics' }));
    await expect(stats.getByText('15.3K views')).toBeVisible();
    await expect(stats.getByText('2 months ago')).toBeVisible();
    await expect(stats.getByText('12:34')).toBeVisible();
    await expect(stats.getByText('92% liked')).toBeVisible();
  },
};

/** Added today, one view, no votes yet. */
export const NoVotes: Story = {
  args: {
    video: {
      ...pageVideo,
      video_viewed: 1,
      added_date: new Date(FIXED_NOW - 3_600_000).toISOString(),
      statistics: { likes: 0, dislikes: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 view')).toBeVisible();
    await expect(canvas.getByText('today')).toBeVisible();
    await expect(canvas.getByText('No votes yet')).toBeVisible();
  },
};

/** Millions of views, years old, an hour-long video. */
export const LargeNumbers: Story = {
  args: {
    video: {
      ...pageVideo,
      video_viewed: 12_480_000,
      duration: 4_210,
      added_date: new Date(FIXED_NOW - 800 * 86_400_000).toISOString(),
      statistics: { likes: 41_000, dislikes: 39_000 },
    },
  },
};

/** A long title wraps (and breaks long words) instead of overflowing. */
export const LongTitle: Story = {
  args: {
    video: {
      ...pageVideo,
      title:
        'A very long title about a slow walk along the river at dawn, with birdsong, fog over the water, a bridge in the distance and Averyveryverylongwordwithoutanyspacesthatmustbreak',
    },
  },
};

export const Loading: Story = {
  render: () => <VideoInfoSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading video details');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
