import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { MemberReportModal } from './MemberReportModal';

const pending = () => new Promise<never>(() => {});

const meta = {
  title: 'Components/MemberReportModal',
  component: MemberReportModal,
  args: {
    defaultOpen: true,
    target: 'comment',
    memberName: 'Kestrel',
    excerpt: 'The colours in this clip are all wrong, and so is everyone who likes them.',
    onSubmit: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof MemberReportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment, quoted as it is reported. */
export const Comment: Story = {};

/** A member: nothing to quote. */
export const Member: Story = { args: { target: 'member', excerpt: null } };

/** A message of the dialog. */
export const Message: Story = { args: { target: 'message', excerpt: 'Answer me now.' } };

/** An empty reason is not sent. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Report a comment by Kestrel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const dialog = await findDialog('Report a comment by Kestrel');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Why/ }));
    await userEvent.paste('Insults in the replies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Insults in the replies' });
  },
};

/** One's own comment: the server's refusal in the banner. */
export const OwnThing: Story = {
  args: { onSubmit: fn(() => Promise.reject({ code: 'self_report' })) },
  play: async () => {
    const dialog = await findDialog('Report a comment by Kestrel');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Why/ }));
    await userEvent.paste('Testing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('You cannot report your own things')).toBeVisible();
  },
};
