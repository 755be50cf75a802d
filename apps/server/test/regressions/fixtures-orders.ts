/**
 * Test data and fault injection for the regression tests of rules 26–45 (orders, reviews,
 * notifications, project). Rows are inserted straight into the tables: these tests are about
 * what the API does with them, not how they were made.
 */
import { everyDay } from '@dishcraft/contract';
import { sql } from 'drizzle-orm';
import {
  categories,
  customMealIngredients,
  customMealReviews,
  customMeals,
  ingredients,
  mealIngredients,
  mealReviews,
  meals,
  notifications,
  orderItems,
  orders,
  payments,
  profiles,
  restaurantReviews,
  restaurants,
  users,
} from '../../src/db/schema.js';
import { writeAllOrderTexts } from '../../src/modules/orders/texts.js';
import { expect } from 'vitest';
import { createUser, type Reply, type TestApp } from '../helpers.js';

/**
 * Makes every insert into `table` fail, as a broken disk or a bug would: at once, or only when
 * the transaction commits (a deferred constraint trigger). Returns the undo.
 */
export async function failInserts(t: TestApp, table: string, when: 'now' | 'at commit' = 'now') {
  const name = `test_fail_${table}_${Math.random().toString(36).slice(2, 8)}`;
  await t.db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure in ${table}'; end $$`,
    ),
  );
  await t.db.execute(
    sql.raw(
      when === 'now'
        ? `create trigger ${name} before insert on ${table} for each row execute function ${name}()`
        : `create constraint trigger ${name} after insert on ${table} deferrable initially deferred for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await t.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  };
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const result = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

const word = () => Math.random().toString(36).slice(2, 8);

async function insertUsers(t: TestApp, n: number, userType: 'customer' | 'restaurant'): Promise<number[]> {
  if (n === 0) return [];
  const hash = (await t.db.select({ h: users.passwordHash }).from(users).limit(1))[0]?.h ?? 'x';
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const username = `bulk_${word()}${word()}`;
        return { username, email: `${username}@example.com`, passwordHash: hash, userType };
      }),
    )
    .returning({ id: users.id });
  await t.db.insert(profiles).values(rows.map((r) => ({ userId: r.id })));
  return rows.map((r) => r.id);
}

/**
 * A catalogue with one row in every list (one restaurant, meal, custom meal, review of each
 * kind, ingredient, category, order and notification), and `grow(n)` to add `n` more of each.
 */
export async function listWorld(t: TestApp) {
  const [admin, owner, customer, reviewer] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'restaurant'),
    createUser(t, 'customer'),
    createUser(t, 'customer'),
  ]);
  const [r] = await t.db
    .insert(restaurants)
    .values({
      ownerId: owner.id,
      name: `List Cafe ${word()}`,
      description: 'Good food',
      address: '1 Main St',
      phoneNumber: '0123456789',
      openingTime: '00:00',
      closingTime: '00:00',
      openingHours: everyDay('00:00', '00:00'),
      isApproved: true,
    })
    .returning({ id: restaurants.id });
  const restaurant = (r as { id: number }).id;

  /** `n` of each kind; reviews are written by `authors` (one review per author and kind). */
  async function add(n: number, authors: number[]) {
    const ingredientRows = await t.db
      .insert(ingredients)
      .values(
        Array.from({ length: n }, () => ({
          restaurantId: restaurant,
          name: `Ingredient ${word()}${word()}`,
          unit: 'g',
          quantity: 100000,
          pricePerUnitCents: 2,
        })),
      )
      .returning({ id: ingredients.id });
    const categoryRows = await t.db
      .insert(categories)
      .values(Array.from({ length: n }, () => ({ name: `Category ${word()}${word()}` })))
      .returning({ id: categories.id });
    const mealRows = await t.db
      .insert(meals)
      .values(
        categoryRows.map((c) => ({
          restaurantId: restaurant,
          categoryId: c.id,
          name: `Meal ${word()}`,
          description: 'Tasty',
          basePriceCents: 900,
        })),
      )
      .returning({ id: meals.id });
    await t.db
      .insert(mealIngredients)
      .values(mealRows.map((m, i) => ({ mealId: m.id, ingredientId: ingredientRows[i]!.id, quantity: 10 })));
    const customRows = await t.db
      .insert(customMeals)
      .values(
        mealRows.map(() => ({ userId: customer.id, restaurantId: restaurant, name: `Bowl ${word()}`, isPublic: true })),
      )
      .returning({ id: customMeals.id });
    await t.db
      .insert(customMealIngredients)
      .values(customRows.map((c, i) => ({ customMealId: c.id, ingredientId: ingredientRows[i]!.id, quantity: 20 })));
    const comment = 'Very tasty, would order again.';
    await t.db
      .insert(restaurantReviews)
      .values(authors.map((userId) => ({ userId, restaurantId: restaurant, rating: 4, comment })));
    await t.db
      .insert(mealReviews)
      .values(authors.map((userId, i) => ({ userId, mealId: mealRows[i]!.id, rating: 5, comment })));
    await t.db
      .insert(customMealReviews)
      .values(authors.map((userId, i) => ({ userId, customMealId: customRows[i]!.id, rating: 5, comment })));
    const orderRows = await t.db
      .insert(orders)
      .values(
        mealRows.map(() => ({
          userId: customer.id,
          userUsername: customer.username,
          restaurantId: restaurant,
          restaurantName: 'List Cafe',
          totalPriceCents: 1800,
          subtotalCents: 1800,
          paymentMethod: 'cash',
          deliveryAddress: '2 Tahrir Sq',
        })),
      )
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values(
      orderRows.flatMap((o, i) => [
        { orderId: o.id, kind: 'meal', name: 'Meal', mealId: mealRows[i]!.id, quantity: 1, priceCents: 900 },
        { orderId: o.id, kind: 'custom', name: 'Bowl', customMealId: customRows[i]!.id, quantity: 1, priceCents: 900 },
      ]),
    );
    await t.db
      .insert(payments)
      .values(orderRows.map((o) => ({ orderId: o.id, paymentMethod: 'cash', amountCents: 1800, status: 'pending' })));
    await writeAllOrderTexts(t.db);
    await t.db.insert(notifications).values(
      orderRows.map((o) => ({
        recipientId: customer.id,
        senderId: owner.id,
        restaurantId: restaurant,
        orderId: o.id,
        notificationType: 'order_accepted',
        title: 'Order confirmed',
        message: `Order #${o.id} was confirmed.`,
      })),
    );
  }

  await add(1, [reviewer.id]);
  return {
    admin,
    owner,
    customer,
    restaurant,
    /** `n` more rows in every list, with `n` new owners (each with a restaurant) as review authors. */
    async grow(n: number) {
      const owners = await insertUsers(t, n, 'restaurant');
      await t.db.insert(restaurants).values(
        owners.map((ownerId) => ({
          ownerId,
          name: `Grown Cafe ${word()}${word()}`,
          description: 'Good food',
          address: '1 Main St',
          phoneNumber: '0123456789',
          openingTime: '00:00',
          closingTime: '00:00',
          openingHours: everyDay('00:00', '00:00'),
          isApproved: true,
        })),
      );
      await add(n, owners);
    },
  };
}

export type ListWorld = Awaited<ReturnType<typeof listWorld>>;

/** What an error body must never show: stack frames, source paths, SQL, driver errors or settings. */
export function expectNoInternals(reply: Reply) {
  const text = reply.text;
  expect(text, 'stack frame').not.toMatch(/\n\s+at |at .+:\d+:\d+|Error: /);
  expect(text, 'file path').not.toMatch(/\/work\/|\/home\/|\/usr\/|node_modules|\.ts\b|\.js\b/);
  expect(text, 'SQL').not.toMatch(
    /\b(select|insert into|update \w+ set|delete from)\b|violates|constraint|relation "/i,
  );
  expect(text, 'settings').not.toMatch(/DATABASE_URL|STRIPE_|SMTP_URL|postgres:\/\/|NODE_ENV|DATA_DIR/);
  if (reply.status >= 500) expect(Object.keys(reply.body).sort()).toEqual(['detail', 'request_id']);
}
