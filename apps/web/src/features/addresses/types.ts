/**
 * The areas and saved addresses of API.md (issue #21) as the web app reads them.
 * TODO(contract): replace with the contract's AreaOut/AddressOut once packages/contract exports them.
 */
import type { Area } from '../areas/types';

export type { Area };

export interface Address {
  id: number;
  label: string;
  area: number;
  area_details: Area;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  landmark: string;
  phone: string;
  is_default: boolean;
  created_at: string;
}

/** What the address form sends (POST/PUT /api/users/addresses/). */
export interface AddressBody {
  label: string;
  area: number;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  landmark: string;
  phone: string;
  is_default?: boolean;
}
