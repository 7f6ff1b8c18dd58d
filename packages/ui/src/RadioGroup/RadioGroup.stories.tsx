import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, radioGroupSizes } from './RadioGroup';

/**
 * Presses and then releases an arrow key. Radix checks the radio that gets focus while an arrow key is
 * held; user-event would otherwise release the key before Radix's deferred focus move, unlike a person.
 */
async function arrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

const dates = [
  { value: 'all', label: 'Any time' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month', description: 'The last 30 days' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Date added', options: dates, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    size: { control: 'inline-radio', options: radioGroupSizes },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A `radiogroup` named by its label. Tab enters at the chosen radio (or the first), the arrow keys move
 * and choose, wrapping at the ends.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Date added' })).toBeVisible();
    await userEvent.tab();
    const any = canvas.getByRole('radio', { name: 'Any time' });
    await expect(any).toHaveFocus();
    await arrow('ArrowDown');
    const week = canvas.getByRole('radio', { name: 'This week' });
    await expect(week).toHaveFocus();
    await expect(week).toBeChecked();
    await arrow('ArrowDown');
    await arrow('ArrowDown');
    await expect(any).toHaveFocus();
    await expect(any).toBeChecked();
    await arrow('ArrowUp');
    await expect(canvas.getByRole('radio', { name: 'This month' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
  },
};

/** With a value: Tab enters the group at the chosen radio. */
export const WithValue: Story = {
  args: { defaultValue: 'month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const month = canvas.getByRole('radio', { name: 'This month' });
    await expect(month).toHaveFocus();
    await expect(month).toBeChecked();
    await expect(month).toHaveAccessibleDescription('The last 30 days');
  },
};

/** Side by side: Left and Right move as well as Up and Down. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'This week' })).toBeChecked();
    await arrow('ArrowLeft');
    await expect(canvas.getByRole('radio', { name: 'Any time' })).toBeChecked();
  },
};

/** A disabled option is skipped by the arrow keys; a disabled group cannot be changed. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup
        {...args}
        label="Quality"
        defaultValue="720"
        options={[
          { value: '720', label: '720p' },
          { value: '1080', label: '1080p', description: 'For members only', disabled: true },
          { value: '480', label: '480p' },
        ]}
      />
      <RadioGroup {...args} label="Date added (locked)" defaultValue="week" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: '480p' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '1080p' })).toBeDisabled();
    for (const radio of within(canvas.getByRole('radiogroup', { name: 'Date added (locked)' })).getAllByRole(
      'radio',
    )) {
      await expect(radio).toBeDisabled();
    }
  },
};

/** An error: the group is `aria-invalid` and `aria-describedby` points at the message. */
export const WithError: Story = {
  args: {
    label: 'Orientation',
    required: true,
    error: 'This field is required',
    description: 'Who the playlist is for',
    options: [
      { value: 'straight', label: 'Straight' },
      { value: 'gay', label: 'Gay' },
      { value: 'shemale', label: 'Trans' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Orientation' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (group.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Error: This field is required',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Date added' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {radioGroupSizes.map((size) => (
        <RadioGroup
          key={size}
          {...args}
          size={size}
          label={`Size ${size}`}
          defaultValue="week"
          orientation="horizontal"
        />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Which of these best describes the problem you found with the video you are reporting?',
    defaultValue: 'copyright',
    options: [
      {
        value: 'copyright',
        label: 'It uses my work without permission (copyright infringement under the DMCA)',
        description:
          'We will ask for the name of the rights holder, a link to the original work and a statement made in good faith.',
      },
      { value: 'other', label: 'Something else' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <RadioGroup {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Duration',
    defaultValue: 'any',
    options: [
      { value: 'any', label: 'Any' },
      { value: 'short', label: 'Under 10 minutes' },
      { value: 'medium', label: '10 to 30 minutes' },
      { value: 'long', label: 'Over 30 minutes' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Under 10 minutes' })).toBeChecked();
  },
};
