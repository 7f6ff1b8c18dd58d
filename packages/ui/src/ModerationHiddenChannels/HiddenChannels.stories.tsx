import type { HiddenChannelItem } from '@site/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HiddenChannels } from './HiddenChannels';

const channels: HiddenChannelItem[] = [
  {
    channel_id: 9,
    dir: 'quiet-harbour-studio',
    title: 'Quiet Harbour Studio',
    gender: 'str',
    videos: 14,
    hidden_by: { user_id: 2, username: 'warden' },
    hidden_at: '2026-11-20T09:30:00Z',
  },
  {
    channel_id: 16,
    dir: 'amber-meadow-films',
    title: 'Amber Meadow Films',
    gender: 'gay',
    videos: 3,
    hidden_by: null,
    hidden_at: null,
  },
];

const meta = {
  title: 'Moderation/HiddenChannels',
  component: HiddenChannels,
  args: { channels, onChannelHide: fn(), onChannelShow: fn(), onRetry: fn() },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <HiddenChannels {...args} />
    </div>
  ),
} satisfies Meta<typeof HiddenChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding a channel: a name that is no address, or one hidden already, is refused at once; a good one is sent trimmed. */
export const Hide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Channel address name/ });
    await userEvent.type(field, 'two words{Enter}');
    await expect(await canvas.findByText(/Letters, digits, _ and - only/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Quiet-Harbour-Studio{Enter}');
    await expect(await canvas.findByText('This channel is already hidden')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, ' velvet-river-works ');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide channel' }));
    await expect(args.onChannelHide).toHaveBeenCalledWith('velvet-river-works');
  },
};

export const Show: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show again Amber Meadow Films' }),
    );
    await expect(args.onChannelShow).toHaveBeenCalledWith('amber-meadow-films');
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'not_found' } };

export const Loading: Story = { args: { loading: true, channels: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', channels: [] } };

export const Empty: Story = { args: { channels: [] } };

export const LongText: Story = {
  args: {
    channels: [
      {
        channel_id: 77,
        dir: 'd'.repeat(100),
        title: 'T'.repeat(120),
        gender: 'she',
        videos: 123456,
        hidden_by: { user_id: 3, username: 'x'.repeat(40) },
        hidden_at: '2026-11-01T08:00:00Z',
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
