import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { MessageModal } from './MessageModal';

const pending = () => new Promise<never>(() => {});

async function write(text: string) {
  const dialog = await findDialog('Message to Kestrel');
  const box = within(dialog).getByRole('textbox', { name: /^Message/ });
  await userEvent.click(box);
  if (text) await userEvent.paste(text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

const meta = {
  title: 'Components/MessageModal',
  component: MessageModal,
  args: { defaultOpen: true, recipientName: 'Kestrel', onSubmit: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof MessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** §5: an empty message is not sent. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await write('   ');
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5: typing stops at 200 characters; the counter shows it. */
export const AtLimit: Story = {
  play: async () => {
    const dialog = await findDialog('Message to Kestrel');
    const box = within(dialog).getByRole('textbox', { name: /^Message/ });
    await userEvent.click(box);
    await userEvent.paste('Thanks for the upload, the colours are lovely. '.repeat(6));
    await expect((box as HTMLTextAreaElement).value).toHaveLength(200);
    await expect(within(dialog).getByText('200 / 200')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ args }) => {
    const dialog = await write('Hello there!');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ msg: 'Hello there!' });
  },
};

export const Sent: Story = {
  args: { onSubmit: fn(() => Promise.resolve()) },
  play: async () => {
    const dialog = await write('Hello there!');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Message sent');
  },
};

/** The server rejects forbidden words. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({ code: 'forbidden_words', errors: [{ field: 'msg', code: 'forbidden_words' }] }),
    ),
  },
  play: async () => {
    const dialog = await write('Hello there!');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The message contains forbidden words',
    );
  },
};

export const LongName: Story = {
  args: { recipientName: 'A member with a remarkably long display name that needs to wrap' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
