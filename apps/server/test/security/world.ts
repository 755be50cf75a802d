/**
 * The fixture world of the security suites: the six actors of API.md §5 and one object of every kind,
 * each placed so that every actor stands in a different relation to it, plus factories for the
 * fresh objects that write cells work on.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReviewTarget, UserType } from '@dishcraft/contract';
import { sql } from 'drizzle-orm';
import { passwordResets } from '../../src/db/schema.js';
import { hashToken, newResetToken } from '../../src/modules/auth/tokens.js';
import {
  addCategory,
  addCustomMeal,
  addIngredient,
  addMeal,
  addOptionGroups,
  addRestaurant,
  addReview,
} from '../../src/modules/meals/test-fixtures.js';
import { extraToken, insertNotifications } from '../../src/modules/notifications/fixtures.js';
import { cashOrder } from '../../src/modules/orders/fixtures.js';
import { call, createUser, rows, type TestApp, type TestUser } from '../helpers.js';

export const ACTORS = ['visitor', 'customer', 'another_customer', 'owner', 'another_owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'visitor'>;

export interface World {
  t: TestApp;
  users: Record<SignedIn, TestUser>;
  /**
   * Named objects: `restaurant` (owner's, approved, open all day), `pending_restaurant` (another
   * owner's, awaiting approval), their `ingredient`/`pending_ingredient` and `meal`/`pending_meal`,
   * `category`, the customer's `public_custom_meal`/`private_custom_meal`, another customer's
   * `other_custom_meal`, the customer's reviews `restaurant_review`/`meal_review`/`custom_meal_review`,
   * an admin's review of the private custom meal `private_review`, the customer's pending cash
   * `order` at the restaurant, the customer's `notification` and `customer_profile`, and the user ids
   * under the actors' names.
   */
  ids: Record<string, number>;
  make: ReturnType<typeof makers>;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [customer, another_customer, owner, another_owner, admin] = await Promise.all([
    createUser(t, 'customer'),
    createUser(t, 'customer'),
    createUser(t, 'restaurant'),
    createUser(t, 'restaurant'),
    createUser(t, 'admin'),
  ]);
  const users = { customer, another_customer, owner, another_owner, admin };
  const restaurant = await addRestaurant(t, owner.id, { isApproved: true });
  const pending_restaurant = await addRestaurant(t, another_owner.id, { isApproved: null });
  const ingredient = await addIngredient(t, restaurant, { quantity: 1_000_000 });
  const pending_ingredient = await addIngredient(t, pending_restaurant);
  const category = await addCategory(t);
  const line = [{ ingredient, quantity: 1 }];
  const meal = await addMeal(t, restaurant, { lines: line, isCustomizable: true, categoryId: category });
  const pending_meal = await addMeal(t, pending_restaurant, {
    lines: [{ ingredient: pending_ingredient, quantity: 1 }],
  });
  // Optional groups, so orders of these meals need no option.
  const [[meal_option] = []] = await addOptionGroups(t, meal, [
    { name: 'Extras', options: [{ name: 'Cheese', ingredient, quantity: 1 }] },
  ]);
  const [[pending_meal_option] = []] = await addOptionGroups(t, pending_meal, [
    { name: 'Extras', options: [{ name: 'Olives' }] },
  ]);
  const public_custom_meal = await addCustomMeal(t, customer.id, restaurant, { isPublic: true, lines: line });
  const private_custom_meal = await addCustomMeal(t, customer.id, restaurant, { isPublic: false, lines: line });
  const other_custom_meal = await addCustomMeal(t, another_customer.id, restaurant, { isPublic: true, lines: line });
  const ids: Record<string, number> = {
    ...Object.fromEntries(Object.entries(users).map(([name, user]) => [name, user.id])),
    restaurant,
    pending_restaurant,
    ingredient,
    pending_ingredient,
    category,
    meal,
    pending_meal,
    meal_option: meal_option!,
    meal_option_group: (
      await rows<{ id: number }>(t, sql`select group_id as id from meal_options where id = ${meal_option!}`)
    )[0]!.id,
    pending_meal_option: pending_meal_option!,
    public_custom_meal,
    private_custom_meal,
    other_custom_meal,
    restaurant_review: await addReview(t, 'restaurant', customer.id, restaurant, 4),
    meal_review: await addReview(t, 'meal', customer.id, meal, 5),
    custom_meal_review: await addReview(t, 'custom_meal', customer.id, other_custom_meal, 3),
    private_review: await addReview(t, 'custom_meal', admin.id, private_custom_meal, 2),
    customer_profile: await profileOf(t, customer.id),
  };
  const world: World = { t, users, ids, make: makers(t, users, ids) };
  ids.order = await world.make.order();
  ids.notification = (await insertNotifications(t, customer.id, 1))[0]!;
  return world;
}

async function profileOf(t: TestApp, userId: number): Promise<number> {
  return (await rows<{ id: number }>(t, sql`select id from profiles where user_id = ${userId}`))[0]!.id;
}

let serial = 0;
/** A number no other cell or probe uses, for names that must be unique. */
export const unique = () => {
  serial += 1;
  return serial;
};

function makers(t: TestApp, users: Record<SignedIn, TestUser>, ids: Record<string, number>) {
  const make = {
    user: (type: UserType) => createUser(t, type),
    /** An approved restaurant of a new owner who is none of the actors. */
    async restaurant(isApproved: boolean | null = true) {
      const owner = await createUser(t, 'restaurant');
      return { owner, id: await addRestaurant(t, owner.id, { isApproved }) };
    },
    ingredient: (restaurant = ids.restaurant!) => addIngredient(t, restaurant),
    meal: (restaurant = ids.restaurant!) => addMeal(t, restaurant),
    category: () => addCategory(t),
    customMeal: (userId: number, isPublic: boolean) =>
      addCustomMeal(t, userId, ids.restaurant!, { isPublic, lines: [{ ingredient: ids.ingredient!, quantity: 1 }] }),
    review: (kind: ReviewTarget, userId: number, target: number) => addReview(t, kind, userId, target, 4),
    /** A pending cash order of the customer at the owner's restaurant, placed through the API. */
    async order() {
      const res = await call(t, 'POST', '/api/orders/orders/', {
        token: users.customer.token,
        body: cashOrder(ids.restaurant!, [{ meal: ids.meal, quantity: 1 }]),
      });
      if (res.status !== 201) throw new Error(`fixture order: ${res.status} ${res.text}`);
      return res.body.id as number;
    },
    /** The client secret of a new card payment intent of the customer. */
    async clientSecret() {
      const res = await call(t, 'POST', '/api/orders/create-payment-intent/', {
        token: users.customer.token,
        body: { amount: 1000 },
      });
      if (res.status !== 200) throw new Error(`fixture intent: ${res.status} ${res.text}`);
      return res.body.clientSecret as string;
    },
    /** A valid password-reset link of a new user (what the e-mail would carry). */
    async resetLink() {
      const user = await createUser(t, 'customer');
      const token = newResetToken();
      await t.db
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      return { uid: Buffer.from(String(user.id)).toString('base64url'), token };
    },
    /** An uploaded image as the media folder holds it; returns its path under /media/. */
    async mediaFile() {
      const name = `restaurant_logos/${randomBytes(16).toString('hex')}.webp`;
      await mkdir(path.join(t.config.mediaDir, 'restaurant_logos'), { recursive: true });
      await writeFile(path.join(t.config.mediaDir, name), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
      return name;
    },
    /** A second token of an actor, for cells that revoke it. */
    token: async (userId: number) => (await extraToken(t, userId)).token,
  };
  return make;
}
