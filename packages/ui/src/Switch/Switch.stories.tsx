import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, switchSizes } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Autoplay next video', onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: switchSizes },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `switch` role with `aria-checked`: Tab reaches it, Space and Enter toggle it, so does its label. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Autoplay next video' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByText('Autoplay next video'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, description: 'Plays the next video in the list when this one ends' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Autoplay next video' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Plays the next video in the list when this one ends');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off and disabled" disabled />
      <Switch {...args} label="On and disabled" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Off and disabled' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/** An error: `aria-invalid` and `aria-describedby` pointing at the message. */
export const WithError: Story = {
  args: { label: 'E-mail notifications', error: 'Confirm your e-mail address first', defaultChecked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-mail notifications' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (toggle.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Error: Confirm your e-mail address first',
    );
  },
};

export const Required: Story = {
  args: { label: 'I agree to receive the newsletter', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'I agree to receive the newsletter' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {switchSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 24 }}>
          <Switch {...args} size={size} label={`Size ${size}, off`} />
          <Switch {...args} size={size} label={`Size ${size}, on`} defaultChecked />
        </div>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label:
      'Show videos from every category on the home page, including the ones that you have hidden from your recommendations before',
    description:
      'When this is off, hidden categories stay hidden everywhere: on the home page, in search results and in the related videos.',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Switch {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} label="Autoplay next video" size="lg" />
      <Switch {...args} label="HD by default" size="lg" defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const hd = canvas.getByRole('switch', { name: 'HD by default' });
    await expect(hd).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(hd).not.toBeChecked();
  },
};
