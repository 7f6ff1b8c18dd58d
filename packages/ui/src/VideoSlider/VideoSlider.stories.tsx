import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleVideos } from '../VideoCard/fixtures';
import { sliderVideos } from './fixtures';
import { VideoSlider } from './VideoSlider';

const meta = {
  title: 'Components/VideoSlider',
  component: VideoSlider,
  args: { videos: sliderVideos },
} satisfies Meta<typeof VideoSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: /./ });

/** At the start: no previous button, a next button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Previous videos' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next videos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lighthouse at dawn' })).toHaveAttribute(
      'href',
      'https://ads.example.com/v/1',
    );
  },
};

/** Next until the end: the next button goes, the focus moves to previous. */
export const ScrolledToEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 6 && canvas.queryByRole('button', { name: 'Next videos' }); i++) {
      const before = trackOf(canvasElement).scrollLeft;
      await userEvent.click(canvas.getByRole('button', { name: 'Next videos' }));
      await waitFor(() => expect(trackOf(canvasElement).scrollLeft).toBeGreaterThan(before));
      await waitFor(() => {
        const el = trackOf(canvasElement);
        const settled = el.scrollLeft;
        return new Promise((resolve, reject) =>
          requestAnimationFrame(() =>
            el.scrollLeft === settled ? resolve(true) : reject(new Error('moving')),
          ),
        );
      });
    }
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next videos' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Previous videos' })).toHaveFocus();
  },
};

/** The keyboard: focus the track, End jumps to the end, Home back to the start. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const track = trackOf(canvasElement);
    await waitFor(() => expect(track).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next videos' })).toBeNull());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Previous videos' })).toBeNull());
    await waitFor(() => expect(track.scrollLeft).toBe(0));
  },
};

/** Listing videos (VideoCard) with a visible heading. */
export const ListingVideos: Story = {
  args: { videos: sampleVideos, title: 'Recommended for you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** Everything fits: no buttons at all. */
export const FewVideos: Story = {
  args: { videos: sliderVideos.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { videos: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { videos: [], status: 'error', errorCode: 'general_error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No advertised videos right now')).toBeVisible();
  },
};

/** Long titles are clamped to two lines. */
export const LongTitles: Story = {
  args: {
    videos: sliderVideos.map((v) => ({
      ...v,
      title: `${v.title}: a much longer title that keeps going well past two lines of the card`,
    })),
  },
};

/** On the mobile layout a card takes most of the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next videos' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous videos' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous videos' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Previous videos' })).toBeNull());
    await waitFor(() => expect(trackOf(canvasElement).scrollLeft).toBe(0));
  },
};
