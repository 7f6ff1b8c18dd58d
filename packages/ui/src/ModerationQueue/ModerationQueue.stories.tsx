import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG, reviewItem, reviewItems } from '../ModerationCommon/fixtures';
import type { ModerationQueueProps } from '../ModerationCommon/types';
import { ModerationQueue } from './ModerationQueue';

/** Holds the selection, as the console page does. */
function Stateful(props: ModerationQueueProps) {
  const [selected, setSelected] = useState(props.selectedId ?? null);
  return (
    <ModerationQueue
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        props.onSelect(id);
        setSelected(id);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/ModerationQueue',
  component: ModerationQueue,
  args: { items: reviewItems, page: 1, total: 3, onSelect: fn(), onPageChange: fn(), onRetry: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Longest waiting first: poster, title, uploader, waiting time. Choosing a title selects it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'Test pattern with a tone' });
    await userEvent.click(second);
    await expect(args.onSelect).toHaveBeenCalledWith(102);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Waiting: 2 days 3 hr')).toBeVisible();
  },
};

/** The keyboard: Tab reaches each title, Enter selects it. */
export const Keyboard: Story = {
  args: { selectedId: 101 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Harbour timelapse at dusk' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

/** Many pages: the pagination under the list. */
export const Paged: Story = {
  args: { total: 160, page: 2 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /^3$|Page 3/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = { args: { loading: true, items: [] } };

export const LoadFailed: Story = {
  args: { error: 'general_error', items: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { items: [], total: 0 } };

export const LongText: Story = {
  args: {
    items: [
      reviewItem({
        title: LONG,
        uploader: { ...reviewItem().uploader, username: 'a_very_long_username_indeed_that_keeps_going' },
      }),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { selectedId: 101 },
};
