import { asc, eq, sql } from 'drizzle-orm';
import { everyDay } from '@dishcraft/contract';
import { alias } from 'drizzle-orm/pg-core';
import { call, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  addresses,
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  meals,
  orderItems,
  orders,
  payments,
  restaurantDeliveryAreas,
  restaurants,
  users,
} from '../../db/schema.js';
import { type OrderRow, orderOut } from './serialize.js';

/**
 * Test data for orders and payments, written straight to the tables (the restaurants, meals and
 * custom-meals modules are not needed to test ordering).
 */
export interface RestaurantFixture {
  owner: TestUser;
  id: number;
  name: string;
}

export async function makeRestaurant(
  t: TestApp,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<RestaurantFixture> {
  const owner = await createUser(t, 'restaurant');
  const name = values.name ?? `Carver Cafe ${owner.id}`;
  const [row] = await t.db
    .insert(restaurants)
    .values({
      ownerId: owner.id,
      description: 'Good food',
      address: '1 Main St',
      phoneNumber: '0123456789',
      openingTime: '00:00:00',
      closingTime: '00:00:00',
      // The daily range given (all day by default) on every day, as the API reads an old client's hours (ADR 026:
      // a restaurant without periods is never open).
      openingHours: everyDay(values.openingTime ?? '00:00', values.closingTime ?? '00:00'),
      isActive: true,
      isApproved: true,
      ...values,
      name,
    })
    .returning({ id: restaurants.id });
  return { owner, id: (row as { id: number }).id, name };
}

export async function makeIngredient(
  t: TestApp,
  restaurantId: number,
  values: Partial<typeof ingredients.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(ingredients)
    .values({
      restaurantId,
      name: `Ingredient ${Math.random().toString(36).slice(2, 8)}`,
      unit: 'g',
      quantity: 1000,
      pricePerUnitCents: 10,
      ...values,
    })
    .returning({ id: ingredients.id });
  return (row as { id: number }).id;
}

export async function makeMeal(
  t: TestApp,
  restaurantId: number,
  values: Partial<typeof meals.$inferInsert> = {},
  lines: { ingredientId: number; quantity: number; isOptional?: boolean }[] = [],
): Promise<number> {
  const [row] = await t.db
    .insert(meals)
    .values({
      restaurantId,
      name: `Meal ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Tasty',
      basePriceCents: 800,
      ...values,
    })
    .returning({ id: meals.id });
  const id = (row as { id: number }).id;
  if (lines.length)
    await t.db.insert(mealIngredients).values(
      lines.map((l) => ({
        mealId: id,
        ingredientId: l.ingredientId,
        quantity: l.quantity,
        isOptional: l.isOptional,
      })),
    );
  return id;
}

export async function makeCustomMeal(
  t: TestApp,
  userId: number,
  restaurantId: number,
  lines: { ingredientId: number; quantity: number }[],
  values: Partial<typeof customMeals.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(customMeals)
    .values({ userId, restaurantId, name: `Custom ${Math.random().toString(36).slice(2, 8)}`, ...values })
    .returning({ id: customMeals.id });
  const id = (row as { id: number }).id;
  await t.db
    .insert(customMealIngredients)
    .values(lines.map((l) => ({ customMealId: id, ingredientId: l.ingredientId, quantity: l.quantity })));
  return id;
}

export async function stockOf(t: TestApp, ingredientId: number): Promise<number> {
  const [row] = await t.db
    .select({ quantity: ingredients.quantity })
    .from(ingredients)
    .where(eq(ingredients.id, ingredientId));
  return Number(row?.quantity);
}

/** A restaurant with one ingredient and one meal using 100 g of it, priced 8.00. */
export async function makeMenu(t: TestApp, stock = 1000, name?: string) {
  const restaurant = await makeRestaurant(t, name ? { name } : {});
  const ingredient = await makeIngredient(t, restaurant.id, { name: 'Flour', quantity: stock });
  const meal = await makeMeal(t, restaurant.id, { name: 'Bread', basePriceCents: 800 }, [
    { ingredientId: ingredient, quantity: 100 },
  ]);
  return { restaurant, ingredient, meal };
}

/** A cash order body for `items`, as the spec's client sends it. */
export function cashOrder(restaurant: number, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return { restaurant, delivery_address: '12 Nile St, Cairo', payment_method: 'cash', items, ...extra };
}

/** A memory mailer for the tests that read what was sent. */
export function memoryMailer() {
  const sent: { to: string; subject: string; text: string }[] = [];
  return {
    sent,
    async send(message: { to: string; subject: string; text: string }) {
      sent.push(message);
    },
  };
}

/** Row counts of everything an order writes, to assert that a refused order changed nothing. */
export async function orderTableCounts(t: TestApp) {
  const [counts] = await rows<Record<string, number>>(
    t,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
      (select count(*) from payments)::int as payments, (select count(*) from order_stock)::int as stock,
      (select count(*) from order_docs)::int as docs,
      (select count(*) from notifications)::int as notifications,
      (select coalesce(sum(quantity), 0)::float from ingredients) as stock_total,
      (select count(*) from payment_intents where order_id is not null)::int as linked_intents`,
  );
  return counts;
}

/** Polls `check` until it returns true (after-commit work that talks to an outside service). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The web app's card flow with the test processor: create an intent, confirm it with `cardNumber`. */
export async function payByCard(t: TestApp, user: TestUser, amount: number, cardNumber = '4242424242424242') {
  const intent = await call(t, 'POST', '/api/orders/create-payment-intent/', { token: user.token, body: { amount } });
  if (intent.status !== 200) throw new Error(`create-payment-intent answered ${intent.status}`);
  const confirm = await call(t, 'POST', '/api/payments/test/confirm/', {
    body: {
      client_secret: intent.body.clientSecret,
      card_number: cardNumber,
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    },
  });
  return { id: intent.body.id as string, confirm };
}

/**
 * What serialize.ts `orderOut` makes of the order `id`'s rows as they are now, as JSON text; `baseUrl` ''
 * gives the stored text. The rows are read table by table here, apart from the module's own loader
 * (queries.ts `orderRowsOf`), so the tests also check what that loader reads.
 */
export async function orderJsonOf(t: TestApp, id: number, baseUrl: string): Promise<string> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
  if (!order || !payment) throw new Error(`no order ${id}`);
  const [customerRow] = order.userId === null ? [] : await t.db.select().from(users).where(eq(users.id, order.userId));
  const baseMeal = alias(meals, 'base_meal');
  const items = await t.db
    .select({ item: orderItems, mealImage: meals.image, customImage: baseMeal.image })
    .from(orderItems)
    .leftJoin(meals, eq(meals.id, orderItems.mealId))
    .leftJoin(customMeals, eq(customMeals.id, orderItems.customMealId))
    .leftJoin(baseMeal, eq(baseMeal.id, customMeals.baseMealId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const row: OrderRow = {
    ...order,
    customer: customerRow ?? null,
    payment,
    items: items.map(({ item, mealImage, customImage }) => ({ ...item, mealImage, customImage })),
  };
  return JSON.stringify(orderOut(row, baseUrl));
}

/** An area (issue #21), written straight to the table; `values` may retire it or give it an Arabic name. */
export { addArea as makeArea } from '../addresses/fixtures.js';

/** The restaurant delivers to `areaId` at these terms (cents and minutes). */
export async function deliverTo(
  t: TestApp,
  restaurantId: number,
  areaId: number,
  terms: { feeCents?: number; minimumCents?: number; minutes?: number } = {},
) {
  await t.db.insert(restaurantDeliveryAreas).values({
    restaurantId,
    areaId,
    feeCents: terms.feeCents ?? 1500,
    minimumOrderCents: terms.minimumCents ?? 0,
    deliveryMinutes: terms.minutes ?? 25,
  });
}

/** A saved address of `userId` in `areaId`. */
export async function makeAddress(
  t: TestApp,
  userId: number,
  areaId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(addresses)
    .values({ userId, areaId, label: 'Home', street: '9 Road 9', building: '12', phone: '01012345678', ...values })
    .returning({ id: addresses.id });
  return (row as { id: number }).id;
}
