import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../VideoCard/storyHelpers';
import { FriendButton, friendButtonStates } from './FriendButton';

const meta = {
  title: 'Components/FriendButton',
  component: FriendButton,
  argTypes: { state: { control: 'radio', options: friendButtonStates } },
  args: {
    state: 'none',
    name: 'Kestrel',
    onAdd: fn(),
    onCancel: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onUnfriend: fn(),
    onLoginRequired: fn(),
  },
  // Room under the button for its menu in the screenshots.
  render: (args) => (
    <div style={{ minHeight: 120 }}>
      <FriendButton {...args} />
    </div>
  ),
} satisfies Meta<typeof FriendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Nothing between the two yet: "Add friend" asks. */
export const AddFriend: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add friend' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The viewer's request waits: "Request sent", whose menu cancels it. */
export const RequestSent: Story = {
  args: { state: 'request_sent' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request sent' }));
    const item = await body().findByRole('menuitem', { name: 'Cancel request' });
    await expect(item).toBeVisible();
    await userEvent.click(item);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The member asked the viewer: accept or decline, named after them. */
export const RequestReceived: Story = {
  args: { state: 'request_received' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kestrel wants to be your friend')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the friend request of Kestrel' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Friends: the menu of "Friends" unfriends (shown open). */
export const Friends: Story = {
  args: { state: 'friends' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Friends' }));
    const item = await body().findByRole('menuitem', { name: 'Unfriend' });
    await expect(item).toBeVisible();
    await expect(args.onUnfriend).not.toHaveBeenCalled();
  },
};

/** An act is under way: busy, and clicks wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add friend' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A visitor: the click opens sign-in instead (§6). */
export const Visitor: Story = {
  args: { canAct: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add friend' });
    await expect(button).toHaveAccessibleDescription('Sign in to add friends');
    await userEvent.click(button);
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
  },
};

/** A long name wraps in the note, the buttons stay whole (mobile layout). */
export const LongNameMobile: Story = {
  globals: mobileGlobals,
  args: { state: 'request_received', name: 'a_member_with_a_rather_long_username_indeed' },
};
