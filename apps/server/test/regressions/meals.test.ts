/**
 * Meals and custom meals must never fail the way the reference product did: each `describe` is one
 * of rules 17–25 of docs/reference-defects.md, titled by the behaviour it protects, each test one of
 * its clauses, through the real HTTP stack.
 */
import {
  AVAILABILITY_MESSAGES as A,
  CATEGORY_MESSAGES,
  CUSTOM_MEAL_MESSAGES as C,
  DEFAULT_MESSAGES as D,
  HTTP_MESSAGES,
  MEAL_MESSAGES,
} from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, customMealIngredients, customMeals, mealIngredients } from '../../src/db/schema.js';
import {
  addCategory,
  addCustomMeal,
  addIngredient,
  addMeal,
  addRestaurant,
  addReview,
  expect400,
  formBody,
} from '../../src/modules/meals/test-fixtures.js';
import { cashOrder, makeMenu } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { catalogueCounts, expectDetail, withFailingInserts } from './fixtures-catalogue.js';

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let owner: TestUser;
let admin: TestUser;
/** The owner's approved restaurant. */
let restaurant: number;
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, owner, admin] = await Promise.all([
    createUser(t, 'customer'),
    createUser(t, 'customer'),
    createUser(t, 'restaurant'),
    createUser(t, 'admin'),
  ]);
  restaurant = await addRestaurant(t, owner.id, { isApproved: true });
});
afterAll(async () => {
  await t.close();
});

const customUrl = (id: number) => `/api/meals/custom-meals/${id}/`;
const mealUrl = (id: number) => `/api/meals/meals/${id}/`;
const customRow = async (id: number) => (await t.db.select().from(customMeals).where(eq(customMeals.id, id)))[0];
const customLines = (id: number) =>
  t.db.select().from(customMealIngredients).where(eq(customMealIngredients.customMealId, id));
const mealLines = (id: number) => t.db.select().from(mealIngredients).where(eq(mealIngredients.mealId, id));

/** A custom meal of `creator` at the owner's restaurant, with one line. */
async function customMealOf(creator: TestUser, isPublic: boolean) {
  const ingredient = await addIngredient(t, restaurant);
  return addCustomMeal(t, creator.id, restaurant, { isPublic, lines: [{ ingredient, quantity: 2 }] });
}

