/** The areas and saved addresses of API.md §2.22–2.23 (issue #21) as the web app reads them. */
import type { AddressOut, AreaOut } from '@dishcraft/contract';

export type Area = AreaOut;
export type Address = AddressOut;

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
