import { CHANNEL_SORTS, MEMBER_SORTS, MODEL_COUNTRIES, MODEL_SORTS, PLAYLIST_SORTS } from '@site/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import {
  ChannelFilters,
  MemberFilters,
  ModelFilters,
  type ModelFiltersValue,
  PlaylistFilters,
} from './FilterMenus';
import { noMemberFilters, noModelFilters } from './fixtures';

// Radix menus and popovers take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('given the model filters', () => {
  it('offers every model sort and every model filter of §3', async () => {
    const user = userEvent.setup();
    render(<ModelFilters layout="desktop" value={noModelFilters} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sort: Most popular' }));
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(MODEL_SORTS.length);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    for (const name of [
      'Sex',
      'First letter',
      'Ethnicity',
      'Age',
      'Country',
      'Breast size',
      'Hair colour',
      'Height',
      'Weight',
      'Tattoos',
      'Piercings',
    ]) {
      expect(within(panel).getByRole('combobox', { name })).toBeInTheDocument();
    }
  });

  it('applies a country and a sex, maps "all" sex to undefined, and counts them', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ModelFilters layout="desktop" value={noModelFilters} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('combobox', { name: 'Country' }));
    const countries = await screen.findByRole('listbox');
    // "All" and the fixed list of §9, named in the visitor's language.
    expect(within(countries).getAllByRole('option')).toHaveLength(MODEL_COUNTRIES.length + 1);
    await user.click(within(countries).getByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Sex' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied: ModelFiltersValue = { ...noModelFilters, country: 'de', sex: 'female' };
    expect(onChange).toHaveBeenCalledWith(applied);
    rerender(<ModelFilters layout="desktop" value={applied} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();

    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Filters 2 active' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ ...noModelFilters, sex: undefined });
  });

  it('writes the age bands from the contract’s bounds', async () => {
    const user = userEvent.setup();
    render(<ModelFilters layout="desktop" value={noModelFilters} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('combobox', { name: 'Age' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', '18–21', '22–29', '30–39', '40+']);
  });

  it('names the countries in the visitor’s language', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider locale="de">
        <ModelFilters layout="desktop" value={{ ...noModelFilters, country: 'gb' }} onChange={vi.fn()} />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveTextContent(
      'Vereinigtes Königreich',
    );
  });
});

describe('given the member filters', () => {
  it('applies the community filters with the sort kept', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<MemberFilters layout="desktop" value={noMemberFilters} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('radio', { name: 'Female' }));
    await user.click(within(panel).getByRole('radio', { name: '40+' }));
    await user.click(within(panel).getByRole('radio', { name: 'With avatar' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ ...noMemberFilters, sex: '2', age: '4', with_avatar: '1' });
  });

  it('offers the member sorts', async () => {
    const user = userEvent.setup();
    render(<MemberFilters layout="desktop" value={noMemberFilters} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sort: Newest' }));
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(MEMBER_SORTS.length);
  });
});

describe('given the channel and playlist sorts', () => {
  it.each([
    ['channels', ChannelFilters, CHANNEL_SORTS, 'Z to A', 'alphabetza'],
    ['playlists', PlaylistFilters, PLAYLIST_SORTS, 'Most viewed', 'most-viewed'],
  ] as const)(
    'the %s sort offers its sorts, has no filters, and applies at once',
    async (_, Menu, sorts, name, sort) => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Menu layout="desktop" value={{ sort: 'latest-updates' }} onChange={onChange} />);
      expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sort: Latest' }));
      expect(await screen.findAllByRole('menuitemradio')).toHaveLength(sorts.length);
      await user.click(screen.getByRole('menuitemradio', { name }));
      expect(onChange).toHaveBeenCalledWith({ sort });
    },
  );
});
