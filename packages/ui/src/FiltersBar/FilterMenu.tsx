import { activeFilterCount } from '@site/api/display';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { filtersEn } from '../i18n/messages/filters';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { lazyModule } from '../internal/lazyOverlay';
import { Popover } from '../Popover/Popover';
import { Sheet } from '../Sheet/Sheet';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FilterMenu.css';

/** The value of a filter that is not set (§3). */
export const FILTER_ALL = 'all';

export interface FilterOption {
  /** What the filter carries, e.g. `hd`, `2` or `all`. */
  value: string;
  /** The visible text. */
  label: string;
}

export const filterControls = ['radio', 'select'] as const;
export type FilterControl = (typeof filterControls)[number];

export type FilterValues = Readonly<Record<string, string>>;

export interface FilterGroup {
  /** The parameter name (`type`, `hair_color`, …). */
  key: string;
  label: string;
  /** The choices, `all` first (§3: a filter that is not set is `all`). */
  options: ReadonlyArray<FilterOption>;
  /** Radio buttons for a few choices, a select for many. Defaults to radio up to 5 options. */
  control?: FilterControl;
  /** Disabled for some values of the others (the date filter for some sorts, §3); it is then `all`. */
  disabledWhen?: (values: FilterValues) => boolean;
  /** Why it is disabled, shown under it. */
  disabledReason?: string;
}

export const filterMenuLayouts = ['auto', 'desktop', 'mobile'] as const;
/**
 * `desktop`: a sort dropdown and a filters dropdown; `mobile`: one button opening a menu panel with both
 * (§2 "on mobile a filter context menu opens instead"); `auto`: each at its width (mobile ≤ 1024 px).
 */
export type FilterMenuLayout = (typeof filterMenuLayouts)[number];

export interface FilterMenuProps {
  /** Names the controls as a group, and titles the mobile panel. */
  label: string;
  /** The applied values: `sort` (when there is a sort) and each group's key; `all` for a filter not set. */
  value: FilterValues;
  /** The sorts to offer; without them there is no sort dropdown (e.g. in search, §2). */
  sortOptions?: ReadonlyArray<FilterOption>;
  groups?: ReadonlyArray<FilterGroup>;
  /** Called with every value when the sort changes or the filters are applied. */
  onChange: (next: Record<string, string>) => void;
  layout?: FilterMenuLayout;
}

/** The values with every filter that is disabled by the others set back to `all`. */
export function normalizeFilters(
  values: FilterValues,
  groups: ReadonlyArray<FilterGroup>,
): Record<string, string> {
  const next: Record<string, string> = { ...values };
  for (const group of groups) if (group.disabledWhen?.(values)) next[group.key] = FILTER_ALL;
  return next;
}

/** §2: the number of filters set to something else than `all` (disabled ones do not count). */
export function countActiveFilters(values: FilterValues, groups: ReadonlyArray<FilterGroup>): number {
  const keys = groups.filter((group) => !group.disabledWhen?.(values)).map((group) => group.key);
  return activeFilterCount(values, keys);
}

function Chevron() {
  return <LineIcon className={styles.chevron} d="M4 6l4 4 4-4" strokeWidth="1.8" />;
}

function Counter({ count }: { count: number }) {
  const { plural, formatNumber } = useMessages(filtersEn);
  if (count === 0) return null;
  return (
    <>
      <span className={styles.counter} aria-hidden="true" data-filter-count="">
        {formatNumber(count)}
      </span>
      <VisuallyHidden> {plural('filtersBar.activeCount', count)}</VisuallyHidden>
    </>
  );
}

// The fields of the open menus (radio groups and selects, on Radix) load with them, on the triggers' first
// sign of intent (internal/lazyOverlay.tsx).
const fieldsModule = lazyModule(() => import('./FilterFields'));
const preloadFields = () => {
  fieldsModule.preload().catch(() => undefined);
};

/**
 * The sort and filter controls of a listing (§2 "Filters bar", §4): a sort dropdown that applies at once,
 * a filters dropdown with an Apply button and a counter of active filters, and on mobile one menu with
 * both. Dropdowns close on a click outside, on Escape and when a choice is applied. The component holds
 * only the draft of an open menu: the applied values come in by `value` and go out by `onChange`.
 */
