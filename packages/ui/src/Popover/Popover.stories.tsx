import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { findDialog } from '../internal/stories';
import { vars } from '../theme/contract.css';
import { Popover, type PopoverContentProps } from './Popover';

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Czechia',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Italy',
  'Japan',
  'Mexico',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
];

const optionStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
} as const;

function FilterForm() {
  return (
    <>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs }}>
        <legend style={{ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xs }}>Type</legend>
        {['All', 'HD', 'VR'].map((type) => (
          <label key={type} style={optionStyle}>
            <input type="radio" name="type" defaultChecked={type === 'All'} /> {type}
          </label>
        ))}
      </fieldset>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs }}>
        <legend style={{ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xs }}>
          Duration
        </legend>
        {['Any', 'Under 10 minutes', '10–30 minutes', 'Over 30 minutes'].map((duration) => (
          <label key={duration} style={optionStyle}>
            <input type="radio" name="duration" defaultChecked={duration === 'Any'} /> {duration}
          </label>
        ))}
      </fieldset>
      <Popover.Close asChild>
        <Button>Apply</Button>
      </Popover.Close>
    </>
  );
}

function CountryList({ items }: { items: readonly string[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid' }}>
      {items.map((country) => (
        <li key={country}>
          <a
            href={`#${country.toLowerCase()}`}
            style={{ display: 'block', padding: `${vars.space.xs} 0`, color: vars.color.text }}
          >
            {country}
          </a>
        </li>
      ))}
    </ul>
  );
}

type FilterPopoverProps = Pick<PopoverContentProps, 'hideTitle' | 'hideCloseButton' | 'side' | 'align'> & {
  defaultOpen?: boolean;
  trigger?: string;
  title?: string;
  children?: ReactNode;
};

function FilterPopover({
  defaultOpen = false,
  trigger = 'Filters',
  title = 'Filter videos',
  children = <FilterForm />,
  ...content
}: FilterPopoverProps) {
  return (
    <div style={{ minHeight: 420 }}>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger asChild>
          <Button variant="secondary">{trigger}</Button>
        </Popover.Trigger>
        <Popover.Content title={title} {...content}>
          {children}
        </Popover.Content>
      </Popover.Root>
      <p style={{ marginTop: vars.space.xxl }}>Videos below the filters.</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: FilterPopover,
  argTypes: {
    hideTitle: { control: 'boolean' },
    hideCloseButton: { control: 'boolean' },
    children: { table: { disable: true } },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof FilterPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Closed: the trigger, collapsed, announcing that it opens a dialog. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The videos filter menu, open: a dialog named by its title, with a close button and Apply. */
export const Open: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  args: { defaultOpen: true },
  play: async () => {
    const panel = await findDialog('Filter videos');
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(panel).getByRole('group', { name: 'Duration' })).toBeVisible();
  },
};

/**
 * Keyboard: Enter opens it and focus moves inside; the trigger is wired (`aria-expanded`, `aria-controls`);
 * Escape closes it and focus returns to the trigger.
 */
export const KeyboardAndFocusReturn: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await findDialog('Filter videos');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click outside closes it (§4 "clicking outside closes them"). */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await findDialog('Filter videos');
    await userEvent.click(canvas.getByText('Videos below the filters.'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Apply (a `Popover.Close`) closes it and focus returns to the trigger. */
export const ApplyCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const panel = await findDialog('Filter videos');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The country select: a long list scrolls inside the panel, which stays within the window. */
export const CountrySelectLongList: Story = {
  args: {
    defaultOpen: true,
    trigger: 'Country: Germany',
    title: 'Choose a country',
    children: <CountryList items={countries} />,
  },
  play: async () => {
    const panel = await findDialog('Choose a country');
    await waitFor(() => expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(within(panel).getAllByRole('link')).toHaveLength(countries.length);
  },
};

/** A long title wraps beside the close button. */
export const LongTitle: Story = {
  args: {
    defaultOpen: true,
    trigger: 'Category',
    title: 'Choose up to three categories that describe this video best',
    children: <CountryList items={['Nature', 'Travel', 'Timelapse']} />,
  },
};

/** The title kept for assistive technology only, and no close button: Escape and outside clicks still close. */
export const HiddenTitleNoCloseButton: Story = {
  args: { defaultOpen: true, hideTitle: true, hideCloseButton: true },
  play: async () => {
    const panel = await findDialog('Filter videos');
    await expect(within(panel).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** The mobile filter menu (§2 "on mobile a filter context menu opens instead"). */
export const MobileFilterMenu: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const panel = await findDialog('Filter videos');
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};
