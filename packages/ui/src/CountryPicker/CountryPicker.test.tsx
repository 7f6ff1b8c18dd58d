import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODEL_COUNTRIES } from '../Flag/countries';
import { UiProvider } from '../i18n/UiProvider';
import { CountryPicker, sortedCountries } from './CountryPicker';

describe('given sortedCountries', () => {
  it('sorts by the name in the language and leaves out codes without a name', () => {
    expect(sortedCountries(['DE', 'at', 'xx', 'fr'], 'en')).toEqual([
      { code: 'at', name: 'Austria' },
      { code: 'fr', name: 'France' },
      { code: 'de', name: 'Germany' },
    ]);
    expect(sortedCountries(['de', 'at'], 'de').map((c) => c.name)).toEqual(['Deutschland', 'Österreich']);
  });
});

describe('given a CountryPicker', () => {
  it('shows the chosen country with its flag', () => {
    render(<CountryPicker value="DE" onValueChange={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Country: Germany' });
    expect(button).toHaveTextContent('Germany');
  });

  it('says "All countries" when none is chosen', () => {
    render(<CountryPicker value={null} onValueChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Country: All countries' })).toBeInTheDocument();
  });

  it('offers the top-country list and calls back with the chosen code', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<CountryPicker value="de" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Country: Germany' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items).toHaveLength(MODEL_COUNTRIES.length);
    expect(within(menu).getByRole('menuitemradio', { name: 'Germany' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Japan' }));
    expect(onValueChange).toHaveBeenCalledWith('jp');
  });

  it('offers only the given countries, named in the language of the page', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider locale="de">
        <CountryPicker value="at" countries={['at', 'ch']} onValueChange={vi.fn()} />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Country: Österreich' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitemradio');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('Österreich');
    expect(items[1]).toHaveAccessibleName('Schweiz');
  });
});
