import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationSettings } from './ModerationSettings';

const meta = {
  title: 'Moderation/ModerationSettings',
  component: ModerationSettings,
  args: {
    settings: { trusted_skip_review: false },
    viewerRole: 'admin',
    onSettingChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ModerationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin turns "trusted members skip review" on. */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Trusted members skip review' }));
    await expect(args.onSettingChange).toHaveBeenCalledWith('trusted_skip_review', true);
  },
};

/** A moderator sees the setting but cannot change it. */
export const Moderator: Story = {
  args: { viewerRole: 'moderator', settings: { trusted_skip_review: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Trusted members skip review' }),
    ).toBeDisabled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'no_permission' } };

export const Loading: Story = { args: { loading: true, settings: null } };

export const LoadFailed: Story = { args: { error: 'general_error', settings: null } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
