import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { href: '/notifications/', count: 3 },
  render: (args) => (
    <div style={{ display: 'flex', padding: 8 }}>
      <NotificationBell {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the count over the bell, and in its name. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/notifications/');
  },
};

/** Nothing unread: the bell alone. */
export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

/** Over 99: "99+", on the bell and in its name. */
export const Many: Story = {
  args: { count: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Notifications, 99+ unread' }),
    ).toBeVisible();
  },
};
