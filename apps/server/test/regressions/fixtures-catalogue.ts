/**
 * Shared reads for the regression tests of rules 1–25 (docs/reference-defects.md): the database
 * side effects the API cannot show.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Reply, rows, type TestApp } from '../helpers.js';

/** Row counts of the catalogue and account tables, to assert that a refused request wrote nothing. */
export async function catalogueCounts(t: TestApp) {
  const [row] = await rows<Record<string, number>>(
    t,
    sql`select (select count(*) from users)::int as users, (select count(*) from restaurants)::int as restaurants,
      (select count(*) from ingredients)::int as ingredients, (select count(*) from meals)::int as meals,
      (select count(*) from meal_ingredients)::int as meal_lines, (select count(*) from categories)::int as categories,
      (select count(*) from custom_meals)::int as custom_meals,
      (select count(*) from custom_meal_ingredients)::int as custom_lines,
      (select count(*) from notifications)::int as notifications`,
  );
  return row as Record<string, number>;
}

/** Asserts status and `detail` of an error answer. */
export function expectDetail(reply: Reply, status: number, detail: string) {
  expect({ status: reply.status, detail: reply.body?.detail }).toEqual({ status, detail });
}

/**
 * Runs `work` while every insert into `table` fails inside the database, to show that what the
 * request wrote before it is rolled back with it (one transaction).
 */
export async function withFailingInserts(
  t: TestApp,
  table: 'meal_ingredients' | 'custom_meal_ingredients',
  work: () => Promise<void>,
) {
  const trigger = sql.identifier(`fail_${table}`);
  await t.db.execute(
    sql`create or replace function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
  );
  await t.db.execute(
    sql`create trigger ${trigger} before insert on ${sql.identifier(table)} for each row execute function fail_insert()`,
  );
  try {
    await work();
  } finally {
    await t.db.execute(sql`drop trigger ${trigger} on ${sql.identifier(table)}`);
  }
}
