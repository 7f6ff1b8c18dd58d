import { type Category, UPLOAD_LIMITS } from '@site/api';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './ContextMenus.css';
import { ChevronDown } from './icons';

export interface CategorySelectMenuProps {
  categories: ReadonlyArray<Pick<Category, 'dir' | 'title'>>;
  /** The chosen categories' dirs. */
  value: readonly string[];
  onValueChange: (dirs: string[]) => void;
  /** The fewest and most that may be chosen (§5 "categories: min {min}, max {max} selected"). */
  min?: number;
  max?: number;
  defaultOpen?: boolean;
}

/**
 * The category multi-select context menu (§2): checkable categories that stay open while choosing;
 * once `max` are chosen the others are disabled. The form shows the §5 min message when too few.
 */
export function CategorySelectMenu({
  categories,
  value,
  onValueChange,
  min = UPLOAD_LIMITS.minCategories,
  max = UPLOAD_LIMITS.maxCategories,
  defaultOpen,
}: CategorySelectMenuProps) {
  const { t, plural } = useMessages();
  const full = value.length >= max;
  const toggle = (dir: string, checked: boolean) =>
    onValueChange(checked ? [...value, dir] : value.filter((chosen) => chosen !== dir));
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className={styles.triggerText}>
          {value.length === 0
            ? t('categorySelectMenu.none')
            : plural('categorySelectMenu.trigger', value.length)}
        </span>
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{t('categorySelectMenu.label', { min, max })}</DropdownMenu.Label>
        <div className={styles.scroll}>
          {categories.map((category) => {
            const checked = value.includes(category.dir);
            return (
              <DropdownMenu.CheckboxItem
                key={category.dir}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(next) => toggle(category.dir, next === true)}
                // Keep the menu open while choosing several.
                onSelect={(event) => event.preventDefault()}
              >
                {category.title}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </div>
        {value.length > 0 && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => onValueChange([])}>
              {t('categorySelectMenu.clear')}
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