describe('only the creator edits or toggles a custom meal; the creator or an admin deletes it; nobody re-assigns it (reference defect 17)', () => {
  it('refuses edits and the visibility toggle from anyone but the creator, admins included', async () => {
    const id = await customMealOf(customer, true);
    const before = await customRow(id);
    for (const user of [other, owner, admin]) {
      for (const body of [{ is_public: false }, { name: 'Hijacked' }]) {
        expectDetail(await call(t, 'PATCH', customUrl(id), { token: user.token, body }), 403, C.creatorOnly);
        expectDetail(await call(t, 'PUT', customUrl(id), { token: user.token, body }), 403, C.creatorOnly);
      }
    }
    expect(await customRow(id)).toEqual(before);
    const toggled = await call(t, 'PATCH', customUrl(id), { token: customer.token, body: { is_public: false } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.is_public).toBe(false);
  });

  it('lets only the creator or an admin delete it', async () => {
    const first = await customMealOf(customer, true);
    const second = await customMealOf(customer, true);
    for (const user of [other, owner])
      expectDetail(await call(t, 'DELETE', customUrl(first), { token: user.token }), 403, C.creatorOnly);
    expect(await customRow(first)).toBeDefined();
    expect((await call(t, 'DELETE', customUrl(first), { token: customer.token })).status).toBe(204);
    expect((await call(t, 'DELETE', customUrl(second), { token: admin.token })).status).toBe(204);
    expect([await customRow(first), await customRow(second)]).toEqual([undefined, undefined]);
  });

  it('never re-assigns it: a sent user is ignored and the restaurant cannot change', async () => {
    const id = await customMealOf(customer, true);
    const res = await call(t, 'PATCH', customUrl(id), {
      token: customer.token,
      body: { user: other.id, user_id: other.id, name: 'Still mine' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toBe(customer.id);
    const otherRestaurant = await addRestaurant(t, (await createUser(t, 'restaurant')).id);
    expect400(await call(t, 'PATCH', customUrl(id), { token: customer.token, body: { restaurant: otherRestaurant } }), {
      restaurant: [C.cannotMove],
    });
    const foreign = await addIngredient(t, otherRestaurant);
    expect400(
      await call(t, 'PATCH', customUrl(id), {
        token: customer.token,
        body: { ingredients: [{ ingredient: foreign, quantity: 1 }] },
      }),
      { ingredients: [C.wrongRestaurant] },
    );
    expect(await customRow(id)).toMatchObject({ userId: customer.id, restaurantId: restaurant, name: 'Still mine' });
  });
});

describe('private custom meals are visible only to their creator and admins (reference defect 18)', () => {
  it('is 404 on every path for anyone else, the restaurant owner included, and absent from lists', async () => {
    const id = await customMealOf(customer, false);
    const reviewId = await addReview(t, 'custom_meal', other.id, id, 4);
    const paths = [customUrl(id), `${customUrl(id)}ingredients/`, `${customUrl(id)}check_availability/`];
    for (const token of [undefined, other.token, owner.token]) {
      for (const path of paths) expectDetail(await call(t, 'GET', path, { token }), 404, HTTP_MESSAGES.notFound);
      const lists = [
        '/api/meals/custom-meals/',
        `/api/meals/custom-meals/?user=${customer.id}`,
        `/api/meals/custom-meals/?restaurant=${restaurant}&is_public=false`,
        '/api/meals/custom-meals/top-rated/?limit=50',
      ];
      for (const url of lists) {
        const res = await call(t, 'GET', url, { token });
        expect(res.status).toBe(200);
        expect((res.body as { id: number }[]).map((m) => m.id)).not.toContain(id);
      }
      const reviews = await call(t, 'GET', `/api/reviews/custom-meal-reviews/?custom_meal=${id}`, { token });
      expect(reviews.body).toEqual([]);
      expectDetail(
        await call(t, 'GET', `/api/reviews/custom-meal-reviews/${reviewId}/`, { token }),
        404,
        HTTP_MESSAGES.notFound,
      );
    }
    expect400(
      await call(t, 'POST', '/api/reviews/custom-meal-reviews/', {
        token: owner.token,
        body: { custom_meal: id, rating: 1, comment: 'I should not see this.' },
      }),
      { custom_meal: [D.doesNotExist('Custom meal', id)] },
    );
    for (const user of [customer, admin]) {
      for (const path of paths) expect((await call(t, 'GET', path, { token: user.token })).status).toBe(200);
      const list = await call(t, 'GET', '/api/meals/custom-meals/', { token: user.token });
      expect((list.body as { id: number }[]).map((m) => m.id)).toContain(id);
    }
  });
});

describe('the client never has to send its own user id, and a sent one is ignored (reference defect 19)', () => {
  it('custom meals, reviews and orders belong to the caller without or despite a `user` field', async () => {
    const ingredient = await addIngredient(t, restaurant, { name: 'Rice' });
    const body = { name: 'Bowl', restaurant, ingredients: [{ ingredient, quantity: 1 }] };
    const without = await call(t, 'POST', '/api/meals/custom-meals/', { token: customer.token, body });
    expect(without.status).toBe(201);
    expect(without.body.user).toBe(customer.id);
    const spoofed = await call(t, 'POST', '/api/meals/custom-meals/', {
      token: customer.token,
      body: { ...body, name: 'Other bowl', user: other.id },
    });
    expect(spoofed.status).toBe(201);
    expect((await customRow(spoofed.body.id))?.userId).toBe(customer.id);

    const review = await call(t, 'POST', '/api/reviews/restaurant-reviews/', {
      token: customer.token,
      body: { restaurant, rating: 4, comment: 'Good food, fast service.', user: other.id },
    });
    expect(review.status).toBe(201);
    expect(review.body.user).toBe(customer.id);

    const menu = await makeMenu(t);
    const order = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: cashOrder(menu.restaurant.id, [{ meal: menu.meal, quantity: 1 }], { user: other.id }),
    });
    expect(order.status).toBe(201);
    expect(order.body.user).toBe(customer.id);
  });
});

describe("a custom meal's lines are validated, saved with the meal, and priced by the server (reference defect 20)", () => {
  const create = (body: Record<string, unknown>) =>
    call(t, 'POST', '/api/meals/custom-meals/', { token: customer.token, body: { name: 'Builder bowl', ...body } });

  it('refuses ingredients from two restaurants, bad quantities, unknown, hidden and switched-off ones; saves nothing', async () => {
    const here = await addIngredient(t, restaurant, { name: 'Tomato' });
    const off = await addIngredient(t, restaurant, { name: 'Basil', isAvailable: false });
    const elsewhere = await addIngredient(t, await addRestaurant(t, (await createUser(t, 'restaurant')).id));
    const pendingOwner = await createUser(t, 'restaurant');
    const hidden = await addIngredient(t, await addRestaurant(t, pendingOwner.id, { isApproved: null }));
    const before = await catalogueCounts(t);
    expect400(
      await create({
        ingredients: [
          { ingredient: here, quantity: 1 },
          { ingredient: elsewhere, quantity: 1 },
        ],
      }),
      { ingredients: [C.sameRestaurant] },
    );
    expect400(
      await create({
        ingredients: [
          { ingredient: here, quantity: 0 },
          { ingredient: off, quantity: -1 },
        ],
      }),
      { ingredients: [{ quantity: [D.positive] }, { quantity: [D.positive] }] },
    );
    expect400(
      await create({
        ingredients: [
          { ingredient: here, quantity: 1 },
          { ingredient: off, quantity: 1 },
        ],
      }),
      { ingredients: [{}, { ingredient: [C.notAvailable('Basil')] }] },
    );
    for (const missing of [999_999, hidden])
      expect400(await create({ ingredients: [{ ingredient: missing, quantity: 1 }] }), {
        ingredients: [{ ingredient: [D.doesNotExist('Ingredient', missing)] }],
      });
    expect400(await create({ ingredients: [] }), { ingredients: [C.selectIngredient] });
    expect(await catalogueCounts(t)).toEqual(before);
  });

  it('a refused update keeps the old lines', async () => {
    const id = await customMealOf(customer, true);
    const lines = await customLines(id);
    const unknown = await call(t, 'PATCH', customUrl(id), {
      token: customer.token,
      body: { name: 'Renamed', ingredients: [{ ingredient: 999_999, quantity: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(await customLines(id)).toEqual(lines);
    expect((await customRow(id))?.name).not.toBe('Renamed');
  });

  it('saves the meal and its lines in one transaction: a failing line write leaves no meal behind', async () => {
    const ingredient = await addIngredient(t, restaurant);
    const before = await catalogueCounts(t);
    await withFailingInserts(t, 'custom_meal_ingredients', async () => {
      const res = await create({ ingredients: [{ ingredient, quantity: 1 }] });
      expect(res.status).toBe(500);
    });
    expect(await catalogueCounts(t)).toEqual(before);
  });

  it('computes the price from the ingredients, ignoring a sent price, and follows price changes', async () => {
    const saffron = await addIngredient(t, restaurant, { priceCents: 125 });
    const oil = await addIngredient(t, restaurant, { priceCents: 33 });
    const res = await create({
      base_price: 0.01,
      ingredients: [
        { ingredient: saffron, quantity: 3 },
        { ingredient: oil, quantity: 0.5 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.ingredients.map((l: { line_price: string }) => l.line_price)).toEqual(['3.75', '0.17']);
    expect(res.body.base_price).toBe('3.92');
    const reprice = await call(t, 'PATCH', `/api/restaurants/ingredients/${saffron}/`, {
      token: owner.token,
      body: { price_per_unit: '2.00' },
    });
    expect(reprice.status).toBe(200);
    expect((await call(t, 'GET', customUrl(res.body.id), { token: customer.token })).body.base_price).toBe('6.17');
  });
});

describe('meal ingredients arrive as a JSON list and are saved, and replaced, with the meal (reference defect 21)', () => {
  const post = (body: Record<string, unknown>) => call(t, 'POST', '/api/meals/meals/', { token: owner.token, body });
  const base = { name: 'Koshari', description: 'Lentils and rice', base_price: '6.00' };

  it('saves a JSON array and its multipart JSON text as the recipe', async () => {
    const lentils = await addIngredient(t, restaurant);
    const rice = await addIngredient(t, restaurant);
    const lines = [
      { ingredient: lentils, quantity: 150 },
      { ingredient: rice, quantity: 200, is_optional: true, additional_price: '0.50' },
    ];
    const json = await post({ ...base, ingredients: lines });
    expect(json.status).toBe(201);
    const form = await formBody({ ...base, ingredients: JSON.stringify(lines) });
    const multipart = await call(t, 'POST', '/api/meals/meals/', { token: owner.token, ...form });
    expect(multipart.status).toBe(201);
    for (const id of [json.body.id, multipart.body.id]) {
      const saved = (await mealLines(id)).map((l) => [l.ingredientId, l.quantity, l.isOptional]);
      expect(saved.sort()).toEqual(
        [
          [lentils, 150, false],
          [rice, 200, true],
        ].sort(),
      );
    }
  });

  it('replaces the recipe on update when sent and keeps it when not', async () => {
    const first = await addIngredient(t, restaurant);
    const second = await addIngredient(t, restaurant);
    const created = await post({ ...base, ingredients: [{ ingredient: first, quantity: 1 }] });
    const id = created.body.id as number;
    expect((await call(t, 'PATCH', mealUrl(id), { token: owner.token, body: { name: 'Renamed' } })).status).toBe(200);
    expect((await mealLines(id)).map((l) => l.ingredientId)).toEqual([first]);
    const replaced = await call(t, 'PATCH', mealUrl(id), {
      token: owner.token,
      body: { ingredients: [{ ingredient: second, quantity: 4 }] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.meal_ingredients.map((l: { ingredient: number }) => l.ingredient)).toEqual([second]);
    expect((await mealLines(id)).map((l) => [l.ingredientId, l.quantity])).toEqual([[second, 4]]);
  });

  it('writes meal and recipe in one transaction: a failing line write rolls back the meal, or the update', async () => {
    const first = await addIngredient(t, restaurant);
    const second = await addIngredient(t, restaurant);
    const id = await addMeal(t, restaurant, { name: 'Kept', lines: [{ ingredient: first, quantity: 2 }] });
    const before = await catalogueCounts(t);
    await withFailingInserts(t, 'meal_ingredients', async () => {
      expect((await post({ ...base, ingredients: [{ ingredient: first, quantity: 1 }] })).status).toBe(500);
      const update = await call(t, 'PATCH', mealUrl(id), {
        token: owner.token,
        body: { name: 'Renamed', ingredients: [{ ingredient: second, quantity: 1 }] },
      });
      expect(update.status).toBe(500);
    });
    expect(await catalogueCounts(t)).toEqual(before);
    expect((await mealLines(id)).map((l) => [l.ingredientId, l.quantity])).toEqual([[first, 2]]);
    expect((await call(t, 'GET', mealUrl(id))).body.name).toBe('Kept');
  });

  it('a bad list or line saves neither the meal nor part of the recipe, and an update keeps the old recipe', async () => {
    const mine = await addIngredient(t, restaurant);
    const theirs = await addIngredient(t, await addRestaurant(t, (await createUser(t, 'restaurant')).id));
    const before = await catalogueCounts(t);
    for (const ingredients of ['not json', '{"ingredient":1}', 7])
      expect400(await post({ ...base, ingredients }), { ingredients: [D.list] });
    expect400(
      await post({
        ...base,
        ingredients: [
          { ingredient: mine, quantity: 1 },
          { ingredient: theirs, quantity: 1 },
        ],
      }),
      { ingredients: [{}, { ingredient: [MEAL_MESSAGES.notOwnIngredient] }] },
    );
    expect(await catalogueCounts(t)).toEqual(before);
    const id = await addMeal(t, restaurant, { lines: [{ ingredient: mine, quantity: 3 }] });
    expect400(
      await call(t, 'PATCH', mealUrl(id), {
        token: owner.token,
        body: { ingredients: [{ ingredient: theirs, quantity: 1 }] },
      }),
      { ingredients: [{ ingredient: [MEAL_MESSAGES.notOwnIngredient] }] },
    );
    expect((await mealLines(id)).map((l) => [l.ingredientId, l.quantity])).toEqual([[mine, 3]]);
  });
});

describe("availability quantities are positive integers, and the meal's own switch is honoured (reference defect 22)", () => {
  it('answers 400 for a non-integer, non-positive or too large quantity, for meals and custom meals', async () => {
    const meal = await addMeal(t, restaurant);
    const custom = await customMealOf(customer, true);
    const cases = [
      ['1.5', D.wholeNumber],
      ['abc', D.wholeNumber],
      ['0', D.atLeast(1)],
      ['-2', D.atLeast(1)],
      ['100', D.atMost(99)],
    ] as const;
    for (const url of [mealUrl(meal), customUrl(custom)])
      for (const [quantity, message] of cases)
        expect400(await call(t, 'GET', `${url}check_availability/?quantity=${quantity}`), { quantity: [message] });
  });

  it('reports a switched-off meal as unavailable even with every ingredient in stock', async () => {
    const flour = await addIngredient(t, restaurant, { name: 'Flour', quantity: 1000 });
    const on = await addMeal(t, restaurant, { name: 'Bread', lines: [{ ingredient: flour, quantity: 20 }] });
    const off = await addMeal(t, restaurant, {
      name: 'Cake',
      isAvailable: false,
      lines: [{ ingredient: flour, quantity: 10 }],
    });
    const available = await call(t, 'GET', `${mealUrl(on)}check_availability/?quantity=2`);
    expect(available.body).toMatchObject({ is_available: true, message: A.allAvailable });
    const switchedOff = await call(t, 'GET', `${mealUrl(off)}check_availability/`);
    expect(switchedOff.status).toBe(200);
    expect(switchedOff.body).toMatchObject({ is_available: false, message: A.mealUnavailable('Cake') });
    const custom = await addCustomMeal(t, customer.id, restaurant, { lines: [{ ingredient: flour, quantity: 5 }] });
    await call(t, 'PATCH', `/api/restaurants/ingredients/${flour}/`, {
      token: owner.token,
      body: { is_available: false },
    });
    const customOff = await call(t, 'GET', `${customUrl(custom)}check_availability/`);
    expect(customOff.body).toMatchObject({ is_available: false, message: A.outOfStock('Flour', 5, 1000) });
    await call(t, 'PATCH', `/api/restaurants/ingredients/${flour}/`, {
      token: owner.token,
      body: { is_available: true },
    });
    const short = await call(t, 'GET', `${mealUrl(on)}check_availability/?quantity=99`);
    expect(short.body).toMatchObject({ is_available: false, message: A.lowInStock('Flour', 1980, 1000) });
  });
});

describe('only owners and admins create categories; customers cannot touch them (reference defect 23)', () => {
  it('refuses customers (403) and anonymous callers (401) on every write, changing nothing', async () => {
    const id = await addCategory(t, 'Soups');
    const before = await catalogueCounts(t);
    const writes = [
      ['POST', '/api/meals/categories/', CATEGORY_MESSAGES.createForbidden],
      ['PUT', `/api/meals/categories/${id}/`, HTTP_MESSAGES.forbidden],
      ['PATCH', `/api/meals/categories/${id}/`, HTTP_MESSAGES.forbidden],
      ['DELETE', `/api/meals/categories/${id}/`, HTTP_MESSAGES.forbidden],
    ] as const;
    for (const [method, url, detail] of writes) {
      expectDetail(await call(t, method, url, { token: customer.token, body: { name: 'Hacked' } }), 403, detail);
      expectDetail(await call(t, method, url, { body: { name: 'Hacked' } }), 401, HTTP_MESSAGES.noCredentials);
    }
    expect(await catalogueCounts(t)).toEqual(before);
    expect((await t.db.select().from(categories).where(eq(categories.id, id)))[0]?.name).toBe('Soups');
  });

  it('lets owners and admins create; only admins change or delete', async () => {
    const byOwner = await call(t, 'POST', '/api/meals/categories/', { token: owner.token, body: { name: 'Grills' } });
    expect(byOwner.status).toBe(201);
    const byAdmin = await call(t, 'POST', '/api/meals/categories/', { token: admin.token, body: { name: 'Sweets' } });
    expect(byAdmin.status).toBe(201);
    expectDetail(
      await call(t, 'PATCH', `/api/meals/categories/${byOwner.body.id}/`, {
        token: owner.token,
        body: { name: 'Mine now' },
      }),
      403,
      HTTP_MESSAGES.forbidden,
    );
    const renamed = await call(t, 'PATCH', `/api/meals/categories/${byOwner.body.id}/`, {
      token: admin.token,
      body: { name: 'Grilled' },
    });
    expect(renamed.body.name).toBe('Grilled');
  });
});

describe('meals of pending, rejected or deleted restaurants are not public (reference defect 24)', () => {
  it('hides them from anonymous callers and customers on every path; their owner and admins still see them', async () => {
    const hidden: { owner: TestUser; meal: number; restaurant: number }[] = [];
    for (const isApproved of [null, false]) {
      const hiddenOwner = await createUser(t, 'restaurant');
      const id = await addRestaurant(t, hiddenOwner.id, { isApproved });
      hidden.push({ owner: hiddenOwner, restaurant: id, meal: await addMeal(t, id) });
    }
    const reviewed = hidden[0] as (typeof hidden)[number];
    await addReview(t, 'meal', other.id, reviewed.meal, 5);
    for (const token of [undefined, customer.token, owner.token]) {
      const reviews = await call(t, 'GET', `/api/reviews/meal-reviews/?meal=${reviewed.meal}`, { token });
      expect(reviews.body).toEqual([]);
      const list = await call(t, 'GET', '/api/meals/meals/', { token });
      const ids = (list.body as { id: number }[]).map((m) => m.id);
      for (const h of hidden) {
        expect(ids).not.toContain(h.meal);
        expectDetail(await call(t, 'GET', mealUrl(h.meal), { token }), 404, HTTP_MESSAGES.notFound);
        expectDetail(
          await call(t, 'GET', `${mealUrl(h.meal)}check_availability/`, { token }),
          404,
          HTTP_MESSAGES.notFound,
        );
        expect((await call(t, 'GET', `/api/meals/meals/?restaurant=${h.restaurant}`, { token })).body).toEqual([]);
      }
    }
    for (const h of hidden) {
      expect((await call(t, 'GET', mealUrl(h.meal), { token: h.owner.token })).status).toBe(200);
      expect((await call(t, 'GET', mealUrl(h.meal), { token: admin.token })).status).toBe(200);
    }
  });

  it('a deleted restaurant takes its meals out of every public read', async () => {
    const goneOwner = await createUser(t, 'restaurant');
    const id = await addRestaurant(t, goneOwner.id, { isApproved: true });
    const meal = await addMeal(t, id);
    expect((await call(t, 'GET', mealUrl(meal))).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/restaurants/restaurants/${id}/`, { token: goneOwner.token })).status).toBe(
      204,
    );
    expectDetail(await call(t, 'GET', mealUrl(meal)), 404, HTTP_MESSAGES.notFound);
    const list = await call(t, 'GET', '/api/meals/meals/', { token: admin.token });
    expect((list.body as { id: number }[]).map((m) => m.id)).not.toContain(meal);
  });
});

describe('top-rated reports errors, ignores private meals and orders ties (reference defect 25)', () => {
  it('answers 400 for a bad limit instead of an empty list', async () => {
    const cases = [
      ['0', D.atLeast(1)],
      ['51', D.atMost(50)],
      ['ten', D.wholeNumber],
      ['2.5', D.wholeNumber],
    ] as const;
    for (const [limit, message] of cases)
      expect400(await call(t, 'GET', `/api/meals/custom-meals/top-rated/?limit=${limit}`), { limit: [message] });
  });

  it('ranks public meals of approved restaurants only, by average, then review count, then id', async () => {
    const ingredient = await addIngredient(t, restaurant);
    const meal = (isPublic: boolean, where = restaurant) =>
      addCustomMeal(t, customer.id, where, { isPublic, lines: [{ ingredient, quantity: 1 }] });
    const reviewers = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const rate = (id: number, ratings: number[]) =>
      Promise.all(ratings.map((r, i) => addReview(t, 'custom_meal', (reviewers[i] as TestUser).id, id, r)));
    const singleFive = await meal(true);
    const doubleFive = await meal(true);
    const laterSingleFive = await meal(true);
    const lower = await meal(true);
    const privateFive = await meal(false);
    const pendingFive = await meal(
      true,
      await addRestaurant(t, (await createUser(t, 'restaurant')).id, { isApproved: null }),
    );
    await rate(singleFive, [5]);
    await rate(doubleFive, [5, 5]);
    await rate(laterSingleFive, [5]);
    await rate(lower, [5, 5, 4]);
    await rate(privateFive, [5, 5, 5]);
    await rate(pendingFive, [5, 5, 5]);
    const res = await call(t, 'GET', '/api/meals/custom-meals/top-rated/?limit=50');
    expect(res.status).toBe(200);
    const mine = new Set([singleFive, doubleFive, laterSingleFive, lower, privateFive, pendingFive]);
    const ranked = (res.body as { id: number; avg_rating: number }[]).filter((m) => mine.has(m.id));
    expect(ranked.map((m) => m.id)).toEqual([doubleFive, singleFive, laterSingleFive, lower]);
    expect(ranked.at(-1)?.avg_rating).toBe(4.67);
  });
});
