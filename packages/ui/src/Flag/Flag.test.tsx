import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { countryName, isModelCountry, MODEL_COUNTRIES } from './countries';
import { Flag } from './Flag';

describe('given the model country list of §9', () => {
  it('holds about 100 distinct lower-case codes, eu among them', () => {
    expect(MODEL_COUNTRIES.length).toBe(100);
    expect(new Set(MODEL_COUNTRIES).size).toBe(MODEL_COUNTRIES.length);
    expect(MODEL_COUNTRIES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(MODEL_COUNTRIES).toContain('eu');
  });

  it.each(MODEL_COUNTRIES)('%s has an English name', (code) => {
    expect(countryName(code, 'en')).toEqual(expect.any(String));
  });

  it('recognises codes in any case', () => {
    expect(isModelCountry('DE')).toBe(true);
    expect(isModelCountry('xx')).toBe(false);
  });
});

describe('given a Flag for a known code', () => {
  it("is the country's flag image, loaded lazily, named after the country", () => {
    render(<Flag code="de" />);
    const flag = screen.getByRole('img', { name: 'Germany' });
    expect(flag.tagName).toBe('IMG');
    expect(flag).toHaveAttribute('src', '/flags/de.svg');
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag).toHaveAttribute('width', '28');
    expect(flag).toHaveAttribute('height', '21');
  });

  it('loads from the folder the site serves the flags from, at once when it has priority', () => {
    render(
      <UiProvider flagBase="https://static.example/flags/">
        <Flag code="PL" priority />
      </UiProvider>,
    );
    const flag = screen.getByRole('img', { name: 'Poland' });
    expect(flag).toHaveAttribute('src', 'https://static.example/flags/pl.svg');
    expect(flag).toHaveAttribute('loading', 'eager');
  });

  it('names eu too', () => {
    render(<Flag code="eu" />);
    expect(screen.getByRole('img', { name: 'European Union' })).toBeInTheDocument();
  });

  it('accepts upper-case codes', () => {
    render(<Flag code="GB" />);
    expect(screen.getByRole('img', { name: 'United Kingdom' })).toBeInTheDocument();
  });

  it('names the country in the current language', () => {
    render(
      <UiProvider locale="de">
        <Flag code="nl" />
        <Flag code="eu" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Niederlande' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Europäische Union' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Flag code="fr" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('given a code nobody knows', () => {
  it.each(['xx', 'zz', 'usa', '', '1a'])('shows a placeholder named "Unknown country" for %j', (code) => {
    render(<Flag code={code} />);
    const flag = screen.getByRole('img', { name: 'Unknown country' });
    expect(flag).toHaveAttribute('data-unknown');
  });

  it('shows the placeholder for no code at all', () => {
    render(<Flag code={null} />);
    expect(screen.getByRole('img', { name: 'Unknown country' })).toBeInTheDocument();
  });

  it('translates the placeholder name', () => {
    render(
      <UiProvider locale="de" messages={{ 'flag.unknown': 'Unbekanntes Land' }}>
        <Flag code="xx" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Unbekanntes Land' })).toBeInTheDocument();
  });

  it('gives English names for a locale Intl cannot read', () => {
    expect(countryName('it', 'not a locale!')).toBe('Italy');
  });
});
