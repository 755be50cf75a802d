/** Favourites written straight to the table, for tests of any module. */
import type { TestApp } from '../../../test/helpers.js';
import { favourites } from '../../db/schema.js';

/** Hearts of one user, each of a restaurant or a meal, created at the given moments or now. */
export async function addFavourites(
  t: TestApp,
  userId: number,
  targets: ({ restaurantId: number } | { mealId: number })[],
  createdAt?: (index: number) => Date,
): Promise<number[]> {
  if (!targets.length) return [];
  const rows = await t.db
    .insert(favourites)
    .values(targets.map((target, i) => ({ userId, ...target, ...(createdAt && { createdAt: createdAt(i) }) })))
    .returning({ id: favourites.id });
  return rows.map((r) => r.id);
}
