import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { relatedVideos } from '../VideoInfo/fixtures';
import { RelatedVideos } from './RelatedVideos';

const fifty = relatedVideos(50);

const meta = {
  title: 'Components/RelatedVideos',
  component: RelatedVideos,
  args: { videos: fifty, onRetry: fn() },
} satisfies Meta<typeof RelatedVideos>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Related videos' })).getAllByRole('listitem');

/** 50 loaded, 10 shown (§4, §9); "Show more" adds the next 10 and moves focus to the first new card. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Showing 10 of 50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    // As a person would, wait for the next ten to appear (on a loaded machine the render may lag the click).
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20));
    await waitFor(() => expect(canvas.getByRole('link', { name: fifty[10]?.title })).toHaveFocus());
  },
};

/** Paged with Pagination instead: the next page replaces the list and focus goes to the heading. */
export const Pages: Story = {
  args: { paging: 'pages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of related videos' }));
    await userEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await expect(cards(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: fifty[20]?.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Related videos' })).toHaveFocus();
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Fewer than a page: no paging controls at all. */
export const FewVideos: Story = {
  args: { videos: fifty.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

/** Loading: ten card placeholders and one "Loading" status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading related videos');
  },
};

/** The list failed: the §8 message and a retry. */
export const ErrorState: Story = {
  args: { error: 'general_error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No related videos' })).toBeVisible();
  },
};

/** Long titles and names are clamped by the cards. */
export const LongText: Story = {
  args: {
    videos: fifty.slice(0, 3).map((video) => ({
      ...video,
      title: `${video.title}: a very long title about a slow walk along the river at dawn, with birdsong and fog over the water`,
      display_name: 'A member with a rather long display name indeed',
    })),
  },
};

export const Mobile: Story = {
  args: { videos: fifty.slice(0, 12), pageSize: 4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
