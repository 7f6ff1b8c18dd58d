import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { category } from '../CategoryCard/fixtures';
import { ChannelCard } from '../ChannelCard/ChannelCard';
import { channel } from '../ChannelCard/fixtures';
import { member } from '../MemberCard/fixtures';
import { MemberCard } from '../MemberCard/MemberCard';
import { model } from '../ModelCard/fixtures';
import { ModelCard } from '../ModelCard/ModelCard';
import { playlist } from '../PlaylistCard/fixtures';
import { PlaylistCard } from '../PlaylistCard/PlaylistCard';
import { channelVideo, fakeLabelledVideo, memberVideo } from '../VideoCard/fixtures';
import { VideoCard, VideoCardSkeleton } from '../VideoCard/VideoCard';
import { BrandColumns, modeOf, screenshotParameters } from './BrandColumns';

const meta = {
  title: 'Screenshots/Cards',
  parameters: screenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Video cards: a member's upload, a channel's HD/VR video, a long labelled title, a placeholder. */
export const VideoCards: Story = {
  name: 'Video cards',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <VideoCard video={memberVideo} />
          <VideoCard video={{ ...channelVideo, props: { hd: 1, vr: 1 } }} />
          <VideoCard video={fakeLabelledVideo} />
          <VideoCardSkeleton />
        </>
      )}
    </BrandColumns>
  ),
};

/** The other cards of the listings: model, category, channel, member, playlist. */
export const OtherCards: Story = {
  name: 'Other cards',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <ModelCard model={model} />
          <CategoryCard category={category} />
          <ChannelCard channel={channel} />
          <MemberCard member={member} />
          <PlaylistCard playlist={playlist} />
        </>
      )}
    </BrandColumns>
  ),
};
