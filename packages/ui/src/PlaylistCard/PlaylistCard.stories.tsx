import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingGrid } from '../ListingGrid/ListingGrid';
import { at } from '../VideoCard/fixtures';
import { brokenImage, expectPlaceholder, mobileGlobals } from '../VideoCard/storyHelpers';
import { playlist, samplePlaylists } from './fixtures';
import { PlaylistCard, type PlaylistCardData, PlaylistCardSkeleton } from './PlaylistCard';

const meta = {
  title: 'Components/PlaylistCard',
  component: PlaylistCard,
  args: { playlist },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PlaylistCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlaylistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three thumbnails, the title, the owner and counts of videos and views. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Rainy day favourites' })).toHaveAttribute(
      'href',
      '/playlist/77',
    );
    await expect(canvas.getByRole('link', { name: 'Marigold' })).toHaveAttribute('href', '/members/91/');
    await expect(canvas.getByText('24 videos')).toBeVisible();
    await expect(canvas.getByText('15.3K views')).toBeVisible();
  },
};

export const TwoThumbnails: Story = { args: { playlist: at(samplePlaylists, 1) } };

/** One thumbnail, visible to its owner only. */
export const OnlyMe: Story = {
  args: { playlist: at(samplePlaylists, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only me')).toBeVisible();
  },
};

/** A playlist without videos: the placeholder and zero counts. */
export const Empty: Story = {
  args: { playlist: at(samplePlaylists, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 videos')).toBeVisible();
    await expectPlaceholder(canvasElement);
  },
};

/** A thumbnail failed to load: that tile shows the placeholder colour, the others stay. */
export const ImageError: Story = {
  args: { playlist: { ...playlist, thumbs: [brokenImage, ...playlist.thumbs.slice(1)] } },
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2);
  },
};

/** The owner's own list leaves out the owner's name. */
export const OwnPlaylist: Story = {
  args: { hideOwner: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Marigold' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    playlist: {
      ...playlist,
      title: 'Everything I want to watch again on a long rainy weekend at the cabin by the lake',
      user: { user_id: 91, username: 'a_member_with_a_rather_long_username_indeed' },
      statistics: { videos: 1_234, viewed: 98_765_432, likes: 0, dislikes: 0 },
    },
  },
};

/** The loading placeholder. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <PlaylistCardSkeleton />
    </div>
  ),
};

/** A playlists listing on the mobile layout. */
export const Mobile: Story = {
  globals: mobileGlobals,
  render: () => (
    <ListingGrid<PlaylistCardData>
      kind="playlists"
      status="success"
      label="Playlists"
      items={samplePlaylists}
      getKey={(p) => p.playlist_id}
      renderItem={(p) => <PlaylistCard playlist={p} />}
    />
  ),
};
