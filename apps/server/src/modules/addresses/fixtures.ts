/** Areas and saved addresses written straight to the tables, for tests of any module (orders, restaurants…). */
import type { TestApp } from '../../../test/helpers.js';
import { addresses, areas } from '../../db/schema.js';

let serial = 0;

/** A new area in `city` (a unique name unless given). */
export async function addArea(t: TestApp, values: Partial<typeof areas.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [row] = await t.db
    .insert(areas)
    .values({ name: `Area ${serial}`, city: 'Cairo', ...values })
    .returning({ id: areas.id });
  return (row as { id: number }).id;
}

/** A saved address of the user in the area, not the default unless asked. */
export async function addAddress(
  t: TestApp,
  userId: number,
  areaId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(addresses)
    .values({ userId, areaId, street: '5 Nile St', phone: '01012345678', ...values })
    .returning({ id: addresses.id });
  return (row as { id: number }).id;
}

/** A valid POST body of the address form. */
export const addressBody = (area: number, overrides: Record<string, unknown> = {}) => ({
  label: 'Home',
  area,
  street: '26 July St',
  building: '12',
  floor: '3',
  apartment: '7',
  landmark: 'Next to the pharmacy',
  phone: '01012345678',
  ...overrides,
});
