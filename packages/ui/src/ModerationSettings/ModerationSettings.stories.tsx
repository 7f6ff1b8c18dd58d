import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choose } from '../ModerationCommon/storyHelpers';
import { ModerationSettings } from './ModerationSettings';

const meta = {
  title: 'Moderation/ModerationSettings',
  component: ModerationSettings,
  args: {
    settings: { trusted_skip_review: false, complaint_days: 7, appeal_hides_video: true },
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

/** An admin lets removal appeals leave their video up until staff decide. */
export const AppealsLeaveVideoUp: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('switch', { name: 'Removal appeals hide the video at once' }),
    );
    await expect(args.onSettingChange).toHaveBeenCalledWith('appeal_hides_video', false);
  },
};

/** An admin sets the complaint clock: reports are due 14 days after they are sent. */
export const ComplaintDays: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Days to close a report', '14');
    await expect(args.onSettingChange).toHaveBeenCalledWith('complaint_days', 14);
  },
};

/** A moderator sees the setting but cannot change it. */
export const Moderator: Story = {
  args: {
    viewerRole: 'moderator',
    settings: { trusted_skip_review: true, complaint_days: 10, appeal_hides_video: false },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Trusted members skip review' }),
    ).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('combobox', { name: /Days to close a report/ }),
    ).toBeDisabled();
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'no_permission' } };

export const Loading: Story = { args: { loading: true, settings: null } };

export const LoadFailed: Story = { args: { error: 'general_error', settings: null } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
