import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema.js';
import { lower } from '../../lib/search.js';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category, by name ignoring case, then id (API.md §3.5). */
export async function listCategories(db: Executor, page?: { limit: number; offset: number }): Promise<CategoryRow[]> {
  const query = db
    .select()
    .from(categories)
    .orderBy(asc(lower(categories.name)), asc(categories.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countCategories(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Whether another category has this name, ignoring case. */
export async function nameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId !== undefined ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCategory(
  db: Executor,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
): Promise<CategoryRow | undefined> {
  if (!Object.keys(values).length) return findCategory(db, id);
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

/** Meals of the category keep existing with `category` null (the foreign key's `set null`). */
export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}
