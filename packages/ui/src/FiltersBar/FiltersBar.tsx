import {
  VIDEO_DATES,
  VIDEO_DURATIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
  type VideoDate,
  type VideoDuration,
  type VideoListParams,
  type VideoSort,
  type VideoType,
} from '@site/api';
import { isDateFilterDisabled } from '@site/api/display';
import { filtersEn } from '../i18n/messages/filters';
import { useMessages } from '../i18n/UiProvider';
import { type FilterGroup, FilterMenu, type FilterMenuLayout } from './FilterMenu';

/** What the videos filters bar shows and changes: the list parameters of §3 it owns. */
export type VideoFiltersValue = Pick<VideoListParams, 'sort' | 'type' | 'date' | 'duration'>;

export interface FiltersBarProps {
  /** The applied sort and filters (from the route). */
  value: VideoFiltersValue;
  /** Called with the new values when the sort changes or the filters are applied. */
  onChange: (next: VideoFiltersValue) => void;
  /** On the search page: no sort dropdown and no date filter (§2). */
  search?: boolean;
  layout?: FilterMenuLayout;
}

/**
 * The filters bar of video listings (§2): a sort dropdown (hidden in search), a filters dropdown with type,
 * date (hidden in search; disabled for the latest-updates, longest and most-commented sorts, §3) and
 * duration with an Apply button, the count of active filters, and on mobile one menu with all of them.
 */
export function FiltersBar({ value, onChange, search = false, layout }: FiltersBarProps) {
  const { t } = useMessages(filtersEn);
  const groups: FilterGroup[] = [
    {
      key: 'type',
      label: t('filtersBar.type'),
      options: VIDEO_TYPES.map((type) => ({ value: type, label: t(`filtersBar.type.${type}`) })),
    },
    ...(search
      ? []
      : [
          {
            key: 'date',
            label: t('filtersBar.date'),
            options: VIDEO_DATES.map((date) => ({ value: date, label: t(`filtersBar.date.${date}`) })),
            disabledWhen: (values) => isDateFilterDisabled(values.sort ?? ''),
            disabledReason: t('filtersBar.dateUnavailable'),
          } satisfies FilterGroup,
        ]),
    {
      key: 'duration',
      label: t('filtersBar.duration'),
      options: VIDEO_DURATIONS.map((duration) => ({
        value: duration,
        label: t(`filtersBar.duration.${duration}`),
      })),
    },
  ];
  return (
    <FilterMenu
      label={t('filtersBar.label')}
      value={value}
      sortOptions={
        search ? undefined : VIDEO_SORTS.map((sort) => ({ value: sort, label: t(`filtersBar.sort.${sort}`) }))
      }
      groups={groups}
      layout={layout}
      onChange={(next) =>
        onChange({
          sort: next.sort as VideoSort,
          type: next.type as VideoType,
          // In search the date is not shown; it is kept as it came.
          date: (search ? value.date : next.date) as VideoDate,
          duration: next.duration as VideoDuration,
        })
      }
    />
  );
}
