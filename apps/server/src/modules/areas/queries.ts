import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { areas } from '../../db/schema.js';
import { lower } from '../../lib/search.js';

export type AreaRow = typeof areas.$inferSelect;

/** Areas by city, then name, ignoring case (API.md §3.x); retired ones only when asked (admins). */
export async function listAreas(
  db: Executor,
  withRetired: boolean,
  page?: { limit: number; offset: number },
): Promise<AreaRow[]> {
  const query = db
    .select()
    .from(areas)
    .where(withRetired ? undefined : eq(areas.isRetired, false))
    .orderBy(asc(lower(areas.city)), asc(lower(areas.name)), asc(areas.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countAreas(db: Executor, withRetired: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(areas)
    .where(withRetired ? undefined : eq(areas.isRetired, false));
  return row?.n ?? 0;
}

export async function findArea(db: Executor, id: number): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id));
  return row;
}

/** Whether another area of the city has this name, both ignoring case (the unique index's rule). */
export async function nameTaken(db: Executor, city: string, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        sql`lower(${areas.city}) = lower(${city})`,
        sql`lower(${areas.name}) = lower(${name})`,
        exceptId !== undefined ? ne(areas.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertArea(db: Executor, values: typeof areas.$inferInsert): Promise<AreaRow> {
  const [row] = await db.insert(areas).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateArea(
  db: Executor,
  id: number,
  values: Partial<typeof areas.$inferInsert>,
): Promise<AreaRow | undefined> {
  if (!Object.keys(values).length) return findArea(db, id);
  const [row] = await db
    .update(areas)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(areas.id, id))
    .returning();
  return row;
}
