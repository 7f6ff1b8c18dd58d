import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOW, sessions } from './fixtures';
import { SessionList } from './SessionList';

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  args: {
    status: 'success',
    sessions,
    now: NOW,
    onSignOut: fn(),
    onSignOutOthers: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <SessionList {...args} />
    </div>
  ),
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This browser marked; a sign-out for each other one and for all of them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This browser')).toBeVisible();
    await expect(canvas.getByText('Safari · iOS')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sign out Safari · iOS, last active 2 days ago' }),
    );
    await expect(args.onSignOut).toHaveBeenCalledWith(37);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onSignOutOthers).toHaveBeenCalled();
  },
};

/** Signing the phone out: its button is busy, the others wait. */
export const Busy: Story = {
  args: { busy: 37 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Sign out Safari · iOS, last active 2 days ago' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  },
};

/** Signed in in this browser only: nothing to sign out. */
export const OnlyThis: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are signed in in this browser only.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'pending', sessions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sessions');
  },
};

/** The read failed: the §8 message and a retry. */
export const Failed: Story = {
  args: { status: 'error', errorCode: 'general_error', sessions: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