export function FilterMenu({
  label,
  value,
  sortOptions,
  groups = [],
  onChange,
  layout = 'auto',
}: FilterMenuProps) {
  const { t } = useMessages(filtersEn);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({ ...value });
  const fields = fieldsModule.use(filtersOpen || sheetOpen);
  const count = countActiveFilters(value, groups);
  const hasSort = sortOptions !== undefined && sortOptions.length > 0;
  const sortLabel = sortOptions?.find((option) => option.value === value.sort)?.label ?? '';

  const apply = (next: FilterValues) => onChange(normalizeFilters(next, groups));
  const reset = () =>
    setDraft((current) => {
      const next = { ...current };
      for (const group of groups) next[group.key] = FILTER_ALL;
      return next;
    });
  const actions = (close: () => void) => (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={reset}>
        {t('filtersBar.reset')}
      </Button>
      <Button
        onClick={() => {
          apply(draft);
          close();
        }}
      >
        {t('filtersBar.apply')}
      </Button>
    </div>
  );

  /** Opening a menu starts its draft from the applied value. */
  const openWithDraft = (setOpen: (open: boolean) => void) => (open: boolean) => {
    if (open) setDraft({ ...value });
    setOpen(open);
  };
  const triggerButton = (text: string, { count, chevron = false }: { count?: number; chevron?: boolean }) => (
    <Button
      variant="secondary"
      onPointerEnter={preloadFields}
      onFocus={preloadFields}
      onTouchStart={preloadFields}
    >
      <span className={styles.triggerInner}>
        {text}
        {count !== undefined && <Counter count={count} />}
        {chevron && <Chevron />}
      </span>
    </Button>
  );

  const desktop = (
    <>
      {hasSort && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            {triggerButton(t('filtersBar.sortBy', { sort: sortLabel }), { chevron: true })}
          </DropdownMenu.Trigger>
          <DropdownMenu.Content aria-label={t('filtersBar.sort')}>
            <DropdownMenu.RadioGroup value={value.sort} onValueChange={(sort) => apply({ ...value, sort })}>
              {sortOptions.map((option) => (
                <DropdownMenu.RadioItem key={option.value} value={option.value}>
                  {option.label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
      {groups.length > 0 && (
        <Popover.Root open={filtersOpen} onOpenChange={openWithDraft(setFiltersOpen)}>
          <Popover.Trigger asChild>
            {triggerButton(t('filtersBar.filters'), { count, chevron: true })}
          </Popover.Trigger>
          {fields && (
            <Popover.Content title={t('filtersBar.filters')}>
              <div className={styles.fields}>
                <fields.FilterFields groups={groups} draft={draft} onDraft={setDraft} />
              </div>
              {actions(() => setFiltersOpen(false))}
            </Popover.Content>
          )}
        </Popover.Root>
      )}
    </>
  );

  const mobile = (hasSort || groups.length > 0) && (
    <Sheet.Root open={sheetOpen} onOpenChange={openWithDraft(setSheetOpen)}>
      <Sheet.Trigger asChild>{triggerButton(t('filtersBar.mobileTrigger'), { count })}</Sheet.Trigger>
      {fields && (
        <Sheet.Content side="right" title={label}>
          <div className={styles.fields}>
            {hasSort && (
              <fields.RadioGroup
                label={t('filtersBar.sort')}
                options={sortOptions}
                value={draft.sort ?? ''}
                onValueChange={(sort) => setDraft({ ...draft, sort })}
                size="sm"
              />
            )}
            <fields.FilterFields groups={groups} draft={draft} onDraft={setDraft} />
          </div>
          {actions(() => setSheetOpen(false))}
        </Sheet.Content>
      )}
    </Sheet.Root>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form with a fieldset
    <div className={styles.bar} role="group" aria-label={label} data-layout={layout}>
      {layout === 'auto' ? (
        <>
          <div className={styles.desktopOnly}>{desktop}</div>
          <div className={styles.mobileOnly}>{mobile}</div>
        </>
      ) : layout === 'desktop' ? (
        desktop
      ) : (
        mobile
      )}
    </div>
  );
}
