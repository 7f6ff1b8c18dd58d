import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG, uploaderApplication, uploaders, viewer } from '../ModerationCommon/fixtures';
import { choose, dialog } from '../ModerationCommon/storyHelpers';
import type { UploadersListProps } from '../ModerationCommon/types';
import { UploadersList } from './UploadersList';

/** Holds the status, as the route does with the address. */
function Stateful(props: UploadersListProps) {
  const [status, setStatus] = useState(props.status);
  return (
    <UploadersList
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
  title: 'Moderation/UploadersList',
  component: UploadersList,
  args: {
    applications: uploaders,
    total: 2,
    page: 1,
    status: 'pending',
    onStatusChange: fn(),
    onDecide: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    hrefForMember: (member) => `/members/${member.user_id}/`,
  },
  argTypes: { hrefForMember: { table: { disable: true } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UploadersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending applications: the identity, the terms accepted, the staff-only pictures, the two decisions. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: 'quill_maker' });
    await expect(within(first).getByText('Robin Heron')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Identity document' })).toHaveAttribute(
      'href',
      '/api/moderation/uploader-image.php?application_id=81&image=id_document',
    );
    await expect(within(first).getByText(/Version 2026-11/)).toBeVisible();
    const second = canvas.getByRole('article', { name: 'harbor_lens' });
    await expect(within(second).getByText('Checked by the identity provider (idcheck)')).toBeVisible();
  },
};

/** Approving asks for confirmation (no reason needed), then calls back. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getByRole('article', { name: 'quill_maker' });
    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    const confirm = within(await dialog('Approve quill_maker as an uploader'));
    await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      applicationId: 81,
      decision: 'approve',
      reason: undefined,
    });
  },
};

/** Rejecting needs a reason: without one the dialog says so and does not call back. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(canvasElement).getByRole('article', { name: 'quill_maker' });
    await userEvent.click(within(first).getByRole('button', { name: 'Reject' }));
    const confirm = within(await dialog('Reject the application of quill_maker'));
    await userEvent.click(confirm.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await expect(confirm.getByText('This field is required')).toBeVisible();
    await userEvent.type(confirm.getByRole('textbox'), 'The document photo is blurred.');
    await userEvent.click(confirm.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      applicationId: 81,
      decision: 'reject',
      reason: 'The document photo is blurred.',
    });
  },
};

/** Decided applications: who decided and the reason; no buttons. Choosing a status calls back. */
export const Decided: Story = {
  args: {
    status: 'rejected',
    applications: [
      uploaderApplication({
        status: 'rejected',
        decided_at: '2026-11-21T09:00:00Z',
        decided_by: viewer,
        reason: 'The document photo is blurred.',
      }),
      uploaderApplication({
        application_id: 83,
        member: { user_id: 43, username: 'tide_frame' },
        status: 'rejected',
        provider: 'idcheck',
        decided_at: '2026-11-21T10:00:00Z',
        reason: 'The document has expired.',
      }),
    ],
    total: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Decided by mod_ada/)).toBeVisible();
    await expect(canvas.getByText(/Decided by the identity provider \(idcheck\)/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await choose(canvasElement, 'Status', 'Approved');
    await expect(args.onStatusChange).toHaveBeenCalledWith('approved');
  },
};

export const Busy: Story = { args: { busy: true } };

export const ActionFailed: Story = { args: { actionError: 'already_decided' } };

export const Loading: Story = { args: { loading: true, applications: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', applications: [] } };

export const Empty: Story = { args: { applications: [], total: 0 } };

export const LongText: Story = {
  args: { applications: [uploaderApplication({ legal_name: LONG.slice(0, 200), reason: LONG })], total: 1 },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
