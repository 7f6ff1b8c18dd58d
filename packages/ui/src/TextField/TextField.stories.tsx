import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    loading: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the input by its label; typing reports every change through `onValueChange`. */
export const Default: Story = {
  args: { description: '3 to 25 characters, letters and numbers', placeholder: 'e.g. kestrel77' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('3 to 25 characters, letters and numbers');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('kestrel');
    await expect(input).toHaveValue('kestrel');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('kestrel');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'kestrel77' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toHaveValue('kestrel77');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'kestrel77', disabled: true, description: 'The username cannot be changed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/**
 * An error: `aria-invalid`, and `aria-describedby` pointing at the message (read with an "Error:"
 * prefix), then at the description.
 */
export const WithError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'kestrel@',
    description: 'We send the confirmation link there',
    error: 'E-mail entered incorrectly',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const message = canvasElement.ownerDocument.getElementById(errorId ?? '');
    await expect(message).toHaveTextContent('Error: E-mail entered incorrectly');
    await expect(input).toHaveAccessibleDescription(
      'Error: E-mail entered incorrectly We send the confirmation link there',
    );
  },
};

/** Required: the input is `required`; the visible "(required)" marker stays out of its name. */
export const Required: Story = {
  args: { label: 'E-mail', type: 'email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('(required)')).toBeVisible();
  },
};

/** A very long label, description, error and value wrap or scroll inside the field's width. */
export const LongText: Story = {
  args: {
    label:
      'The name other members see next to your comments, your uploads and your playlists across the whole site',
    description:
      'You can change it at most once a month. It must be between 3 and 25 characters and may contain only latin letters and numbers, without spaces.',
    error:
      'This username is already taken by another member; please try a different one or add a few numbers',
    defaultValue: 'averyveryverylongusernamethatkeepsgoingwellpastthevisiblewidthofthefield',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

/** Loading (e.g. while suggestions load): a spinner and `aria-busy`; typing goes on. */
export const Loading: Story = {
  args: { label: 'Search videos', type: 'search', defaultValue: 'sunset', loading: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search videos' });
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(input, ' beach');
    await expect(input).toHaveValue('sunset beach');
  },
};

/** A password with a show/hide toggle (a pressed-state button named "Show password"). */
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'correct horse', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** `maxLength`: the browser stops typing and paste at the limit (25 for a username, §9). */
export const MaxLength: Story = {
  args: { maxLength: 25, description: '3 to 25 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.click(input);
    await userEvent.keyboard('abcdefghijklmnopqrstuvwxyz0123');
    await expect(input).toHaveValue('abcdefghijklmnopqrstuvwxy');
  },
};

/** Every type and size. */
export const TypesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`A ${type} field`} defaultValue="kestrel77" />
      ))}
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} placeholder="Placeholder" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'A search field' })).toHaveAttribute('type', 'search');
    await expect(canvas.getByRole('textbox', { name: 'A email field' })).toHaveAttribute('type', 'email');
  },
};

/** A sign-in form on the mobile layout: fields take the full width; Tab moves from one to the next. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} label="Username" autoComplete="username" required />
      <TextField {...args} label="Password" type="password" autoComplete="current-password" required />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
  },
};
