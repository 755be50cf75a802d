import { count, sql } from 'drizzle-orm';
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
    await db.update(users).set(values).where(sql`${users.id} = ${existing.id}`);
    return existing.id;
  }
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  await db.insert(profiles).values({ userId: row.id });
  return row.id;
}
