import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { ReportModal } from './ReportModal';

const pending = () => new Promise<never>(() => {});

function CaptchaPlaceholder() {
  return (
    <div style={{ padding: 12, border: '1px dashed currentColor', borderRadius: 8, width: 'fit-content' }}>
      Captcha widget
    </div>
  );
}

async function dialogOf(name = 'Contact support') {
  return findDialog(name);
}

async function fillAndSend(name?: string) {
  const dialog = await dialogOf(name);
  await userEvent.click(within(dialog).getByRole('textbox', { name: /^Message/ }));
  await userEvent.paste('The player stops after a few seconds on my phone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

const meta = {
  title: 'Components/ReportModal',
  component: ReportModal,
  args: { defaultOpen: true, onSubmit: fn(), captcha: <CaptchaPlaceholder /> },
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof ReportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contact support: subject, e-mail, message (≤ 1000), optional image, captcha. */
export const Default: Story = {};

/** Submitting empty: subject, e-mail and message are required; focus goes to the subject. */
export const Required: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));
    await expect(within(dialog).getByRole('combobox', { name: /Subject/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail in a bad format. */
export const BadEmail: Story = {
  args: { defaultSubject: 'Support Request' },
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'viewer@');
    await fillAndSend();
    await expect(await within(dialog).findByText('E-mail entered incorrectly')).toBeVisible();
  },
};

/** §5: a file that is not an image is rejected when chosen. */
export const WrongFileType: Story = {
  play: async () => {
    const dialog = await dialogOf();
    const input = within(dialog).getByLabelText(/^Image/);
    await userEvent.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await within(dialog).findByText('Only images can be attached')).toBeVisible();
  },
};

/** §5: a too-large image is rejected when chosen. */
export const FileTooLarge: Story = {
  args: { maxImageBytes: 1024 },
  play: async () => {
    const dialog = await dialogOf();
    const input = within(dialog).getByLabelText(/^Image/);
    await userEvent.upload(input, new File([new Uint8Array(4096)], 'shot.png', { type: 'image/png' }));
    await expect(await within(dialog).findByText(/The image is too large/)).toBeVisible();
  },
};

/** Reporting a video from its menu: the subject is preselected, the e-mail prefilled. */
export const ReportVideoPending: Story = {
  args: {
    videoTitle: 'Sunset timelapse over the harbour',
    defaultSubject: 'Report Inappropriate Content',
    defaultEmail: 'viewer@example.com',
    onSubmit: fn(pending),
  },
  play: async ({ args }) => {
    const dialog = await fillAndSend('Report a video');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'Report Inappropriate Content', email: 'viewer@example.com' }),
    );
  },
};

/** §4 contact form success: the confirmation replaces the form. */
export const Success: Story = {
  args: {
    defaultSubject: 'Technical Problems',
    defaultEmail: 'viewer@example.com',
    onSubmit: fn(() => Promise.resolve()),
  },
  play: async () => {
    const dialog = await fillAndSend();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Your message has been sent');
  },
};

/** §4 contact form error: the server's code in the banner. */
export const ServerError: Story = {
  args: {
    defaultSubject: 'Technical Problems',
    defaultEmail: 'viewer@example.com',
    onSubmit: fn(() => Promise.reject({ code: 'general_error' })),
  },
  play: async () => {
    const dialog = await fillAndSend();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** The message stops at 1000 characters. */
export const LongMessage: Story = {
  play: async () => {
    const dialog = await dialogOf();
    const box = within(dialog).getByRole('textbox', { name: /^Message/ });
    await userEvent.click(box);
    await userEvent.paste('The video keeps buffering in the evening. '.repeat(30));
    await expect((box as HTMLTextAreaElement).value).toHaveLength(1000);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
