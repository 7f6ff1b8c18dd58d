import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { channelVideo, memberVideo, sampleVideos } from './fixtures';
import { VideoCard, VideoCardSkeleton } from './VideoCard';

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  args: { video: memberVideo },
  // One card at a typical listing width.
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <VideoCard {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's upload with views: links to the video page and to the member. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: memberVideo.title })).toHaveAttribute(
      'href',
      '/videos/1042/sunset-timelapse-over-the-harbour/',
    );
    await expect(canvas.getByText('15.3K views')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Member Kestrel' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
  },
};

export const HD: Story = { args: { video: { ...memberVideo, props: { hd: 1, vr: 0 } } } };

export const VR: Story = { args: { video: { ...memberVideo, props: { hd: 0, vr: 1 } } } };

export const HDAndVR: Story = { args: { video: { ...memberVideo, props: { hd: 1, vr: 1 } } } };

/** Nobody has watched it yet. */
export const JustAdded: Story = {
  args: { video: { ...memberVideo, video_viewed: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Just added')).toBeVisible();
  },
};

/** Channel content: the author link goes to the channel; counts in millions, an hour-long duration. */
export const ChannelAuthor: Story = {
  args: { video: channelVideo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Channel North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
  },
};

export const TrustedMember: Story = {
  args: { video: { ...memberVideo, is_trusted: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Trusted member' })).toBeVisible();
  },
};

/** A content source named `usersupload` is a member upload, not a channel. */
export const UserUpload: Story = {
  args: { video: { ...channelVideo, content_source_dir: 'usersupload', content_source_name: 'usersupload' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Member Kestrel' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
  },
};

/** Titles are clamped to two lines. */
export const LongTitle: Story = {
  args: {
    video: {
      ...memberVideo,
      title:
        'A very long title about a slow walk along the river at dawn, with birdsong, fog over the water and a bridge in the distance',
      display_name: 'A member with a rather long display name',
    },
  },
};

/** The loading placeholder: same footprint, no text, hidden from assistive technology. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <VideoCardSkeleton />
    </div>
  ),
};

/** A listing on the mobile layout: one column of cards, then placeholders for the next page. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: vars.space.lg,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {sampleVideos.map((video) => (
        <li key={video.video_id}>
          <VideoCard video={video} />
        </li>
      ))}
      {[1, 2].map((n) => (
        <li key={`skeleton-${n}`}>
          <VideoCardSkeleton />
        </li>
      ))}
    </ul>
  ),
};
