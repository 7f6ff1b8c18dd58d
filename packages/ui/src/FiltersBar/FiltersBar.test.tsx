import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { countActiveFilters, type FilterGroup, normalizeFilters } from './FilterMenu';
import { FiltersBar, type FiltersBarProps, type VideoFiltersValue } from './FiltersBar';

// Radix menus and popovers take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const initial: VideoFiltersValue = { sort: 'top-rated', type: 'all', date: 'all', duration: 'all' };

/** Holds the applied values, as a route would. */
function Routed(props: Partial<FiltersBarProps> & { onChange: FiltersBarProps['onChange'] }) {
  const [value, setValue] = useState<VideoFiltersValue>(props.value ?? initial);
  return (
    <FiltersBar
      layout="desktop"
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('given the videos filters bar on desktop', () => {
  it('changes the sort at once and closes the menu', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Routed onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Sort: Top rated' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Latest', 'Longest', 'Most commented', 'Most popular', 'Top rated']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Most popular' }));
    expect(onChange).toHaveBeenCalledWith({ ...initial, sort: 'most-popular' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort: Most popular' })).toBeInTheDocument();
  });

  it('applies the filters only with Apply, then counts those that are not "all"', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Routed onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('radio', { name: 'HD' }));
    await user.click(within(panel).getByRole('radio', { name: 'This week' }));
    await user.click(within(panel).getByRole('radio', { name: 'Over 40 min' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'top-rated', type: 'hd', date: 'week', duration: '3' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBeInTheDocument();
  });

  it('drops a draft that was not applied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Routed onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('radio', { name: 'VR' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(['latest-updates', 'longest', 'most-commented'] as const)(
    'disables the date filter for the %s sort, and neither applies nor counts it',
    async (sort) => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Routed onChange={onChange} value={{ sort, type: 'vr', date: 'week', duration: 'all' }} />);
      expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters 1 active' }));
      const date = await screen.findByRole('radiogroup', { name: 'Date added' });
      expect(date).toHaveAccessibleDescription('Not available with this sort');
      expect(within(date).getByRole('radio', { name: 'Any time' })).toBeChecked();
      for (const radio of within(date).getAllByRole('radio')) expect(radio).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).toHaveBeenCalledWith({ sort, type: 'vr', date: 'all', duration: 'all' });
    },
  );

  it('resets the draft to "all" with Reset', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Routed onChange={onChange} value={{ sort: 'top-rated', type: 'hd', date: 'day', duration: '1' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters 3 active' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'top-rated', type: 'all', date: 'all', duration: 'all' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('given the search page', () => {
  it('hides the sort and the date filter, and keeps the date it was given', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Routed onChange={onChange} search value={{ ...initial, date: 'month' }} />);
    expect(screen.queryByRole('button', { name: /^Sort/ })).not.toBeInTheDocument();
    // The date is not counted where it is not shown.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Date added' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '10–40 min' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ ...initial, date: 'month', duration: '2' });
  });
});

describe('given the mobile layout', () => {
  it('opens one menu with the sort and the filters, applied together', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Routed onChange={onChange} layout="mobile" />);
    expect(screen.queryByRole('button', { name: /^Sort:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort and filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sort and filter' });
    await user.click(within(sheet).getByRole('radio', { name: 'Longest' }));
    // Longest disables the date filter in the draft already.
    expect(within(sheet).getByRole('radio', { name: 'This week' })).toBeDisabled();
    await user.click(within(sheet).getByRole('radio', { name: 'Under 10 min' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'longest', type: 'all', date: 'all', duration: '1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort and filter 1 active' })).toHaveFocus();
  });
});

describe('given the filter helpers', () => {
  const groups: FilterGroup[] = [
    { key: 'type', label: 'Type', options: [] },
    { key: 'date', label: 'Date', options: [], disabledWhen: (v) => v.sort === 'longest' },
  ];

  it('counts the filters that are set and not "all", leaving out disabled ones and the sort', () => {
    expect(countActiveFilters({ sort: 'top-rated', type: 'hd', date: 'day' }, groups)).toBe(2);
    expect(countActiveFilters({ sort: 'longest', type: 'hd', date: 'day' }, groups)).toBe(1);
    expect(countActiveFilters({ sort: 'top-rated', type: 'all', date: 'all' }, groups)).toBe(0);
  });

  it('sets disabled filters back to "all"', () => {
    expect(normalizeFilters({ sort: 'longest', type: 'hd', date: 'day' }, groups)).toEqual({
      sort: 'longest',
      type: 'hd',
      date: 'all',
    });
  });
});
