import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appeal, appeals, LONG, viewer } from '../ModerationCommon/fixtures';
import { choose, dialog } from '../ModerationCommon/storyHelpers';
import type { AppealsListProps } from '../ModerationCommon/types';
import { AppealsList } from './AppealsList';

/** Holds the status, as the route does with the address. */
function Stateful(props: AppealsListProps) {
  const [status, setStatus] = useState(props.status);
  return (
    <AppealsList
      {...props}
      status={status}
      onStatusChange={(next) => {
        props.onStatusChange(next);
        setStatus(next);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/AppealsList',
  component: AppealsList,
  args: {
    appeals,
    total: 2,
    page: 1,
    status: 'pending',
    onStatusChange: fn(),
    onDecide: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    hrefForVideo: (id) => `/videos/${id}/`,
  },
  argTypes: { hrefForVideo: { table: { disable: true } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AppealsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending appeals: who asks, their statement, the staff-only proof, and the two decisions. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: 'Harbour at dawn' });
    await expect(within(first).getByText('Hidden while pending')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Open the picture (staff only)' })).toHaveAttribute(
      'href',
      '/api/moderation/appeal-proof.php?appeal_id=71',
    );
    const second = canvas.getByRole('article', { name: 'Quiet pier' });
    await expect(within(second).queryByText('Hidden while pending')).not.toBeInTheDocument();
  },
};

/** Removing asks for confirmation with an optional note to the appellant, then calls back. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getByRole('article', { name: 'Harbour at dawn' });
    await userEvent.click(within(first).getByRole('button', { name: 'Remove video' }));
    const confirm = within(await dialog('Remove “Harbour at dawn”'));
    await userEvent.type(confirm.getByRole('textbox'), 'Your request was upheld.');
    await userEvent.click(confirm.getByRole('button', { name: 'Remove video' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      appealId: 71,
      decision: 'remove',
      note: 'Your request was upheld.',
    });
  },
};

/** Restoring without a note. */
export const Restore: Story = {
  play: async ({ canvasElement, args }) => {
    const second = within(canvasElement).getByRole('article', { name: 'Quiet pier' });
    await userEvent.click(within(second).getByRole('button', { name: 'Restore video' }));
    const confirm = within(await dialog('Restore “Quiet pier”'));
    await userEvent.click(confirm.getByRole('button', { name: 'Restore video' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ appealId: 72, decision: 'restore', note: undefined });
  },
};

/** Decided appeals: who decided and the note; no buttons. Choosing a status calls back. */
export const Decided: Story = {
  args: {
    status: 'removed',
    appeals: [
      appeal({
        status: 'removed',
        decided_at: '2026-11-21T09:00:00Z',
        decided_by: viewer,
        note: 'Your request was upheld.',
      }),
    ],
    total: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Decided by mod_ada/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove video' })).not.toBeInTheDocument();
    await choose(canvasElement, 'Status', 'Restored');
    await expect(args.onStatusChange).toHaveBeenCalledWith('restored');
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'already_decided' } };

export const Loading: Story = { args: { loading: true, appeals: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', appeals: [] } };

export const Empty: Story = { args: { appeals: [], total: 0 } };

export const LongText: Story = {
  args: { appeals: [appeal({ video_title: LONG, statement: LONG, name: LONG.slice(0, 100) })], total: 1 },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
