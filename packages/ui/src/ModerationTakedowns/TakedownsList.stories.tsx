import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG, takedown, takedowns } from '../ModerationCommon/fixtures';
import type { TakedownsListProps } from '../ModerationCommon/types';
import { TakedownsList } from './TakedownsList';

function Stateful(props: TakedownsListProps) {
  const [pendingOnly, setPendingOnly] = useState(props.pendingOnly);
  return (
    <TakedownsList
      {...props}
      pendingOnly={pendingOnly}
      onPendingOnlyChange={(next) => {
        props.onPendingOnlyChange(next);
        setPendingOnly(next);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/TakedownsList',
  component: TakedownsList,
  args: {
    takedowns,
    total: 3,
    page: 1,
    pendingOnly: false,
    onPendingOnlyChange: fn(),
    onRestore: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    hrefForVideo: (id) => `/video/${id}/`,
    hrefForReport: (id) => `/moderation/reports/${id}/`,
  },
  argTypes: {
    hrefForVideo: { table: { disable: true } },
    hrefForReport: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof TakedownsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; restored ones have no restore button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Restore the video' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Report #501' })).toHaveAttribute(
      'href',
      '/moderation/reports/501/',
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Restore the video' })[0] as HTMLElement);
    await expect(args.onRestore).toHaveBeenCalledWith(71);
  },
};

/** The pending filter: only counter-notices waiting for a decision. */
export const PendingFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /Only counter-notices/ });
    await userEvent.click(box);
    await expect(args.onPendingOnlyChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
  },
};

export const EmptyPending: Story = { args: { takedowns: [], total: 0, pendingOnly: true } };

export const Loading: Story = { args: { loading: true, takedowns: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', takedowns: [] } };

export const ActionFailed: Story = { args: { actionError: 'general_error' } };

export const LongText: Story = {
  args: {
    takedowns: [takedown({ video_title: LONG, reason: LONG, counter_notice: LONG.repeat(3) })],
    total: 1,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
