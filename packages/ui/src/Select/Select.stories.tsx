import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, selectSizes } from './Select';

/** §5: the subjects of the contact form. */
const subjects = [
  { value: 'dmca', label: 'DMCA / Copyright Infringement' },
  { value: 'technical', label: 'Technical Problems' },
  { value: 'report', label: 'Report Inappropriate Content' },
  { value: 'support', label: 'Support Request' },
];

const page = () => within(document.body);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Subject',
    placeholder: 'Choose a subject',
    options: subjects,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    loading: { control: 'boolean' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab reaches the trigger, Enter opens the list at the first option, the arrow keys move and
 * Enter picks; the list closes and focus is back on the trigger.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await expect(trigger).toHaveTextContent('Choose a subject');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page().findByRole('listbox');
    await expect(listbox).toBeVisible();
    await waitFor(() => expect(page().getByRole('option', { name: subjects[0]?.label })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().getByRole('option', { name: 'Technical Problems' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('technical');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Technical Problems');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'support' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Subject' })).toHaveTextContent(
      'Support Request',
    );
  },
};

/** Open with the chosen option marked; the arrow keys move the highlight. */
export const Open: Story = {
  args: { defaultValue: 'technical' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const chosen = page().getByRole('option', { name: 'Technical Problems' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(chosen).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().getByRole('option', { name: 'Report Inappropriate Content' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(page().getByRole('option', { name: 'DMCA / Copyright Infringement' })).toHaveFocus();
  },
};

/** Escape closes the list without changing the value, and focus returns to the trigger. */
export const EscapeReturnsFocus: Story = {
  args: { defaultValue: 'dmca' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await userEvent.click(trigger);
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('DMCA / Copyright Infringement');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Typeahead: typing the first letters of an option moves to it. */
export const Typeahead: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('listbox');
    await userEvent.keyboard('sup');
    await waitFor(() => expect(page().getByRole('option', { name: 'Support Request' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Support Request'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'support' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Subject' })).toBeDisabled();
  },
};

/** An error: `aria-invalid` on the trigger and `aria-describedby` pointing at the message. */
export const WithError: Story = {
  args: { error: 'This field is required', required: true, description: 'Pick the closest match' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    const [errorId] = (trigger.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Error: This field is required',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Subject' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** While the options load: "Loading options…", a spinner, `aria-busy`, and it does not open. */
export const Loading: Story = {
  args: { label: 'Country', options: [], loading: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toHaveTextContent('Loading options…');
    await userEvent.click(trigger);
    await expect(page().queryByRole('listbox')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const longOptions = [
  {
    value: 'long',
    label:
      'Report content that appears to infringe the copyright of a work you own or are authorised to represent',
  },
  { value: 'short', label: 'Other' },
];

/** A long label wraps; a long value is cut with an ellipsis in the trigger and wraps in the list. */
export const LongText: Story = {
  args: {
    label:
      'What is the reason you are contacting the support team today, so that we can route your request quickly?',
    options: longOptions,
    defaultValue: 'long',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await userEvent.click(trigger);
    const option = await page().findByRole('option', { name: longOptions[0]?.label });
    await expect(option).toBeVisible();
  },
};

/** The sort dropdown on the mobile layout, open; options are at least 44 px tall there. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Sort by',
    placeholder: undefined,
    defaultValue: 'latest',
    options: [
      { value: 'latest', label: 'Latest' },
      { value: 'most-viewed', label: 'Most viewed' },
      { value: 'top-rated', label: 'Top rated' },
      { value: 'longest', label: 'Longest' },
    ],
  },
  render: (args) => <Select {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Sort by' }));
    const option = await page().findByRole('option', { name: 'Most viewed' });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
