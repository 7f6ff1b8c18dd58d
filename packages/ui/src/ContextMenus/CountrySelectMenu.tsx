import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { countryName, Flag } from '../Flag/Flag';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './ContextMenus.css';
import { ChevronDown } from './icons';

export interface CountrySelectMenuProps {
  /** The country codes offered (e.g. `MODEL_COUNTRIES` of `@site/api`, or the top-country list). */
  countries: readonly string[];
  /** The chosen country code. */
  value: string;
  onValueChange: (code: string) => void;
  defaultOpen?: boolean;
}

/** The country select context menu (§2 country picker): a flag and name per country, one chosen. */
export function CountrySelectMenu({ countries, value, onValueChange, defaultOpen }: CountrySelectMenuProps) {
  const { t, locale } = useMessages();
  const current = countryName(value, locale) ?? value;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <Flag code={value} size="sm" decorative />
        <span className={styles.triggerText}>{t('countrySelect.trigger', { country: current })}</span>
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{t('countrySelect.label')}</DropdownMenu.Label>
        <div className={styles.scroll}>
          <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {countries.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code}>
                <span className={styles.itemRow}>
                  <Flag code={code} size="sm" decorative />
                  {countryName(code, locale) ?? code}
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
