import type { TestApp } from '../../../test/helpers.js';
import { promotions } from '../../db/schema.js';

let serial = 0;

/** A code written straight to the table: 10% off everywhere unless `values` say otherwise. */
export async function addPromotion(t: TestApp, values: Partial<typeof promotions.$inferInsert> = {}) {
  serial += 1;
  const code = values.code ?? `CODE${serial}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const [row] = await t.db
    .insert(promotions)
    .values({ kind: 'percent', value: 1000, ...values, code })
    .returning({ id: promotions.id });
  return { id: (row as { id: number }).id, code };
}
