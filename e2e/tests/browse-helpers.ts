import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { registerUser, tokenFor } from '../support/api';

/** Catalogue fixtures for the browsing tests, made through the real API so each test owns its data. */

export const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function json<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function adminToken(request: APIRequestContext) {
  return tokenFor(request, 'admin', 'Admin123!');
}

export async function newCustomer(request: APIRequestContext) {
  const user = await registerUser(request, 'customer');
  const token = await tokenFor(request, user.username, user.password);
  const me = await json<{ id: number }>(await request.get('/api/users/me/', { headers: auth(token) }), 'me');
  return { ...user, token, id: me.id };
}

export interface Fixture {
  ownerToken: string;
  restaurant: { id: number; name: string; description: string; address: string; phone_number: string };
}

/** A new owner with an approved restaurant open all day. */
export async function newRestaurant(
  request: APIRequestContext,
  fields: Partial<{ name: string; description: string; address: string; is_active: boolean }> = {},
): Promise<Fixture> {
  const owner = await registerUser(request, 'restaurant');
  const ownerToken = await tokenFor(request, owner.username, owner.password);
  const me = await json<{ id: number }>(await request.get('/api/users/me/', { headers: auth(ownerToken) }), 'me');
  const admin = await adminToken(request);
  const restaurant = await json<Fixture['restaurant']>(
    await request.post('/api/restaurants/restaurants/', {
      headers: auth(admin),
      data: {
        owner_id: me.id,
        name: fields.name ?? unique('Kitchen '),
        description: fields.description ?? 'Home-style plates cooked to order every day.',
        address: fields.address ?? unique('Street '),
        phone_number: '+20 100 000 0000',
        opening_time: '00:00',
        closing_time: '00:00',
        is_active: fields.is_active ?? true,
      },
    }),
    'create restaurant',
  );
  return { ownerToken, restaurant };
}

export async function newIngredient(
  request: APIRequestContext,
  ownerToken: string,
  fields: Partial<{ name: string; quantity: number; price_per_unit: string; unit: string; description: string }> = {},
) {
  return json<{ id: number; name: string }>(
    await request.post('/api/restaurants/ingredients/', {
      headers: auth(ownerToken),
      data: {
        name: fields.name ?? unique('Ingredient '),
        description: fields.description ?? '',
        unit: fields.unit ?? 'g',
        price_per_unit: fields.price_per_unit ?? '0.05',
        quantity: fields.quantity ?? 1000,
      },
    }),
    'create ingredient',
  );
}

export async function setIngredientQuantity(
  request: APIRequestContext,
  ownerToken: string,
  id: number,
  quantity: number,
) {
  await json(
    await request.patch(`/api/restaurants/ingredients/${id}/`, { headers: auth(ownerToken), data: { quantity } }),
    'patch ingredient',
  );
}

export async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const list = await json<{ id: number; name: string }[]>(await request.get('/api/meals/categories/'), 'categories');
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

export interface MealFixture {
  id: number;
  name: string;
  base_price: string;
  restaurant: number;
}

export async function newMeal(
  request: APIRequestContext,
  ownerToken: string,
  fields: Partial<{
    name: string;
    description: string;
    base_price: string;
    category: number | null;
    is_available: boolean;
    preparation_time: number;
    ingredients: { ingredient: number; quantity: number }[];
  }> = {},
): Promise<MealFixture> {
  return json<MealFixture>(
    await request.post('/api/meals/meals/', {
      headers: auth(ownerToken),
      data: {
        name: fields.name ?? unique('Meal '),
        description: fields.description ?? 'A generous plate, cooked fresh when you order it.',
        base_price: fields.base_price ?? '12.50',
        category: fields.category ?? null,
        is_available: fields.is_available ?? true,
        preparation_time: fields.preparation_time ?? 25,
        ingredients: fields.ingredients ?? [],
      },
    }),
    'create meal',
  );
}

export async function newReview(
  request: APIRequestContext,
  token: string,
  kind: 'restaurant' | 'meal' | 'custom_meal',
  targetId: number,
  rating: number,
  comment: string,
) {
  const path = { restaurant: 'restaurant-reviews', meal: 'meal-reviews', custom_meal: 'custom-meal-reviews' }[kind];
  return json<{ id: number }>(
    await request.post(`/api/reviews/${path}/`, {
      headers: auth(token),
      data: { [kind]: targetId, rating, comment },
    }),
    'create review',
  );
}

export async function newCustomMeal(
  request: APIRequestContext,
  token: string,
  fields: { name: string; description?: string; ingredients: { ingredient: number; quantity: number }[] },
) {
  return json<{ id: number; name: string }>(
    await request.post('/api/meals/custom-meals/', {
      headers: auth(token),
      data: { description: 'Built by a customer and shared.', is_public: true, ...fields },
    }),
    'create custom meal',
  );
}

/** Picks a star in a Mantine Rating (its radios are visually hidden behind their labels). */
export async function rate(scope: Locator, stars: number) {
  const input = scope.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}`, exact: true });
  const id = await input.getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
  await expect(input).toBeChecked();
}

/**
 * expectAccessible limited to <main>: for signed-in pages, where this suite checks its own content and
 * the header's signed-in controls are checked by the shell's tests.
 */
export async function expectMainAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
