import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { words } from '../ModerationCommon/fixtures';
import { ForbiddenWords } from './ForbiddenWords';

const meta = {
  title: 'Moderation/ForbiddenWords',
  component: ForbiddenWords,
  args: { words, onWordAdd: fn(), onWordRemove: fn(), onRetry: fn() },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <ForbiddenWords {...args} />
    </div>
  ),
} satisfies Meta<typeof ForbiddenWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a word: two words or a duplicate are refused at once; a good one is sent trimmed. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /New word/ });
    await userEvent.type(field, 'two words{Enter}');
    await expect(await canvas.findByText(/One word of letters and digits/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'SpamWord{Enter}');
    await expect(await canvas.findByText('This word is already on the list')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, ' freebies ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onWordAdd).toHaveBeenCalledWith('freebies');
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove scamlink' }));
    await expect(args.onWordRemove).toHaveBeenCalledWith('scamlink');
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'forbidden_words' } };

export const Loading: Story = { args: { loading: true, words: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', words: [] } };

export const Empty: Story = { args: { words: [] } };

export const LongText: Story = {
  args: {
    words: [
      {
        word: 'a'.repeat(60),
        added_by: { user_id: 3, username: 'x'.repeat(40) },
        created_at: '2026-11-01T08:00:00Z',
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
