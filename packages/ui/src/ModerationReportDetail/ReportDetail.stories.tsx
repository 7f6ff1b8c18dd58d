import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG, reportItem, takedown, takedowns, thread, viewer } from '../ModerationCommon/fixtures';
import { choose, dialog } from '../ModerationCommon/storyHelpers';
import { ReportDetail } from './ReportDetail';

const meta = {
  title: 'Moderation/ReportDetail',
  component: ReportDetail,
  args: {
    report: reportItem(),
    thread,
    takedowns: [],
    viewer,
    imageHref: '/moderation/report-image/501',
    hrefForVideo: (id) => `/video/${id}/`,
    hrefForMember: (member) => `/members/${member.username}/`,
    backHref: '/moderation/reports/',
    onReply: fn(),
    onStatusChange: fn(),
    onAssign: fn(),
    onTakedown: fn(),
    onRestore: fn(),
    onRetry: fn(),
  },
  argTypes: {
    hrefForVideo: { table: { disable: true } },
    hrefForMember: { table: { disable: true } },
  },
} satisfies Meta<typeof ReportDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A copyright report: message, reporter e-mail, attached image, thread, controls and takedown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'DMCA / Copyright Infringement' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'rights@example.com' })).toHaveAttribute(
      'href',
      'mailto:rights@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Attached image' })).toHaveAttribute(
      'href',
      '/moderation/report-image/501',
    );
    await expect(canvas.getByRole('button', { name: 'Take down the video' })).toBeVisible();
  },
};

/** A reply (mailed) by default; the kind can be switched to a staff note. An empty text is refused. */
export const Reply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
    const text = canvas.getByRole('textbox', { name: /Text/ });
    await userEvent.type(text, 'We removed the video. Thank you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onReply).toHaveBeenLastCalledWith('reply', 'We removed the video. Thank you.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Staff note' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onReply).toHaveBeenLastCalledWith('note', 'We removed the video. Thank you.');
  },
};

/** Status change and assignment. */
export const StatusAndAssign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Status', 'Resolved');
    await expect(args.onStatusChange).toHaveBeenCalledWith('resolved');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await expect(args.onAssign).toHaveBeenCalledWith(1);
  },
};

/** Assigned to the viewer: only "Unassign", which assigns to nobody (0). */
export const AssignedToMe: Story = {
  args: { report: reportItem({ assignee: viewer, status: 'in_progress', triage_seconds: 600 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign' }));
    await expect(args.onAssign).toHaveBeenCalledWith(0);
  },
};

/** A takedown needs a reason; it is sent with the reported video. Focus returns to the button. */
export const Takedown: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Take down the video' });
    await userEvent.click(trigger);
    const box = await dialog('Copyright takedown');
    await userEvent.type(within(box).getByRole('textbox', { name: /Reason/ }), 'ab');
    await userEvent.click(within(box).getByRole('button', { name: 'Take down' }));
    await expect(await within(box).findByText('Length min 3')).toBeVisible();
    await userEvent.type(
      within(box).getByRole('textbox', { name: /Reason/ }),
      'c: footage owned by the reporter',
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Take down' }));
    await expect(args.onTakedown).toHaveBeenCalledWith(101, 'abc: footage owned by the reporter');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The takedowns this report caused, with the counter-notice and a restore button. */
export const WithTakedowns: Story = {
  args: {
    takedowns: [takedowns[0] ?? takedown()],
    report: reportItem({ status: 'resolved', triage_seconds: 3600 }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/I filmed this myself/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore the video' }));
    await expect(args.onRestore).toHaveBeenCalledWith(71);
  },
};

/** Not a copyright report: no takedown; no thread yet. */
export const Support: Story = {
  args: {
    report: reportItem({ subject: 'Support Request', video_id: null, has_image: 0, ref: null }),
    thread: [],
    imageHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Take down the video' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No replies or notes yet')).toBeVisible();
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'no_permission' } };

export const Loading: Story = { args: { loading: true, report: null, thread: [] } };

export const LoadFailed: Story = {
  args: { error: 'general_error', report: null, thread: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    report: reportItem({ message: LONG.repeat(4), ref: `https://example.com/${'segment/'.repeat(20)}` }),
    thread: [
      {
        ...(thread[0] ?? { message_id: 1, kind: 'note', author: null, created_at: '2026-11-20T09:00:00Z' }),
        body: LONG,
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A member's report of a comment (#32 item 5): what was reported, whose it is, and its text as it was. */
export const ReportedComment: Story = {
  args: {
    report: reportItem({
      subject: 'Report Inappropriate Content',
      video_id: null,
      has_image: 0,
      ref: '/videos/71/harbour-at-dawn/',
      message: 'Insults in the replies',
      target: {
        kind: 'comment',
        id: 7001,
        member: { user_id: 102, username: 'Heron' },
        excerpt: 'Everyone who likes this clip has no taste at all.',
      },
    }),
    thread: [],
    imageHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The author is named once, as a link in the sentence.
    const reported = canvas.getByText('Reported').nextElementSibling as HTMLElement;
    await expect(reported).toHaveTextContent(/^A comment by Heron$/);
    await expect(within(reported).getByRole('link', { name: 'Heron' })).toBeVisible();
    await expect(canvas.getByText('Everyone who likes this clip has no taste at all.')).toBeVisible();
  },
};
