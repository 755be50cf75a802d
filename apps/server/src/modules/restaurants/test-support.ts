/** Test data for the restaurant, ingredient and category tests, written straight to the tables. */
import { asc, count, eq, sql } from 'drizzle-orm';
import { createUser, type TestApp } from '../../../test/helpers.js';
import { notifications, profiles, restaurantReviews, restaurants, users } from '../../db/schema.js';

/** A valid POST body of the restaurant form. */
export const restaurantBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nile Kitchen',
  description: 'Home cooking by the river',
  address: '12 Corniche St, Cairo',
  phone_number: '+20 (2) 555-1234',
  opening_time: '08:00',
  closing_time: '22:00',
  ...overrides,
});

/** `n` restaurant owners at once (no password hashing: they never sign in). */
export async function bulkOwners(t: TestApp, n: number, prefix: string): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${prefix}${i}`,
        email: `${prefix}${i}@example.com`,
        passwordHash: 'x',
        userType: 'restaurant',
      })),
    )
    .returning({ id: users.id });
  await t.db.insert(profiles).values(rows.map((r) => ({ userId: r.id })));
  return rows.map((r) => r.id);
}

/** One approved restaurant per owner, named `${name} ${i}`. */
export async function bulkRestaurants(
  t: TestApp,
  ownerIds: number[],
  name: string,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<number[]> {
  const rows = await t.db
    .insert(restaurants)
    .values(
      ownerIds.map((ownerId, i) => ({
        ownerId,
        name: `${name} ${i}`,
        description: 'Good food',
        address: '1 Main St',
        phoneNumber: '0123456789',
        openingTime: '00:00',
        closingTime: '00:00',
        isApproved: true,
        ...values,
      })),
    )
    .returning({ id: restaurants.id });
  return rows.map((r) => r.id);
}

export async function restaurantRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, id));
  return row;
}

export async function restaurantCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(restaurants);
  return row?.n ?? 0;
}

/** The notifications a user received, oldest first. */
export async function notificationsOf(t: TestApp, userId: number) {
  return t.db
    .select({
      title: notifications.title,
      message: notifications.message,
      type: notifications.notificationType,
      senderId: notifications.senderId,
      restaurantId: notifications.restaurantId,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.id));
}

export async function notificationCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(notifications);
  return row?.n ?? 0;
}

export async function review(t: TestApp, userId: number, restaurantId: number, rating: number) {
  await t.db.insert(restaurantReviews).values({ userId, restaurantId, rating, comment: 'A fine place to eat.' });
}

/** Row counts of the tables a restaurant's deletion touches. */
export async function tableCounts(t: TestApp) {
  const result = await t.db.execute(
    sql`select (select count(*) from restaurants)::int as restaurants, (select count(*) from meals)::int as meals,
      (select count(*) from ingredients)::int as ingredients, (select count(*) from custom_meals)::int as custom_meals,
      (select count(*) from restaurant_reviews)::int as restaurant_reviews, (select count(*) from meal_reviews)::int as meal_reviews,
      (select count(*) from custom_meal_reviews)::int as custom_meal_reviews, (select count(*) from orders)::int as orders,
      (select count(*) from notifications)::int as notifications, (select count(*) from categories)::int as categories`,
  );
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

/** The signed-in actors of the permission matrix who own nothing: two customers and an admin. */
export async function matrixActors(t: TestApp) {
  const [customer, customer2, admin] = await Promise.all([
    createUser(t, 'customer'),
    createUser(t, 'customer'),
    createUser(t, 'admin'),
  ]);
  return { customer, customer2, admin };
}
