import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea, textAreaSizes } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: textAreaSizes },
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
    maxLength: { control: 'number' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `maxLength`: a labelled multi-line field with no counter. */
export const Default: Story = {
  args: { placeholder: 'Write your comment', description: 'Be kind; 5 to 256 characters' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Great video!{Enter}Thanks');
    await expect(box).toHaveValue('Great video!\nThanks');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Great video!\nThanks');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * The member modal's message (§5: up to 200): a counter "12 / 200" under the field, and a polite live
 * region reading "12 of 200 characters" once typing pauses, which also describes the field.
 */
export const WithCounter: Story = {
  args: { maxLength: 200, placeholder: 'Say hello' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('0 of 200 characters');
    await expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(status.id);
    await userEvent.click(box);
    await userEvent.keyboard('Hello there!');
    await expect(canvas.getByText('12 / 200')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('12 of 200 characters'));
  },
};

const almostFull = 'I really liked the part at the harbour. '.repeat(5).slice(0, 195);

/** The hard stop at 200: typing past the limit is not accepted, and neither is the rest of a paste. */
export const HardStopAt200: Story = {
  args: { maxLength: 200, defaultValue: almostFull },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(box);
    box.setSelectionRange(box.value.length, box.value.length);
    await userEvent.keyboard(' Thanks for sharing!');
    await expect(box.value).toHaveLength(200);
    await userEvent.paste(' And one more thing.');
    await expect(box.value).toHaveLength(200);
    await expect(canvas.getByText('200 / 200')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('200 of 200 characters'));
  },
};

/** The inbox textarea (§5: stops input at 1000): a long paste keeps only the first 1000 characters. */
export const HardStopAt1000: Story = {
  args: { label: 'Reply', maxLength: 1000, rows: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' });
    await userEvent.click(box);
    await userEvent.paste('A long reply that goes on and on. '.repeat(40));
    await expect(box.value).toHaveLength(1000);
    await userEvent.keyboard('more');
    await expect(box.value).toHaveLength(1000);
    await expect(canvas.getByText('1,000 / 1,000')).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { maxLength: 200, defaultValue: 'Hi! I loved your latest upload. Do you take requests?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('53 / 200')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, maxLength: 200, defaultValue: 'Messages are closed for this member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

/** An error: `aria-invalid` and `aria-describedby` pointing at the message, then at the counter. */
export const WithError: Story = {
  args: { maxLength: 200, error: 'An empty message is not sent', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (box.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Error: An empty message is not sent',
    );
  },
};

export const Required: Story = {
  args: {
    label: 'Description',
    required: true,
    description: 'Tell us why you want to download: 150 to 500 characters',
    maxLength: 500,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeRequired();
  },
};

/** Very long label, description, error and unbroken text wrap inside the field. */
export const LongText: Story = {
  args: {
    label:
      'Describe the problem with this video in as much detail as you can, including the time at which it happens',
    description:
      'Moderators read every report. Reports about copyright need the name of the rights holder and a link to the original work.',
    error:
      'Your report is missing the link to the original work, which copyright reports need before we can act',
    maxLength: 1000,
    defaultValue: `${'Averyverylongwordwithoutanyspacesatallthatmustwrapinsidethefield'.repeat(3)} and then some ordinary text that follows it.`,
  },
};

/** The member modal's message on the mobile layout. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { maxLength: 200, required: true, placeholder: 'Say hello' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Hi!');
    await expect(within(canvasElement).getByText('3 / 200')).toBeVisible();
  },
};
