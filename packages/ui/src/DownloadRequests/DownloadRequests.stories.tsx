import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG } from '../ModerationCommon/fixtures';
import { choose } from '../ModerationCommon/storyHelpers';
import type { DownloadRequestsProps } from '../ModerationCommon/types';
import { DownloadRequests } from './DownloadRequests';
import { downloadRequest, downloadRequests, pendingRequests } from './fixtures';

/** Keeps the status and page as a console page would, showing the fixtures of that status. */
function Stateful(props: DownloadRequestsProps) {
  const [status, setStatus] = useState(props.status);
  const [page, setPage] = useState(props.page);
  const statusChanged = status !== props.status;
  return (
    <DownloadRequests
      {...props}
      status={status}
      page={page}
      requests={statusChanged ? downloadRequests.filter((r) => r.status === status) : props.requests}
      onStatusChange={(next) => {
        props.onStatusChange(next);
        setStatus(next);
        setPage(1);
      }}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/DownloadRequests',
  component: DownloadRequests,
  args: {
    requests: pendingRequests,
    status: 'pending',
    page: 1,
    onStatusChange: fn(),
    onPageChange: fn(),
    onApprove: fn(),
    onReject: fn(),
    onRetry: fn(),
    hrefForVideo: (id) => `/video/${id}/`,
    hrefForMember: (member) => `/members/${member.user_id}/`,
  },
  argTypes: {
    hrefForVideo: { table: { disable: true } },
    hrefForMember: { table: { disable: true } },
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof DownloadRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The waiting requests, oldest first: the video and the member link out; approve and reject call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Harbour timelapse at dusk' })).toHaveAttribute(
      'href',
      '/video/101/',
    );
    await expect(canvas.getByRole('link', { name: 'film_teacher' })).toHaveAttribute('href', '/members/21/');
    const approve = canvas.getAllByRole('button', { name: 'Approve' });
    await expect(approve).toHaveLength(2);
    await expect(approve[0]).toHaveAccessibleDescription('Harbour timelapse at dusk');
    await userEvent.click(approve[0] as HTMLElement);
    await expect(args.onApprove).toHaveBeenCalledWith(41);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reject' })[1] as HTMLElement);
    await expect(args.onReject).toHaveBeenCalledWith(42);
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  },
};

/** The status filter: decided requests show when and no buttons. */
export const StatusFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Status', 'Approved');
    await expect(args.onStatusChange).toHaveBeenCalledWith('approved');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('hill_walker')).toBeVisible();
    await expect(canvas.getByText(/^Decided /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** A full page offers the next one (the server sends no total); here pages of two. */
export const Paged: Story = {
  args: { pageSize: 2, page: 1 },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A decision under way: its button spins, every other decision button waits. */
export const Busy: Story = {
  args: { deciding: { requestId: 41, act: 'approve' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: 'Approve' });
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(second).toBeDisabled();
    for (const reject of canvas.getAllByRole('button', { name: 'Reject' }))
      await expect(reject).toBeDisabled();
    await userEvent.click(first as HTMLElement);
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** Someone else decided first: the alert says so and the list stays. */
export const ActionFailed: Story = {
  args: { actionError: 'already_decided' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Someone has already decided this request/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Approve' })[0]).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true, requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { error: 'general_error', requests: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No download requests' })).toBeVisible();
    await expect(canvas.getByText('No request is waiting for a decision.')).toBeVisible();
  },
};

/** A long title and member name, and a description at the 500-character limit. */
export const LongText: Story = {
  args: {
    requests: [
      downloadRequest({
        title: LONG,
        username: 'a_member_with_a_rather_long_name_indeed',
        description: `${LONG}${LONG}`.slice(0, 500),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Reject' })[0]).toBeVisible();
  },
};
