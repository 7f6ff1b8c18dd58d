import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingGrid } from '../ListingGrid/ListingGrid';
import { brokenImage, expectPlaceholder, mobileGlobals } from '../VideoCard/storyHelpers';
import { ChannelCard, type ChannelCardData, ChannelCardSkeleton } from './ChannelCard';
import { channel, sampleChannels } from './fixtures';

const meta = {
  title: 'Components/ChannelCard',
  component: ChannelCard,
  args: { channel },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <ChannelCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, name, counts of videos and subscribers, and the first three categories. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
    await expect(canvas.getByText('1.2K videos')).toBeVisible();
    await expect(canvas.getByText('48.7K subscribers')).toBeVisible();
    await expect(canvas.getByText(/Travel, Nature, Music/)).toBeVisible();
  },
};

/** A new channel: no logo, no categories, zero counts. */
export const Empty: Story = {
  args: {
    channel: {
      dir: 'plain-works',
      title: 'Plain Works',
      img: null,
      total_videos: 0,
      categories: [],
      statistics: { subscribers: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 videos')).toBeVisible();
    await expectPlaceholder(canvasElement);
  },
};

/** The logo failed to load: the placeholder shows instead. */
export const ImageError: Story = {
  args: { channel: { ...channel, img: brokenImage } },
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement);
  },
};

/** Long names are clamped to two lines, long category lists to one. */
export const LongText: Story = {
  args: {
    channel: {
      ...channel,
      title: 'The North Studio of Slow Travel, Quiet Landscapes and Long Walks Through Old Towns',
      categories: [
        { dir: 'architecture', title: 'Architecture and urban history' },
        { dir: 'landscapes', title: 'Landscapes' },
        { dir: 'walking', title: 'Walking tours' },
      ],
    },
  },
};

/** The loading placeholder. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 300 }}>
      <ChannelCardSkeleton />
    </div>
  ),
};

/** A channels listing on the mobile layout. */
export const Mobile: Story = {
  globals: mobileGlobals,
  render: () => (
    <ListingGrid<ChannelCardData>
      kind="channels"
      status="success"
      label="Channels"
      items={sampleChannels}
      getKey={(c) => c.dir}
      renderItem={(c) => <ChannelCard channel={c} />}
    />
  ),
};
