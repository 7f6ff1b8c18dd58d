import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../VideoCard/storyHelpers';
import { NOW, notifications } from './fixtures';
import { NotificationList } from './NotificationList';

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  args: {
    status: 'success',
    notifications,
    unread: 3,
    now: NOW,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <NotificationList {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each kind: three unread (marked, each with "mark read"), a rejection with its reason. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await expect(canvas.getByText('Reason: The sound is missing for the whole second half.')).toBeVisible();
    const reply = canvas.getByRole('link', { name: 'Kestrel replied to your comment on “Harbour at dawn”' });
    await expect(reply).toHaveAttribute('href', '/videos/501/harbour-at-dawn/');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark read: Marigold wants to be your friend' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(908);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

/** Everything read: no marks, no "mark all read". */
export const AllRead: Story = {
  args: { notifications: notifications.map((n) => ({ ...n, read: true })), unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

/** Marking all read: that button is busy, the rows' buttons wait. */
export const Busy: Story = {
  args: { busy: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { notifications: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'pending', notifications: [] } };

export const Failed: Story = { args: { status: 'error', errorCode: 'general_error', notifications: [] } };

/** A phone: the "mark read" buttons wrap under their text. */
export const Mobile: Story = { globals: mobileGlobals };
