import { gay } from './gay';
import { she } from './she';
import { str } from './str';

/** The network's brands (§1 gender codes), one plain file each. */
export const brands = { str, gay, she } as const;

/** §1 gender codes: `str` (the main site), `gay` and `she` (sister sites). */
export type BrandName = keyof typeof brands;
export const brandNames = ['str', 'gay', 'she'] as const satisfies readonly BrandName[];
export const defaultBrand: BrandName = 'str';
