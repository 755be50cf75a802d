/**
 * Test data for the meal, custom-meal and review suites, written straight to the database so the
 * suites do not depend on the restaurant and ingredient endpoints.
 */
import { everyDay } from '@dishcraft/contract';
import type { ReviewTarget } from '@dishcraft/contract';
import { expect } from 'vitest';
import { createUser, type Reply, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  categories,
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  meals,
  restaurants,
  users,
} from '../../db/schema.js';
import { insertReview } from '../reviews/queries.js';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

export async function addRestaurant(
  t: TestApp,
  ownerId: number,
  opts: { isApproved?: boolean | null; name?: string } = {},
): Promise<number> {
  const isApproved = opts.isApproved === undefined ? true : opts.isApproved;
  const [row] = await t.db
    .insert(restaurants)
    .values({
      ownerId,
      name: opts.name ?? `Restaurant ${next()}`,
      description: 'A place to eat',
      address: '1 Nile St',
      phoneNumber: '+20 100 000 0000',
      openingTime: '00:00',
      closingTime: '00:00',
      openingHours: everyDay('00:00', '00:00'),
      isApproved,
      rejectionReason: isApproved === false ? 'Not yet' : null,
    })
    .returning({ id: restaurants.id });
  return row!.id;
}

export async function addIngredient(
  t: TestApp,
  restaurantId: number,
  opts: {
    name?: string;
    nameAr?: string;
    quantity?: number;
    priceCents?: number;
    isAvailable?: boolean;
    unit?: string;
  } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(ingredients)
    .values({
      restaurantId,
      name: opts.name ?? `Ingredient ${next()}`,
      nameAr: opts.nameAr ?? null,
      unit: opts.unit ?? 'g',
      quantity: opts.quantity ?? 1000,
      pricePerUnitCents: opts.priceCents ?? 100,
      isAvailable: opts.isAvailable ?? true,
    })
    .returning({ id: ingredients.id });
  return row!.id;
}

export async function addCategory(t: TestApp, name = `Category ${next()}`): Promise<number> {
  const [row] = await t.db.insert(categories).values({ name }).returning({ id: categories.id });
  return row!.id;
}

export interface LineSpec {
  ingredient: number;
  quantity: number;
  isOptional?: boolean;
}

export async function addMeal(
  t: TestApp,
  restaurantId: number,
  opts: {
    name?: string;
    priceCents?: number;
    lines?: LineSpec[];
    isAvailable?: boolean;
    isCustomizable?: boolean;
    categoryId?: number | null;
    description?: string;
  } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(meals)
    .values({
      restaurantId,
      name: opts.name ?? `Meal ${next()}`,
      description: opts.description ?? 'Tasty',
      basePriceCents: opts.priceCents ?? 1000,
      isAvailable: opts.isAvailable ?? true,
      isCustomizable: opts.isCustomizable ?? false,
      categoryId: opts.categoryId ?? null,
    })
    .returning({ id: meals.id });
  const id = row!.id;
  if (opts.lines?.length)
    await t.db.insert(mealIngredients).values(
      opts.lines.map((l) => ({
        mealId: id,
        ingredientId: l.ingredient,
        quantity: l.quantity,
        isOptional: l.isOptional ?? false,
      })),
    );
  return id;
}

export interface OptionSpec {
  name: string;
  nameAr?: string;
  deltaCents?: number;
  ingredient?: number;
  quantity?: number;
  isAvailable?: boolean;
}

/** An option group of `addOptionGroups`: choices default to "optional, at most 1, none free". */
export interface GroupSpec {
  name: string;
  min?: number;
  max?: number;
  free?: number;
  options: OptionSpec[];
}

/**
 * Option groups of a meal (issue #22) in list order, written straight to the tables (rows the meals API would
 * refuse, a negative total among them, included); answers each group's option ids in order.
 */
export async function addOptionGroups(t: TestApp, mealId: number, groups: GroupSpec[]): Promise<number[][]> {
  const made = await t.db
    .insert(mealOptionGroups)
    .values(
      groups.map((g, position) => ({
        mealId,
        position,
        name: g.name,
        minChoices: g.min ?? 0,
        maxChoices: g.max ?? 1,
        freeChoices: g.free ?? 0,
      })),
    )
    .returning({ id: mealOptionGroups.id, position: mealOptionGroups.position });
  const groupIds = made.sort((a, b) => a.position - b.position).map((g) => g.id);
  const options = await t.db
    .insert(mealOptions)
    .values(
      groups.flatMap((g, n) =>
        g.options.map((o, position) => ({
          groupId: groupIds[n] as number,
          mealId,
          position,
          name: o.name,
          nameAr: o.nameAr ?? null,
          priceDeltaCents: o.deltaCents ?? 0,
          ingredientId: o.ingredient ?? null,
          quantity: o.ingredient === undefined ? null : (o.quantity ?? 1),
          isAvailable: o.isAvailable ?? true,
        })),
      ),
    )
    .returning({ id: mealOptions.id, groupId: mealOptions.groupId, position: mealOptions.position });
  return groupIds.map((groupId) =>
    options
      .filter((o) => o.groupId === groupId)
      .sort((a, b) => a.position - b.position)
      .map((o) => o.id),
  );
}

export async function addCustomMeal(
  t: TestApp,
  userId: number,
  restaurantId: number,
  opts: { name?: string; isPublic?: boolean; lines?: LineSpec[]; baseMealId?: number | null; createdAt?: Date } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(customMeals)
    .values({
      userId,
      restaurantId,
      name: opts.name ?? `Custom ${next()}`,
      isPublic: opts.isPublic ?? true,
      baseMealId: opts.baseMealId ?? null,
      ...(opts.createdAt && { createdAt: opts.createdAt }),
    })
    .returning({ id: customMeals.id });
  const id = row!.id;
  if (opts.lines?.length)
    await t.db
      .insert(customMealIngredients)
      .values(opts.lines.map((l) => ({ customMealId: id, ingredientId: l.ingredient, quantity: l.quantity })));
  return id;
}

export async function addReview(
  t: TestApp,
  kind: ReviewTarget,
  userId: number,
  targetId: number,
  rating: number,
  comment = 'A perfectly fine review.',
): Promise<number> {
  const now = new Date();
  return insertReview(t.db, kind, { userId, targetId, rating, comment, createdAt: now, updatedAt: now });
}

/** Many customers at once, without passwords or tokens (authors of bulk reviews). */
export async function addCustomers(t: TestApp, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const username = `bulk${next()}`;
        return { username, email: `${username}@example.com`, passwordHash: '-' };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** The actors of API.md §5 and two restaurants: one approved (owner's), one pending (other owner's). */
export interface World {
  customer: TestUser;
  other: TestUser;
  owner: TestUser;
  otherOwner: TestUser;
  admin: TestUser;
  restaurant: number;
  pending: number;
}

export async function world(t: TestApp): Promise<World> {
  const [customer, other, owner, otherOwner, admin] = await Promise.all([
    createUser(t, 'customer'),
    createUser(t, 'customer'),
    createUser(t, 'restaurant'),
    createUser(t, 'restaurant'),
    createUser(t, 'admin'),
  ]);
  const restaurant = await addRestaurant(t, owner.id, { isApproved: true });
  const pending = await addRestaurant(t, otherOwner.id, { isApproved: null });
  return { customer, other, owner, otherOwner, admin, restaurant, pending };
}

/** A multipart/form-data body as a browser builds it, for `call(t, method, url, { ...form })`. */
export async function formBody(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, 'upload.png');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

/** Asserts a 400 with exactly this body. */
export function expect400(reply: Reply, body: unknown) {
  expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body });
}
