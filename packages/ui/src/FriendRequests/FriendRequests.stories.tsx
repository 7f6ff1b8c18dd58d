import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../VideoCard/storyHelpers';
import { FriendRequests } from './FriendRequests';
import { incoming, NOW, outgoing } from './fixtures';

const meta = {
  title: 'Components/FriendRequests',
  component: FriendRequests,
  args: {
    status: 'success',
    incoming,
    outgoing,
    now: NOW,
    onAccept: fn(),
    onDecline: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <FriendRequests {...args} />
    </div>
  ),
} satisfies Meta<typeof FriendRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests asked of the member (accept, decline) and their own (cancel), with when each was asked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('list', { name: 'Waiting for your answer' });
    await expect(within(waiting).getByText('Asked 3 days ago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the friend request of Kestrel' }));
    await expect(args.onAccept).toHaveBeenCalledWith(77);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request to quiet_heron' }));
    await expect(args.onCancel).toHaveBeenCalledWith(12);
  },
};

/** Accepting Marigold's request: that button is busy, the row's decline waits. */
export const Busy: Story = {
  args: { busy: { userId: 91, act: 'accept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Accept the friend request of Marigold' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** More wait than the list holds. */
export const More: Story = {
  args: { outgoing: [], incomingCount: 104 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('and 102 more')).toBeVisible();
  },
};

/** None waiting. */
export const Empty: Story = {
  args: { incoming: [], outgoing: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No friend requests')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', incoming: undefined, outgoing: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading friend requests');
  },
};

/** The read failed: the §8 message and a retry. */
export const Failed: Story = {
  args: { status: 'error', errorCode: 'general_error', incoming: undefined, outgoing: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the buttons wrap under a long name. */
export const MobileLongText: Story = {
  globals: mobileGlobals,
  args: {
    incoming: incoming.map((request, i) =>
      i === 0 ? { ...request, username: 'a_member_with_a_rather_long_username_indeed' } : request,
    ),
  },
};
