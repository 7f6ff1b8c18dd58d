import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategorySelect, type CategorySelectProps } from './CategorySelect';

const categories = [
  'Animals',
  'Architecture',
  'City',
  'Coast',
  'Cooking',
  'Forest',
  'Harbour',
  'Mountains',
  'Night sky',
  'Rain',
  'Rivers',
  'Snow',
  'Sport',
  'Timelapse',
  'Trains',
].map((title) => ({ title, dir: title.toLowerCase().replace(/\s+/g, '-') }));

/** Holds the chosen dirs, as a form would. */
function Controlled(props: CategorySelectProps) {
  const [value, setValue] = useState(props.value ?? []);
  return (
    <CategorySelect
      {...props}
      value={value}
      onChange={(dirs) => {
        props.onChange?.(dirs);
        setValue(dirs);
      }}
    />
  );
}

const meta = {
  title: 'Components/CategorySelect',
  component: CategorySelect,
  args: { categories, min: 1, max: 3, onChange: fn(), value: [] },
  render: (args) => (
    <div style={{ maxWidth: 480, minHeight: 520 }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof CategorySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing chosen yet, with the range to choose from. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Choose categories' });
    await expect(group).toHaveAccessibleDescription('Choose 1 to 3.');
    await expect(within(group).getByText('None chosen yet')).toBeVisible();
  },
};

/** Chosen categories show as tags, each with a remove button. */
export const WithChosen: Story = {
  args: { value: ['city', 'harbour'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'City',
      'Harbour',
    ]);
    await expect(canvas.getByRole('button', { name: 'Remove Harbour' })).toBeVisible();
  },
};

/** Keyboard only: open with Enter, filter by typing, tick with Space, close with Escape. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose categories' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Choose categories' });
    const filter = within(panel).getByRole('searchbox', { name: 'Find a category' });
    await userEvent.click(filter);
    await userEvent.keyboard('ra');
    await expect(within(panel).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['rain']);
    await expect(within(panel).getByRole('status')).toHaveTextContent('1 of 3 chosen');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove Rain' })).toBeVisible();
  },
};

/** At the maximum the other categories are disabled and the panel says why. */
export const AtMaximum: Story = {
  args: { value: ['animals', 'coast', 'snow'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose categories' }));
    const panel = await body(canvasElement).findByRole('dialog');
    await expect(within(panel).getByRole('checkbox', { name: 'Forest' })).toBeDisabled();
    await expect(within(panel).getByRole('checkbox', { name: 'Snow' })).toBeChecked();
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'You have chosen the most allowed (3).',
    );
  },
};

/** Removing the last one shows the "too few" error and returns focus to the button. */
export const TooFew: Story = {
  args: { value: ['forest'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Forest' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least 1.');
    await expect(canvas.getByRole('button', { name: 'Choose categories' })).toHaveFocus();
  },
};

/** An error from the form (e.g. the server's). */
export const ErrorFromForm: Story = {
  args: { value: ['rain'], error: 'These categories cannot be used together.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'These categories cannot be used together.',
    );
  },
};

/** While the categories load: the button is busy and does not open. */
export const Loading: Story = {
  args: { categories: [], loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading categories' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** No categories to choose from. */
export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose categories' }));
    await expect(await body(canvasElement).findByText('No categories to choose from')).toBeVisible();
  },
};

/** Long titles end in an ellipsis in the tags and wrap in the panel. */
export const LongText: Story = {
  args: {
    categories: [
      { dir: 'long-1', title: 'Slow timelapses of harbours, rivers and coastlines at dawn and dusk' },
      { dir: 'long-2', title: 'Architecture of old railway stations across the northern provinces' },
      ...categories,
    ],
    value: ['long-1', 'long-2'],
    max: 4,
  },
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 520 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose categories' }));
    await expect(
      await body(canvasElement).findByRole('checkbox', {
        name: 'Architecture of old railway stations across the northern provinces',
      }),
    ).toBeChecked();
  },
};

/** Mobile: bigger remove targets; the panel fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: ['city', 'night-sky'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose categories' }));
    const panel = await body(canvasElement).findByRole('dialog');
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
