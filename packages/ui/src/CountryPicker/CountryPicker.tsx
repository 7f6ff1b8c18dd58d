import { MODEL_COUNTRIES } from '@site/api/display';
import { useMemo } from 'react';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { countryName } from '../Flag/countries';
import { Flag } from '../Flag/Flag';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './CountryPicker.css';

export interface CountryPickerProps {
  /** The chosen country: a two-letter code (any case) or `eu`; `null` for none yet. */
  value: string | null;
  /** A country was chosen (lower-case code). */
  onValueChange: (code: string) => void;
  /** The countries offered. Defaults to the top-country list (`MODEL_COUNTRIES`, §9). */
  countries?: readonly string[];
  /** Open at first render (stories, tests). */
  defaultOpen?: boolean;
}

/** The countries with a name in `locale`, sorted by that name; unknown codes are left out. */
export function sortedCountries(codes: readonly string[], locale: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return codes
    .flatMap((code) => {
      const name = countryName(code, locale);
      return name ? [{ code: code.toLowerCase(), name }] : [];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The country picker (§2 context menu "country select", the top-country list of §9): a button with the
 * chosen country's flag and name opening a menu of countries, sorted by their name in the current
 * language. Arrow keys move, typing a name jumps to it, Enter chooses.
 */
export function CountryPicker({
  value,
  onValueChange,
  countries = MODEL_COUNTRIES,
  defaultOpen,
}: CountryPickerProps) {
  const { t, locale } = useMessages();
  const options = useMemo(() => sortedCountries(countries, locale), [countries, locale]);
  const current = value ? countryName(value, locale) : undefined;
  const shown = current ?? t('countryPicker.unknown');
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm">
          {/* Named by its content ("Country: Germany"): the visible name is part of it (WCAG 2.5.3). */}
          <span className={visuallyHidden}>{t('countryPicker.buttonLabel')}</span>{' '}
          {current && <Flag code={value} size="sm" decorative />}
          <span className={styles.name}>{shown}</span>
          <LineIcon className={styles.chevron} d="M4 6l4 4 4-4" strokeWidth="1.8" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup value={value?.toLowerCase() ?? ''} onValueChange={onValueChange}>
          {options.map((country) => (
            <DropdownMenu.RadioItem key={country.code} value={country.code} textValue={country.name}>
              <span className={styles.option}>
                <Flag code={country.code} size="sm" decorative />
                {country.name}
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
