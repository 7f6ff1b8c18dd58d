import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsRootProps, tabsActivationModes, tabsSizes, tabsVariants } from './Tabs';

interface Section {
  value: string;
  label: string;
  body: string;
  disabled?: boolean;
}

const sections: ReadonlyArray<Section> = [
  {
    value: 'about',
    label: 'About',
    body: 'A slow timelapse of the harbour at sunset, filmed over two hours.',
  },
  { value: 'comments', label: 'Comments', body: '24 comments. Sign in to join the conversation.' },
  { value: 'related', label: 'Related', body: 'More videos from the same member and category.' },
  { value: 'share', label: 'Share', body: 'Copy the link or embed the player on your page.' },
];

type ExampleProps = TabsRootProps & { sections?: ReadonlyArray<Section>; listLabel?: string };

function VideoTabs({ sections: items = sections, listLabel = 'Video sections', ...root }: ExampleProps) {
  return (
    <Tabs.Root defaultValue={items[0]?.value} {...root}>
      <Tabs.List label={listLabel}>
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value}>
          <p style={{ margin: 0 }}>{item.body}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: VideoTabs,
  args: { onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    size: { control: 'inline-radio', options: tabsSizes },
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof VideoTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Automatic activation: Tab reaches the active tab, the arrow keys move and show each tab at once
 * (wrapping at the ends), Home and End jump, and Tab then moves into the panel.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Video sections' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'About', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const comments = canvas.getByRole('tab', { name: 'Comments', selected: true });
    await expect(comments).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Comments' })).toHaveTextContent('24 comments');
    await expect(comments).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Share', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'About', selected: true })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('about');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
  },
};

/** Manual activation: the arrow keys only move focus; Enter or Space shows the focused tab. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const comments = canvas.getByRole('tab', { name: 'Comments' });
    await expect(comments).toHaveFocus();
    await expect(comments).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'About' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(comments).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('tab', { name: 'Related', selected: true })).toHaveFocus();
  },
};

/** Starts on another tab than the first. */
export const WithValue: Story = {
  args: { defaultValue: 'share' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel', { name: 'Share' })).toBeVisible();
  },
};

/** The pill look, at both sizes. */
export const Pill: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsSizes.map((size) => (
        <VideoTabs key={size} {...args} variant="pill" size={size} listLabel={`Video sections (${size})`} />
      ))}
    </div>
  ),
};

/** A disabled tab is skipped by the arrow keys. */
export const Disabled: Story = {
  args: {
    sections: sections.map((section) =>
      section.value === 'comments' ? { ...section, disabled: true } : section,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Comments' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Related', selected: true })).toHaveFocus();
  },
};

/** Vertical: Up and Down move between tabs. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Comments', selected: true })).toHaveFocus();
  },
};

const longSections: ReadonlyArray<Section> = [
  {
    value: 'uploads',
    label: 'Uploaded videos and their statistics',
    body: 'Every video this member uploaded.',
  },
  { value: 'favourites', label: 'Favourite videos from other members', body: 'Videos this member liked.' },
  { value: 'playlists', label: 'Public playlists', body: 'Playlists anyone can see.' },
  {
    value: 'subscriptions',
    label: 'Subscriptions to channels and members',
    body: 'Who this member follows.',
  },
];

/** Long tab labels do not wrap: the tab row scrolls sideways instead. */
export const LongText: Story = {
  args: { sections: longSections, listLabel: 'Member profile sections' },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <VideoTabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Member profile sections' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Subscriptions to channels and members' })).toHaveFocus();
  },
};

/** On the mobile layout the tab row scrolls when it does not fit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    size: 'sm',
    sections: [...sections, { value: 'download', label: 'Download', body: 'Get the file.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Download', selected: true })).toHaveFocus();
  },
};
