import {
  AGE_RANGE_BOUNDS,
  AGE_RANGES,
  type AgeRange,
  CHANNEL_SORTS,
  type ChannelSort,
  ETHNICITIES,
  HAIR_COLORS,
  HEIGHTS,
  type MEMBER_FILTER_KEYS,
  MEMBER_GENDER_FILTERS,
  MEMBER_SORTS,
  type MemberListParams,
  type MemberSort,
  MODEL_COUNTRIES,
  MODEL_LETTERS,
  MODEL_SEXES,
  MODEL_SORTS,
  type ModelFilters as ModelFilterValues,
  type ModelSex,
  type ModelSort,
  ORIENTATION_FILTERS,
  PLAYLIST_SORTS,
  type PlaylistSort,
  RELATIONSHIP_FILTERS,
  TITS_SIZES,
  WEIGHTS,
  WITH_AVATAR_FILTERS,
  YES_NO_FILTERS,
} from '@site/api';
import { MODEL_FILTER_KEYS } from '@site/api/display';
import {
  FILTER_ALL,
  type FilterGroup,
  FilterMenu,
  type FilterMenuLayout,
  type FilterOption,
} from '../FiltersBar/FilterMenu';
import { countryName } from '../Flag/countries';
import { filtersEn } from '../i18n/messages/filters';
import { useMessages } from '../i18n/UiProvider';

/** The texts the filter menus read: `en` and their own (`filtersEn`). */
type MessagesApi = ReturnType<typeof useMessages<typeof filtersEn>>;

interface BaseProps<V> {
  /** The applied sort and filters (from the route); `all` for a filter that is not set. */
  value: V;
  /** Called with the new values when the sort changes or the filters are applied. */
  onChange: (next: V) => void;
  layout?: FilterMenuLayout;
}

const sortOptions = (t: MessagesApi['t'], sorts: ReadonlyArray<(typeof ALL_SORTS)[number]>) =>
  sorts.map((sort) => ({ value: sort, label: t(`filtersBar.sort.${sort}`) }));
const ALL_SORTS = [...MODEL_SORTS, ...CHANNEL_SORTS, ...PLAYLIST_SORTS, ...MEMBER_SORTS] as const;

const withAll = (t: MessagesApi['t'], options: FilterOption[]): FilterOption[] => [
  { value: FILTER_ALL, label: t('filtersBar.all') },
  ...options,
];

function ageOptions({ t }: MessagesApi): FilterOption[] {
  return withAll(
    t,
    AGE_RANGES.map((age: AgeRange) => {
      const [min, max] = AGE_RANGE_BOUNDS[age];
      return {
        value: age,
        label: max === null ? t('filtersBar.ageFrom', { min }) : t('filtersBar.ageRange', { min, max }),
      };
    }),
  );
}

function countryOptions({ t, locale }: MessagesApi): FilterOption[] {
  const collator = new Intl.Collator(locale);
  return withAll(
    t,
    MODEL_COUNTRIES.map((code) => ({
      value: code,
      label: countryName(code, locale) ?? code.toUpperCase(),
    })).sort((a, b) => collator.compare(a.label, b.label)),
  );
}

/** The models list's sort and every model filter of §3; `sex` is `undefined` when not set. */
export type ModelFiltersValue = ModelFilterValues & { sort: ModelSort; sex?: ModelSex | undefined };

export type ModelFiltersProps = BaseProps<ModelFiltersValue>;

/**
 * Sort and filters of the models list (§2 /models/, §3): letter, sex, age, country, ethnicity, breast
 * size, hair colour, height, weight, tattoo and piercing, with the count of active filters.
 */
export function ModelFilters({ value, onChange, layout }: ModelFiltersProps) {
  const messages = useMessages(filtersEn);
  const { t } = messages;
  const yesNo = withAll(t, [
    { value: YES_NO_FILTERS[0], label: t('filtersBar.yes') },
    { value: YES_NO_FILTERS[1], label: t('filtersBar.no') },
  ]);
  const byKey: Record<(typeof MODEL_FILTER_KEYS)[number], FilterGroup> = {
    letter: {
      key: 'letter',
      label: t('modelFilters.letter'),
      options: withAll(
        t,
        MODEL_LETTERS.map((letter) => ({ value: letter, label: letter.toLocaleUpperCase(messages.locale) })),
      ),
    },
    race: {
      key: 'race',
      label: t('modelFilters.race'),
      options: withAll(
        t,
        ETHNICITIES.map((race) => ({ value: race, label: t(`modelFilters.race.${race}`) })),
      ),
      control: 'select',
    },
    age: { key: 'age', label: t('modelFilters.age'), options: ageOptions(messages), control: 'select' },
    country: { key: 'country', label: t('modelFilters.country'), options: countryOptions(messages) },
    tits_size: {
      key: 'tits_size',
      label: t('modelFilters.tits_size'),
      options: withAll(
        t,
        TITS_SIZES.map((size) => ({ value: size, label: t(`modelFilters.tits_size.${size}`) })),
      ),
      control: 'select',
    },
    hair_color: {
      key: 'hair_color',
      label: t('modelFilters.hair_color'),
      options: withAll(
        t,
        HAIR_COLORS.map((code) => ({ value: code, label: t(`modelFilters.hair_color.${code}`) })),
      ),
    },
    height: {
      key: 'height',
      label: t('modelFilters.height'),
      options: withAll(
        t,
        HEIGHTS.map((code) => ({ value: code, label: t(`modelFilters.height.${code}`) })),
      ),
      control: 'select',
    },
    weight: {
      key: 'weight',
      label: t('modelFilters.weight'),
      options: withAll(
        t,
        WEIGHTS.map((code) => ({ value: code, label: t(`modelFilters.weight.${code}`) })),
      ),
      control: 'select',
    },
    tattoo: { key: 'tattoo', label: t('modelFilters.tattoo'), options: yesNo, control: 'select' },
    piercing: { key: 'piercing', label: t('modelFilters.piercing'), options: yesNo, control: 'select' },
  };
  const sex: FilterGroup = {
    key: 'sex',
    label: t('modelFilters.sex'),
    options: withAll(
      t,
      MODEL_SEXES.map((code) => ({ value: code, label: t(`modelFilters.sex.${code}`) })),
    ),
    control: 'select',
  };
  return (
    <FilterMenu
      label={t('modelFilters.label')}
      value={{ ...value, sex: value.sex ?? FILTER_ALL }}
      sortOptions={sortOptions(t, MODEL_SORTS)}
      groups={[sex, ...MODEL_FILTER_KEYS.map((key) => byKey[key])]}
      layout={layout}
      onChange={({ sex: nextSex, ...next }) => {
        const filters = Object.fromEntries(MODEL_FILTER_KEYS.map((key) => [key, next[key] ?? FILTER_ALL]));
        onChange({
          ...(filters as ModelFilterValues),
          sort: next.sort as ModelSort,
          sex: nextSex === FILTER_ALL ? undefined : (nextSex as ModelSex),
        });
      }}
    />
  );
}

