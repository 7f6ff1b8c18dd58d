import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleKeywords } from '../Sidebar/fixtures';
import { sampleVideos } from '../VideoCard/fixtures';
import { NotFound } from './NotFound';

// 20 videos as the 404 page loads (§2): the six samples repeated with their own ids.
const twentyVideos = Array.from({ length: 20 }, (_, i) => {
  const video = sampleVideos[i % sampleVideos.length] as (typeof sampleVideos)[number];
  return { ...video, video_id: 9000 + i };
});

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  args: { country: 'fr', videos: twentyVideos, keywords: sampleKeywords.slice(0, 24) },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 block with the 20 top-country videos and keywords. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
    const region = canvas.getByRole('region', { name: 'Popular in France' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(region).getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      '/top-country/',
    );
  },
};

/**
 * A page past a list's end (`/top-rated/99/` of a list with 5 pages): where the list ends, and its last
 * page linked first.
 */
export const PastTheLastPage: Story = {
  args: { lastPage: { page: 5, href: '/top-rated/5/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This list ends at page 5.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the last page (5)' })).toHaveAttribute(
      'href',
      '/top-rated/5/',
    );
    await expect(canvas.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  },
};

/** Just the message, before the site has anything to offer. */
export const MessageOnly: Story = { args: { videos: undefined, keywords: undefined } };

/** The videos are loading: 20 placeholders. */
export const Loading: Story = {
  args: { videos: undefined, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading popular videos');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { videos: undefined, status: 'error', errorCode: 'general_error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { videos: [], keywords: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No popular videos to show right now.')).toBeVisible();
  },
};

/** No known country: "Popular videos". */
export const UnknownCountry: Story = {
  args: { country: null, videos: twentyVideos.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Popular videos' })).toBeVisible();
  },
};

/** A long country name and long titles. */
export const LongText: Story = {
  args: {
    country: 'ba',
    videos: twentyVideos.slice(0, 4).map((v) => ({
      ...v,
      title: `${v.title}, a much longer title that runs well past the two lines of a card`,
    })),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { videos: twentyVideos.slice(0, 4) },
};
