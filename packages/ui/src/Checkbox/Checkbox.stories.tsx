import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxCheckedState, checkboxSizes } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: checkboxSizes },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches it, Space toggles it, and so does a click on its label. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, description: 'Stay signed in on this device for 30 days' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Stay signed in on this device for 30 days');
  },
};

const playlists = ['Favourites', 'Watch later', 'Road trip'];

function PlaylistPicker() {
  const [chosen, setChosen] = useState<ReadonlyArray<string>>(['Watch later']);
  const all: CheckboxCheckedState =
    chosen.length === playlists.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <fieldset style={{ display: 'grid', gap: 8, border: 'none', margin: 0, padding: 0 }}>
      <legend style={{ marginBottom: 8 }}>Add to playlists</legend>
      <Checkbox
        label="All playlists"
        checked={all}
        onCheckedChange={(next) => setChosen(next === true ? playlists : [])}
      />
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
        {playlists.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={chosen.includes(name)}
            onCheckedChange={(next) =>
              setChosen((current) => (next === true ? [...current, name] : current.filter((c) => c !== name)))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** "All playlists" is indeterminate (announced as mixed) while only some of the items are chosen. */
export const Indeterminate: Story = {
  render: () => <PlaylistPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All playlists' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const name of playlists) await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Road trip' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unavailable option" disabled />
      <Checkbox {...args} label="Always included" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Unavailable option' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

/** An error: `aria-invalid` and `aria-describedby` pointing at the message. */
export const WithError: Story = {
  args: {
    label: 'I am 18 or older and accept the terms of use',
    required: true,
    error: 'This field is required',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I am 18 or older and accept the terms of use',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (box.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Error: This field is required',
    );
  },
};

export const Required: Story = {
  args: { label: 'I accept the terms of use', required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I accept the terms of use' }),
    ).toBeRequired();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {checkboxSizes.map((size) => (
        <Checkbox key={size} {...args} size={size} label={`Size ${size}`} defaultChecked />
      ))}
    </div>
  ),
};

/** A long label and description wrap beside the box. */
export const LongText: Story = {
  args: {
    label:
      'Send me an e-mail when a member I follow uploads a new video, comments on one of my videos, or replies to one of my comments',
    description:
      'At most one e-mail a day, with everything that happened since the last one. You can turn this off at any time in your profile settings.',
    defaultChecked: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Checkbox {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'I am 18 or older and accept the terms of use', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
