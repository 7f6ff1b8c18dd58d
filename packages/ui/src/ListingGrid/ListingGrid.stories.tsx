import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { sampleMembers } from '../MemberCard/fixtures';
import { MemberCard, type MemberCardData } from '../MemberCard/MemberCard';
import { sampleVideos } from '../VideoCard/fixtures';
import { mobileGlobals } from '../VideoCard/storyHelpers';
import { ListingGrid, VideoGrid } from './ListingGrid';

const meta = {
  title: 'Components/ListingGrid',
  component: VideoGrid,
  args: { status: 'success', videos: sampleVideos, label: 'Latest videos', priorityCount: 4 },
} satisfies Meta<typeof VideoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of videos in responsive columns. */
export const Videos: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Latest videos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleVideos.length);
  },
};

/** While the page loads: one placeholder per video of the page (§9: 60) and one "Loading" status. */
export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading videos');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(60);
  },
};

/**
 * Another page is on its way (a client navigation, #27): the page shown dims under a veil, the list is
 * busy and says so, and nothing moves until the new page arrives.
 */
export const NextPageLoading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading videos');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(
      canvas.getByRole('list', { name: 'Latest videos' }),
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Latest videos' })).getAllByRole('listitem'),
    ).toHaveLength(sampleVideos.length);
  },
};

/** A smaller page asks for fewer placeholders. */
export const LoadingSmallPage: Story = {
  args: { status: 'pending', pageSize: 8 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(8);
  },
};

/** The request failed (§8, general_error): the message and a retry. */
export const ErrorState: Story = {
  args: { status: 'error', errorCode: 'general_error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong while loading this list');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Any code containing not_found shows the not-found message (§8), here with the way home. */
export const ErrorNotFound: Story = {
  args: { status: 'error', errorCode: 'videos_not_found', homeHref: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing found');
    await expect(canvas.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  },
};

export const ErrorNoPermission: Story = {
  args: { status: 'error', errorCode: 'no_permission' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to see this list',
    );
  },
};

/** The page has no videos. */
export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No videos here yet' })).toBeVisible();
  },
};

/** An empty result with the caller's own text and action (e.g. filters that match nothing). */
export const EmptyWithAction: Story = {
  args: {
    videos: [],
    emptyTitle: 'No videos match these filters',
    emptyDescription: 'Try another duration or type.',
    emptyAction: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** Long titles and names keep the columns even. */
export const LongText: Story = {
  args: {
    videos: sampleVideos.slice(0, 4).map((video, index) => ({
      ...video,
      title:
        index % 2 === 0
          ? 'A very long title about a slow walk along the river at dawn, with birdsong, fog over the water and a bridge'
          : video.title,
      display_name: 'A member with a rather long display name indeed',
    })),
  },
};

/** The mobile layout: fewer, wider columns. */
export const Mobile: Story = { globals: mobileGlobals };

export const MobileLoading: Story = {
  globals: mobileGlobals,
  args: { status: 'pending', pageSize: 6 },
};

export const MobileError: Story = {
  globals: mobileGlobals,
  args: { status: 'error', errorCode: 'general_error', onRetry: fn() },
};

/** Any card in the generic grid: members, whose pages hold 80 (§9). */
export const Members: Story = {
  render: () => (
    <ListingGrid<MemberCardData>
      kind="members"
      status="success"
      label="Members"
      items={sampleMembers}
      getKey={(member) => member.user_id}
      renderItem={(member) => <MemberCard member={member} />}
    />
  ),
};

export const MembersLoading: Story = {
  render: () => (
    <ListingGrid<MemberCardData>
      kind="members"
      status="pending"
      getKey={(member) => member.user_id}
      renderItem={(member) => <MemberCard member={member} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading members');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(80);
  },
};
