import type { Category } from '@site/api';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { filtersEn } from '../i18n/messages/filters';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { Popover } from '../Popover/Popover';
import { joinIds, useControllableState } from '../TextField/Field';
import { TextField } from '../TextField/TextField';
import * as styles from './CategorySelect.css';

/** A category to choose, as the categories call returns it (§3). */
export type CategoryOption = Pick<Category, 'dir' | 'title'>;

export interface CategorySelectProps {
  /** Every category that can be chosen. */
  categories: ReadonlyArray<CategoryOption>;
  /** The chosen categories' dirs (controlled); pair with `onChange`. */
  value?: ReadonlyArray<string>;
  defaultValue?: ReadonlyArray<string>;
  /** Called with the chosen dirs, in the order of `categories`. */
  onChange?: (dirs: string[]) => void;
  /** The fewest to choose (e.g. the upload's minimum); shown as an error once the user has chosen. */
  min?: number;
  /** The most to choose: the others are disabled once this many are chosen. */
  max?: number;
  /** The visible label; defaults to the `categorySelect.choose` message. */
  label?: string;
  /** An error from the form (e.g. the server's); replaces the component's own "too few" message. */
  error?: string;
  /** While the categories load: the button is busy and does not open. */
  loading?: boolean;
  /** The form field name: one hidden input per chosen dir. */
  name?: string;
}

function CrossIcon() {
  return <LineIcon className={styles.removeIcon} d={['M3 3l10 10', 'M13 3L3 13']} strokeWidth="2" />;
}

/**
 * Choose several categories (§2 videos-categories page, §5 upload "categories: min, max selected"): a
 * button opens a panel with a filter box and a checkbox per category (Tab, Space, type to filter); the
 * chosen ones show as tags with a remove button; at the maximum the others are disabled.
 */
export function CategorySelect({
  categories,
  value,
  defaultValue = [],
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  label,
  error,
  loading = false,
  name,
}: CategorySelectProps) {
  const { t, formatNumber, locale } = useMessages(filtersEn);
  const [chosen, setChosen] = useControllableState<ReadonlyArray<string>>(value, defaultValue);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [touched, setTouched] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId().replace(/[^\w-]/g, '');
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const chosenSet = new Set(chosen);
  const atMax = chosen.length >= max;
  const ordered = (dirs: Set<string>) => categories.map((c) => c.dir).filter((dir) => dirs.has(dir));
  const set = (dirs: Set<string>) => {
    const next = ordered(dirs);
    setChosen(next);
    onChange?.(next);
  };
  const toggle = (dir: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(dir);
    else next.delete(dir);
    set(next);
  };

  const needle = query.trim().toLocaleLowerCase(locale);
  const matches = needle
    ? categories.filter((c) => c.title.toLocaleLowerCase(locale).includes(needle))
    : categories;
  const chosenCategories = categories.filter((c) => chosenSet.has(c.dir));
  const tooFew = touched && chosen.length < min;
  const shownError = error ?? (tooFew ? t('categorySelect.tooFew', { min: formatNumber(min) }) : undefined);
  const hasRange = min > 0 || Number.isFinite(max);
  const maxText = Number.isFinite(max) ? formatNumber(max) : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: the tags and the button are one labelled control, not a form section
    <div
      role="group"
      className={styles.group}
      aria-labelledby={labelId}
      aria-describedby={joinIds(shownError && errorId, hasRange && descriptionId)}
    >
      <span id={labelId} className={styles.label}>
        {label ?? t('categorySelect.choose')}
      </span>
      {hasRange && (
        <p id={descriptionId} className={styles.description}>
          {min > 0 && Number.isFinite(max)
            ? t('categorySelect.range', { min: formatNumber(min), max: maxText })
            : min > 0
              ? t('categorySelect.rangeMin', { min: formatNumber(min) })
              : t('categorySelect.rangeMax', { max: maxText })}
        </p>
      )}
      {chosenCategories.length > 0 ? (
        <ul className={styles.tags} aria-labelledby={labelId}>
          {chosenCategories.map((category) => (
            <li key={category.dir} className={styles.tag}>
              <span className={styles.tagText}>{category.title}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('categorySelect.remove', { title: category.title })}
                onClick={() => {
                  toggle(category.dir, false);
                  setTouched(true);
                  triggerRef.current?.focus();
                }}
              >
                <CrossIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('categorySelect.noneChosen')}</p>
      )}
      {shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      {name && chosen.map((dir) => <input key={dir} type="hidden" name={name} value={dir} />)}
      <Popover.Root
        open={open && !loading}
        onOpenChange={(next) => {
          if (loading) return;
          setOpen(next);
          if (!next) {
            setTouched(true);
            setQuery('');
          }
        }}
      >
        <Popover.Trigger asChild>
          <Button
            ref={triggerRef}
            variant="secondary"
            loading={loading}
            aria-describedby={hasRange ? descriptionId : undefined}
          >
            {loading ? t('categorySelect.loading') : t('categorySelect.choose')}
          </Button>
        </Popover.Trigger>
        <Popover.Content title={label ?? t('categorySelect.choose')}>
          {categories.length === 0 ? (
            <p className={styles.none}>{t('categorySelect.empty')}</p>
          ) : (
            <>
              <TextField
                type="search"
                size="sm"
                label={t('categorySelect.filter')}
                value={query}
                onValueChange={setQuery}
              />
              {matches.length === 0 ? (
                <p className={styles.none}>{t('categorySelect.noMatch', { query: query.trim() })}</p>
              ) : (
                <div className={styles.options}>
                  {matches.map((category) => {
                    const checked = chosenSet.has(category.dir);
                    return (
                      <Checkbox
                        key={category.dir}
                        label={category.title}
                        size="sm"
                        checked={checked}
                        disabled={!checked && atMax}
                        onCheckedChange={(next) => toggle(category.dir, next === true)}
                      />
                    );
                  })}
                </div>
              )}
            </>
          )}
          <div className={styles.panelFooter}>
            <span role="status">
              {atMax && Number.isFinite(max)
                ? t('categorySelect.atMax', { max: maxText })
                : Number.isFinite(max)
                  ? t('categorySelect.chosen', { count: formatNumber(chosen.length), max: maxText })
                  : ''}
            </span>
            <Popover.Close asChild>
              <Button size="sm">{t('categorySelect.done')}</Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