/** The member filters of §3 this menu shows (all but `user_id`, which a friends page fixes). */
const MEMBER_KEYS = [
  'country',
  'sex',
  'age',
  'relationship',
  'with_avatar',
  'orientation',
] as const satisfies ReadonlyArray<(typeof MEMBER_FILTER_KEYS)[number]>;

export type MemberFiltersValue = Pick<MemberListParams, 'sort' | (typeof MEMBER_KEYS)[number]>;
export type MemberFiltersProps = BaseProps<MemberFiltersValue>;

/** Sort and filters of the community (§2 /community/, §3 member filters). */
export function MemberFilters({ value, onChange, layout }: MemberFiltersProps) {
  const messages = useMessages(filtersEn);
  const { t } = messages;
  const coded = <K extends 'sex' | 'relationship' | 'with_avatar' | 'orientation'>(
    key: K,
    codes: ReadonlyArray<string>,
    label: (code: string) => string,
  ): FilterGroup => ({
    key,
    label: t(`memberFilters.${key}`),
    options: withAll(
      t,
      codes.map((code) => ({ value: code, label: label(code) })),
    ),
  });
  const groups: FilterGroup[] = [
    { key: 'country', label: t('memberFilters.country'), options: countryOptions(messages) },
    coded('sex', MEMBER_GENDER_FILTERS, (code) =>
      t(`memberFilters.sex.${code as (typeof MEMBER_GENDER_FILTERS)[number]}`),
    ),
    { key: 'age', label: t('memberFilters.age'), options: ageOptions(messages) },
    coded('relationship', RELATIONSHIP_FILTERS, (code) =>
      t(`memberFilters.relationship.${code as (typeof RELATIONSHIP_FILTERS)[number]}`),
    ),
    coded('with_avatar', WITH_AVATAR_FILTERS, (code) =>
      t(`memberFilters.with_avatar.${code as (typeof WITH_AVATAR_FILTERS)[number]}`),
    ),
    {
      ...coded('orientation', ORIENTATION_FILTERS, (code) =>
        t(`memberFilters.orientation.${code as (typeof ORIENTATION_FILTERS)[number]}`),
      ),
      control: 'select',
    },
  ];
  return (
    <FilterMenu
      label={t('memberFilters.label')}
      value={value}
      sortOptions={sortOptions(t, MEMBER_SORTS)}
      groups={groups}
      layout={layout}
      onChange={(next) =>
        onChange({
          ...(Object.fromEntries(MEMBER_KEYS.map((key) => [key, next[key] ?? FILTER_ALL])) as Omit<
            MemberFiltersValue,
            'sort'
          >),
          sort: next.sort as MemberSort,
        })
      }
    />
  );
}

export type ChannelFiltersProps = BaseProps<{ sort: ChannelSort }>;

/** The sort of the channels list (§2 /channels/, §3 channel sorts). */
export function ChannelFilters({ value, onChange, layout }: ChannelFiltersProps) {
  const { t } = useMessages(filtersEn);
  return (
    <FilterMenu
      label={t('channelFilters.label')}
      value={value}
      sortOptions={sortOptions(t, CHANNEL_SORTS)}
      layout={layout}
      onChange={(next) => onChange({ sort: next.sort as ChannelSort })}
    />
  );
}

export type PlaylistFiltersProps = BaseProps<{ sort: PlaylistSort }>;

/** The sort of the playlists list (§2 /playlists/, §3 playlist sorts). */
export function PlaylistFilters({ value, onChange, layout }: PlaylistFiltersProps) {
  const { t } = useMessages(filtersEn);
  return (
    <FilterMenu
      label={t('playlistFilters.label')}
      value={value}
      sortOptions={sortOptions(t, PLAYLIST_SORTS)}
      layout={layout}
      onChange={(next) => onChange({ sort: next.sort as PlaylistSort })}
    />
  );
}
