import type { AddressOut } from '@dishcraft/contract';
import { iso } from '../../lib/serialize.js';
import { areaOut } from '../areas/serialize.js';
import type { AddressRow } from './queries.js';

/** AddressOut (API.md §2.x). */
export const addressOut = (a: AddressRow): AddressOut => ({
  id: a.id,
  label: a.label,
  area: a.areaId,
  area_details: areaOut(a.area),
  street: a.street,
  building: a.building,
  floor: a.floor,
  apartment: a.apartment,
  landmark: a.landmark,
  phone: a.phone,
  is_default: a.isDefault,
  created_at: iso(a.createdAt) as string,
});
