import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.js';
import { profiles, users } from '../schema.js';

export async function userCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Creates the user with a profile, or updates it in place when the username exists (ignoring case). */
export async function upsertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${values.username})`);
  if (existing) {
    await db
      .update(users)
      .set(values)
      .where(sql`${users.id} = ${existing.id}`);
    return existing.id;
  }
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  await db.insert(profiles).values({ userId: row.id });
  return row.id;
}

/** Inserts rows and returns their ids in order. */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  if (!rows.length) return [];
  const out = (await db
    .insert(table)
    .values(rows as never)
    .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
  return out.map((r) => r.id);
}

export async function insertRows<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length) await db.insert(table).values(rows as never);
}

/** Empties every table (for `npm run seed -- --reset`). */
export async function truncateAll(db: Executor): Promise<void> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  );
  const rows = ((result as { rows?: { tablename: string }[] }).rows ??
    (result as unknown as { tablename: string }[])) as {
    tablename: string;
  }[];
  if (!rows.length) return;
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
