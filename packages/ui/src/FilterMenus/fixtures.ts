import type { MemberFiltersValue, ModelFiltersValue } from './FilterMenus';

/** The models' sort and filters with no filter set (stories, tests and the screenshot grids). */
export const noModelFilters: ModelFiltersValue = {
  sort: 'most-popular',
  letter: 'all',
  race: 'all',
  age: 'all',
  country: 'all',
  tits_size: 'all',
  hair_color: 'all',
  height: 'all',
  weight: 'all',
  tattoo: 'all',
  piercing: 'all',
};

/** The members' sort and filters with no filter set. */
export const noMemberFilters: MemberFiltersValue = {
  sort: 'recent',
  country: 'all',
  sex: 'all',
  age: 'all',
  relationship: 'all',
  with_avatar: 'all',
  orientation: 'all',
};
