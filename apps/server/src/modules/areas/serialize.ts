import type { AreaOut } from '@dishcraft/contract';

/** The columns AreaOut needs: an area row, or the area joined to an address. */
export interface AreaFields {
  id: number;
  name: string;
  nameAr: string | null;
  city: string;
  cityAr: string | null;
  isRetired: boolean;
}

/** AreaOut (API.md §2.x). */
export const areaOut = (a: AreaFields): AreaOut => ({
  id: a.id,
  name: a.name,
  name_ar: a.nameAr,
  city: a.city,
  city_ar: a.cityAr,
  is_retired: a.isRetired,
});
