import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ListingGrid } from '../ListingGrid/ListingGrid';
import { at } from '../VideoCard/fixtures';
import { brokenImage, mobileGlobals } from '../VideoCard/storyHelpers';
import { member, sampleMembers } from './fixtures';
import { MemberCard, type MemberCardData, MemberCardSkeleton } from './MemberCard';

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  args: { member },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <MemberCard {...args} />
    </div>
  ),
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trusted member: avatar, name with check mark and flag, counts of videos and subscribers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Marigold' })).toHaveAttribute('href', '/members/91/');
    await expect(canvas.getByRole('img', { name: 'Trusted member' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'France' })).toBeVisible();
    await expect(canvas.getByText('2.4K subscribers')).toBeVisible();
  },
};

/** A new member: no avatar (initials), no country, zero counts, not trusted. */
export const Empty: Story = {
  args: {
    member: { ...at(sampleMembers, 1), country: null, statistics: { videos: 0, viewed: 0, subscribers: 0 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 videos')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Trusted member' })).toBeNull();
  },
};

/** The avatar failed to load: the initials show instead. */
export const ImageError: Story = {
  args: { member: { ...member, avatar: brokenImage } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('M')).toBeVisible();
  },
};

/** A long name is cut with an ellipsis on one line. */
export const LongText: Story = {
  args: {
    member: {
      ...member,
      username: 'a_member_with_a_rather_long_username_indeed',
      statistics: { videos: 12_345, viewed: 0, subscribers: 9_876_543 },
    },
  },
};

/** On one's own friends list: the card carries the page's "Unfriend" control. */
export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" aria-label="Unfriend Marigold">
        Unfriend
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unfriend Marigold' });
    await expect(button).toBeVisible();
    // A pointer reaches it: the name's link stretched over the card does not cover it.
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(button.contains(hit)).toBe(true);
  },
};

/** The loading placeholder. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 220 }}>
      <MemberCardSkeleton />
    </div>
  ),
};

/** The community listing on the mobile layout. */
export const Mobile: Story = {
  globals: mobileGlobals,
  render: () => (
    <ListingGrid<MemberCardData>
      kind="members"
      status="success"
      label="Members"
      items={sampleMembers}
      getKey={(m) => m.user_id}
      renderItem={(m) => <MemberCard member={m} />}
    />
  ),
};
