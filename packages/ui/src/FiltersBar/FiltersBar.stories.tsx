import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { FiltersBar, type FiltersBarProps, type VideoFiltersValue } from './FiltersBar';

const initial: VideoFiltersValue = { sort: 'top-rated', type: 'all', date: 'all', duration: 'all' };

/** Holds the applied values, as the route would. */
function Routed(props: FiltersBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FiltersBar
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FiltersBar',
  component: FiltersBar,
  args: { value: initial, onChange: fn() },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof FiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing filtered: the sort and the filters dropdowns, no counter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sort and filter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sort: Top rated' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** Choosing a sort applies it at once and closes the menu. */
export const ChangeSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Top rated' }));
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Most popular' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...initial, sort: 'most-popular' });
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Sort: Most popular' })).toHaveFocus();
  },
};

/** The filters panel open with a draft: nothing changes until Apply. */
export const FiltersOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'HD' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'This week' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Apply sends every value, closes the panel and the counter shows the filters that are not 'all'. */
export const ApplyFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'VR' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Over 40 min' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...initial, type: 'vr', duration: '3' });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
  },
};

/** Sorted by latest updates: the date filter is disabled, says why, and is not counted. */
export const DateDisabledBySort: Story = {
  args: { value: { sort: 'latest-updates', type: 'hd', date: 'week', duration: '2' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters 2 active' }));
    const date = await body(canvasElement).findByRole('radiogroup', { name: 'Date added' });
    await expect(date).toHaveAccessibleDescription('Not available with this sort');
    await expect(within(date).getByRole('radio', { name: 'Any time' })).toBeChecked();
    await expect(within(date).getByRole('radio', { name: 'Today' })).toBeDisabled();
  },
};

/** On the search page: no sort dropdown and no date filter. */
export const Search: Story = {
  args: { search: true, value: { ...initial, type: 'hd' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Sort/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 1 active' }));
    await body(canvasElement).findByRole('radiogroup', { name: 'Type' });
    await expect(body(canvasElement).queryByRole('radiogroup', { name: 'Date added' })).toBeNull();
  },
};

/** Every filter set: the counter reads 3. */
export const AllActive: Story = {
  args: { value: { sort: 'most-popular', type: 'vr', date: 'month', duration: '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
  },
};

/** Long labels (German-length texts) wrap instead of overflowing. */
export const LongText: Story = {
  render: (args) => (
    <UiProvider
      locale="de"
      messages={{
        'filtersBar.sortBy': 'Sortieren nach: {sort}',
        'filtersBar.sort.top-rated': 'Am besten bewertet von der Gemeinschaft',
        'filtersBar.filters': 'Weitere Filtermöglichkeiten',
        'filtersBar.activeCount.one': '{count} aktiv',
        'filtersBar.activeCount.other': '{count} aktiv',
        'filtersBar.duration': 'Videolänge in Minuten',
        'filtersBar.duration.2': 'Zwischen zehn und vierzig Minuten lang',
      }}
    >
      <div style={{ maxWidth: 420 }}>
        <Routed {...args} value={{ ...initial, duration: '2' }} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Weitere Filtermöglichkeiten 1 aktiv' }),
    );
    await expect(
      await body(canvasElement).findByRole('radio', { name: 'Zwischen zehn und vierzig Minuten lang' }),
    ).toBeChecked();
  },
};

/** Mobile (≤ 1024 px): one "Sort and filter" button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: { ...initial, type: 'hd' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sort and filter 1 active' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sort:/ })).toBeNull();
  },
};

/** The mobile menu open: sort and filters in one panel, applied together. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort and filter' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Sort and filter' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Longest' }));
    await expect(within(sheet).getByRole('radio', { name: 'This week' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Under 10 min' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(sheet).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Applying in the mobile menu closes it and returns focus to its button. */
export const MobileApply: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort and filter' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Sort and filter' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Most commented' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: 'VR' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...initial, sort: 'most-commented', type: 'vr' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sort and filter 1 active' })).toHaveFocus(),
    );
  },
};
