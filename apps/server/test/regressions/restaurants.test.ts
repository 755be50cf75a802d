/**
 * Restaurants and ingredients must never fail the way the reference product did: each `describe` is
 * one of rules 9–16 of docs/reference-defects.md, titled by the behaviour it protects, each test one
 * of its clauses, through the real HTTP stack.
 */
import {
  DEFAULT_MESSAGES as D,
  HTTP_MESSAGES,
  INGREDIENT_MESSAGES,
  LIMITS,
  MEAL_MESSAGES,
  RESTAURANT_MESSAGES as R,
  restaurantNotifications,
  UNITS,
} from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, meals, users } from '../../src/db/schema.js';
import {
  addCustomMeal,
  addIngredient,
  addMeal,
  addRestaurant,
  expect400,
  formBody,
} from '../../src/modules/meals/test-fixtures.js';
import { restaurantBody, restaurantRow } from '../../src/modules/restaurants/test-support.js';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { catalogueCounts, expectDetail } from './fixtures-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const restaurantUrl = (id: number) => `/api/restaurants/restaurants/${id}/`;
const ingredientUrl = (id: number) => `/api/restaurants/ingredients/${id}/`;
const mealUrl = (id: number) => `/api/meals/meals/${id}/`;

/** An owner with a restaurant in the given approval state, optionally closed. */
async function ownerWith(isApproved: boolean | null, isActive = true) {
  const owner = await createUser(t, 'restaurant');
  const id = await addRestaurant(t, owner.id, { isApproved });
  if (!isActive) await call(t, 'PATCH', restaurantUrl(id), { token: owner.token, body: { is_active: false } });
  return { owner, id };
}

const notificationsOf = async (user: TestUser) =>
  (await call(t, 'GET', '/api/notifications/notifications/', { token: user.token })).body as {
    title: string;
    message: string;
  }[];

describe("only admins set approval; customers cannot create restaurants; an owner's restaurant starts pending (reference defect 9)", () => {
  it("starts an owner's restaurant pending whatever approval fields it sends", async () => {
    const owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', '/api/restaurants/restaurants/', {
      token: owner.token,
      body: restaurantBody({ is_approved: true, rejection_reason: 'none' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_approved: null, rejection_reason: null });
    expect(await restaurantRow(t, res.body.id)).toMatchObject({ isApproved: null, rejectionReason: null });
  });

  it('ignores approval fields an owner sends on update, in JSON and multipart', async () => {
    const pending = await ownerWith(null);
    const rejected = await ownerWith(false);
    for (const { owner, id } of [pending, rejected]) {
      const json = await call(t, 'PATCH', restaurantUrl(id), {
        token: owner.token,
        body: { is_approved: true, rejection_reason: null, name: 'Renamed Place' },
      });
      expect(json.status).toBe(200);
      const form = await formBody({ is_approved: 'true', rejection_reason: '' });
      expect((await call(t, 'PUT', restaurantUrl(id), { token: owner.token, ...form })).status).toBe(200);
    }
    expect(await restaurantRow(t, pending.id)).toMatchObject({ isApproved: null, name: 'Renamed Place' });
    expect(await restaurantRow(t, rejected.id)).toMatchObject({ isApproved: false, rejectionReason: 'Not yet' });
  });

  it('refuses a customer creating a restaurant (403) and an anonymous caller (401), saving nothing', async () => {
    const customer = await createUser(t, 'customer');
    const before = await catalogueCounts(t);
    expectDetail(
      await call(t, 'POST', '/api/restaurants/restaurants/', { token: customer.token, body: restaurantBody() }),
      403,
      R.createForbidden,
    );
    expectDetail(
      await call(t, 'POST', '/api/restaurants/restaurants/', { body: restaurantBody() }),
      401,
      HTTP_MESSAGES.noCredentials,
    );
    expect(await catalogueCounts(t)).toEqual(before);
  });

  it("refuses a customer's approval change of an approved restaurant; an admin's call sets it", async () => {
    const customer = await createUser(t, 'customer');
    const admin = await createUser(t, 'admin');
    const { id } = await ownerWith(null);
    const approved = await ownerWith(true);
    expectDetail(
      await call(t, 'PATCH', restaurantUrl(approved.id), { token: customer.token, body: { is_approved: false } }),
      403,
      HTTP_MESSAGES.forbidden,
    );
    expect((await restaurantRow(t, approved.id))?.isApproved).toBe(true);
    const res = await call(t, 'PATCH', restaurantUrl(id), {
      token: admin.token,
      body: { is_approved: false, rejection_reason: 'Missing licence' },
    });
    expect(res.status).toBe(200);
    expect(await restaurantRow(t, id)).toMatchObject({ isApproved: false, rejectionReason: 'Missing licence' });
  });
});

describe('an owner reads and edits their own restaurant in any state and can reopen it (reference defect 10)', () => {
  it.each([
    ['pending', null, true],
    ['rejected', false, true],
    ['closed', true, false],
    ['pending and closed', null, false],
  ] as const)('%s: read by id and my-restaurant, edit, reopen', async (_label, isApproved, isActive) => {
    const { owner, id } = await ownerWith(isApproved, isActive);
    const byId = await call(t, 'GET', restaurantUrl(id), { token: owner.token });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id, is_approved: isApproved, is_active: isActive });
    const mine = await call(t, 'GET', '/api/restaurants/restaurants/my-restaurant/', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(id);
    await addIngredient(t, id, { name: 'Own stock' });
    const stock = await call(t, 'GET', `${restaurantUrl(id)}ingredients/`, { token: owner.token });
    expect((stock.body as { name: string }[]).map((i) => i.name)).toEqual(['Own stock']);
    const edited = await call(t, 'PATCH', restaurantUrl(id), { token: owner.token, body: { description: 'Updated' } });
    expect(edited.status).toBe(200);
    const reopened = await call(t, 'PATCH', restaurantUrl(id), { token: owner.token, body: { is_active: true } });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ is_active: true, is_approved: isApproved });
    expect(await restaurantRow(t, id)).toMatchObject({ description: 'Updated', isActive: true, isApproved });
  });

  it('hides a pending or rejected restaurant from everyone else', async () => {
    const customer = await createUser(t, 'customer');
    const otherOwner = await createUser(t, 'restaurant');
    for (const state of [null, false]) {
      const { id } = await ownerWith(state);
      for (const token of [undefined, customer.token, otherOwner.token])
        expectDetail(await call(t, 'GET', restaurantUrl(id), { token }), 404, HTTP_MESSAGES.notFound);
    }
  });
});

describe("saving the owner's form never changes approval or the open flag unless the owner did (reference defect 11)", () => {
  it('a full PUT without approval or open fields (JSON and multipart) keeps both', async () => {
    const open = await ownerWith(true, true);
    const closed = await ownerWith(true, false);
    for (const { owner, id } of [open, closed]) {
      const before = await restaurantRow(t, id);
      const json = await call(t, 'PUT', restaurantUrl(id), { token: owner.token, body: restaurantBody() });
      expect(json.status).toBe(200);
      const form = await formBody(restaurantBody({ name: 'Multipart Name' }) as Record<string, string>);
      expect((await call(t, 'PUT', restaurantUrl(id), { token: owner.token, ...form })).status).toBe(200);
      expect(await restaurantRow(t, id)).toMatchObject({
        isApproved: true,
        isActive: before?.isActive,
        rejectionReason: null,
        name: 'Multipart Name',
      });
    }
  });

  it('a rejected restaurant stays rejected, with its reason, after the owner saves the form', async () => {
    const { owner, id } = await ownerWith(false);
    expect((await call(t, 'PUT', restaurantUrl(id), { token: owner.token, body: restaurantBody() })).status).toBe(200);
    expect(await restaurantRow(t, id)).toMatchObject({ isApproved: false, rejectionReason: 'Not yet' });
  });

  it('the open flag changes only when sent, and never moves approval', async () => {
    const { owner, id } = await ownerWith(true, true);
    const closed = await call(t, 'PUT', restaurantUrl(id), {
      token: owner.token,
      body: restaurantBody({ is_active: false }),
    });
    expect(closed.body).toMatchObject({ is_active: false, is_approved: true });
    expect(await restaurantRow(t, id)).toMatchObject({ isActive: false, isApproved: true });
  });

  it("an admin's approval leaves the open flag as the owner set it", async () => {
    const admin = await createUser(t, 'admin');
    const { id } = await ownerWith(null, false);
    const res = await call(t, 'PATCH', restaurantUrl(id), { token: admin.token, body: { is_approved: true } });
    expect(res.status).toBe(200);
    expect(await restaurantRow(t, id)).toMatchObject({ isApproved: true, isActive: false });
  });
});

describe('a refused create or update answers 403/404, never a 201 that saved nothing (reference defect 12)', () => {
  const ingredientBody = { name: 'Salt', unit: 'g', price_per_unit: 1, quantity: 5 };
  const mealBody = { name: 'Soup', description: 'Hot', base_price: 5 };

  it.each([
    ['a customer', 'customer', INGREDIENT_MESSAGES.customerForbidden, MEAL_MESSAGES.customerForbidden],
    [
      "another restaurant's owner",
      'restaurant',
      INGREDIENT_MESSAGES.ownRestaurantOnly,
      MEAL_MESSAGES.ownRestaurantOnly,
    ],
  ] as const)('%s creating ingredients or meals gets 403 and nothing is written', async (_who, type, ing, meal) => {
    const caller = await createUser(t, type);
    if (type === 'restaurant') await addRestaurant(t, caller.id);
    const { id } = await ownerWith(true);
    const before = await catalogueCounts(t);
    const post = (url: string, body: object) =>
      call(t, 'POST', url, { token: caller.token, body: { ...body, restaurant: id } });
    expectDetail(await post('/api/restaurants/ingredients/', ingredientBody), 403, ing);
    expectDetail(await post('/api/meals/meals/', mealBody), 403, meal);
    expect(await catalogueCounts(t)).toEqual(before);
  });

  it("updates of another owner's restaurant, ingredient or meal: 403 when visible, 404 when not", async () => {
    const mine = await ownerWith(true);
    const visible = await ownerWith(true);
    const hidden = await ownerWith(null);
    const visibleIngredient = await addIngredient(t, visible.id, { name: 'Pepper' });
    const visibleMeal = await addMeal(t, visible.id, { name: 'Stew' });
    const hiddenIngredient = await addIngredient(t, hidden.id, { name: 'Pepper' });
    const hiddenMeal = await addMeal(t, hidden.id, { name: 'Stew' });
    const token = mine.owner.token;
    const attempts = [
      [restaurantUrl(visible.id), { name: 'Taken over' }, 403],
      [ingredientUrl(visibleIngredient), { name: 'Taken over' }, 403],
      [mealUrl(visibleMeal), { name: 'Taken over' }, 403],
      [restaurantUrl(hidden.id), { name: 'Taken over' }, 404],
      [ingredientUrl(hiddenIngredient), { name: 'Taken over' }, 404],
      [mealUrl(hiddenMeal), { name: 'Taken over' }, 404],
    ] as const;
    for (const [url, body, status] of attempts) {
      const res = await call(t, 'PATCH', url, { token, body });
      expect({ url, status: res.status }).toEqual({ url, status });
      expect((await call(t, 'DELETE', url, { token })).status).toBe(status);
    }
    expect((await restaurantRow(t, visible.id))?.name).not.toBe('Taken over');
    const [ing] = await t.db.select().from(ingredients).where(eq(ingredients.id, visibleIngredient));
    const [meal] = await t.db.select().from(meals).where(eq(meals.id, visibleMeal));
    expect([ing?.name, meal?.name]).toEqual(['Pepper', 'Stew']);
  });

  it('a meal or ingredient for a hidden restaurant is answered as for a missing one, saving nothing', async () => {
    const mine = await ownerWith(true);
    const hidden = await ownerWith(null);
    const before = await catalogueCounts(t);
    for (const [url, body] of [
      ['/api/meals/meals/', mealBody],
      ['/api/restaurants/ingredients/', ingredientBody],
    ] as const) {
      const toHidden = await call(t, 'POST', url, {
        token: mine.owner.token,
        body: { ...body, restaurant: hidden.id },
      });
      const toMissing = await call(t, 'POST', url, { token: mine.owner.token, body: { ...body, restaurant: 999_999 } });
      expect([403, 400]).toContain(toHidden.status);
      expect(JSON.stringify(toHidden.body).replace(String(hidden.id), 'N')).toBe(
        JSON.stringify(toMissing.body).replace('999999', 'N'),
      );
    }
    expect(await catalogueCounts(t)).toEqual(before);
  });

  it('a second restaurant for the same owner is a 400, not a 201', async () => {
    const { owner } = await ownerWith(null);
    const before = await catalogueCounts(t);
    expect400(await call(t, 'POST', '/api/restaurants/restaurants/', { token: owner.token, body: restaurantBody() }), {
      non_field_errors: [R.alreadyHaveOne],
    });
    expect(await catalogueCounts(t)).toEqual(before);
  });
});

describe('updates never move a meal or ingredient to another restaurant; owners cannot transfer their restaurant (reference defect 13)', () => {
  it('refuses moving a meal or an ingredient to another restaurant, for owners and admins', async () => {
    const admin = await createUser(t, 'admin');
    const mine = await ownerWith(true);
    const theirs = await ownerWith(true);
    const ingredient = await addIngredient(t, mine.id);
    const meal = await addMeal(t, mine.id);
    for (const token of [mine.owner.token, admin.token]) {
      expect400(await call(t, 'PATCH', mealUrl(meal), { token, body: { restaurant: theirs.id } }), {
        restaurant: [MEAL_MESSAGES.cannotMove],
      });
      expect400(await call(t, 'PATCH', ingredientUrl(ingredient), { token, body: { restaurant: theirs.id } }), {
        restaurant: [INGREDIENT_MESSAGES.cannotMove],
      });
    }
    const form = await formBody({ restaurant: String(theirs.id) });
    expect400(await call(t, 'PATCH', mealUrl(meal), { token: mine.owner.token, ...form }), {
      restaurant: [MEAL_MESSAGES.cannotMove],
    });
    const same = await call(t, 'PATCH', mealUrl(meal), { token: mine.owner.token, body: { restaurant: mine.id } });
    expect(same.status).toBe(200);
    const [mealRow] = await t.db.select().from(meals).where(eq(meals.id, meal));
    const [ingredientRow] = await t.db.select().from(ingredients).where(eq(ingredients.id, ingredient));
    expect([mealRow?.restaurantId, ingredientRow?.restaurantId]).toEqual([mine.id, mine.id]);
  });

  it('ignores owner_id from the owner; only an admin reassigns the restaurant', async () => {
    const admin = await createUser(t, 'admin');
    const { owner, id } = await ownerWith(true);
    const heir = await createUser(t, 'restaurant');
    const res = await call(t, 'PATCH', restaurantUrl(id), {
      token: owner.token,
      body: { owner_id: heir.id, owner: heir.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.owner_id).toBe(owner.id);
    expect((await restaurantRow(t, id))?.ownerId).toBe(owner.id);
    const moved = await call(t, 'PATCH', restaurantUrl(id), { token: admin.token, body: { owner_id: heir.id } });
    expect(moved.status).toBe(200);
    expect((await restaurantRow(t, id))?.ownerId).toBe(heir.id);
  });
});

describe("anonymous payloads never contain an owner's e-mail, phone or address (reference defect 14)", () => {
  it('no public read shows them; the owner and admins see the e-mail', async () => {
    const owner = await createUser(t, 'restaurant', { email: 'private.owner@example.com' });
    await t.db
      .update(users)
      .set({ phoneNumber: '01099988877', address: '77 Secret Lane, Giza' })
      .where(eq(users.id, owner.id));
    const id = await addRestaurant(t, owner.id, { isApproved: true });
    const ingredient = await addIngredient(t, id);
    const meal = await addMeal(t, id, { lines: [{ ingredient, quantity: 1 }] });
    const customer = await createUser(t, 'customer');
    await addCustomMeal(t, owner.id, id, { isPublic: true, lines: [{ ingredient, quantity: 1 }] });
    await call(t, 'POST', '/api/reviews/restaurant-reviews/', {
      token: customer.token,
      body: { restaurant: id, rating: 5, comment: 'Lovely food and service.' },
    });
    const publicUrls = [
      '/api/restaurants/restaurants/',
      restaurantUrl(id),
      `${restaurantUrl(id)}ingredients/`,
      '/api/restaurants/ingredients/',
      '/api/meals/meals/',
      mealUrl(meal),
      '/api/meals/custom-meals/',
      '/api/reviews/restaurant-reviews/',
    ];
    const otherOwner = await createUser(t, 'restaurant');
    publicUrls.push(
      '/api/restaurants/restaurants/?search=private.owner%40example.com',
      '/api/meals/meals/?search=a%00b',
    );
    for (const token of [undefined, customer.token, otherOwner.token]) {
      for (const url of publicUrls) {
        const res = await call(t, 'GET', url, { token });
        expect(res.status).toBe(200);
        for (const secret of ['private.owner@example.com', '01099988877', '77 Secret Lane'])
          expect({ url, leaks: res.text.includes(secret) }).toEqual({ url, leaks: false });
      }
      const detail = await call(t, 'GET', restaurantUrl(id), { token });
      expect(detail.body.owner_details.email).toBeNull();
    }
    const admin = await createUser(t, 'admin');
    for (const token of [owner.token, admin.token])
      expect((await call(t, 'GET', restaurantUrl(id), { token })).body.owner_details.email).toBe(
        'private.owner@example.com',
      );
  });
});

describe('times, phones, non-negative prices and quantities and the unit vocabulary are validated (reference defect 15)', () => {
  it('restaurant times and phone numbers, on create and update', async () => {
    const owner = await createUser(t, 'restaurant');
    const before = await catalogueCounts(t);
    expect400(
      await call(t, 'POST', '/api/restaurants/restaurants/', {
        token: owner.token,
        body: restaurantBody({ opening_time: '25:00', closing_time: 'noon', phone_number: 'call me' }),
      }),
      { opening_time: [D.time], closing_time: [D.time], phone_number: [R.invalidPhone] },
    );
    expect400(
      await call(t, 'POST', '/api/restaurants/restaurants/', {
        token: owner.token,
        body: restaurantBody({ name: 'Nul\u0000Kitchen' }),
      }),
      { name: [D.nulCharacter] },
    );
    expect(await catalogueCounts(t)).toEqual(before);
    const { owner: existing, id } = await ownerWith(true);
    const row = await restaurantRow(t, id);
    expect400(
      await call(t, 'PATCH', restaurantUrl(id), {
        token: existing.token,
        body: { opening_time: '12:60', phone_number: '12' },
      }),
      { opening_time: [D.time], phone_number: [R.invalidPhone] },
    );
    expect(await restaurantRow(t, id)).toEqual(row);
  });

  it('ingredient prices and stock are non-negative and the unit is one of the vocabulary', async () => {
    const { owner, id } = await ownerWith(true);
    const before = await catalogueCounts(t);
    const create = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/restaurants/ingredients/', { token: owner.token, body: { name: 'Salt', ...body } });
    expect400(await create({ unit: 'bucket', price_per_unit: -1, quantity: -5 }), {
      unit: [D.choice('bucket', UNITS)],
      price_per_unit: [D.atLeast(0)],
      quantity: [D.atLeast(0)],
    });
    expect400(await create({ unit: 'g', price_per_unit: 1, available_quantity: -2 }), { quantity: [D.atLeast(0)] });
    expect(await catalogueCounts(t)).toEqual(before);
    const ingredient = await addIngredient(t, id, { quantity: 40 });
    expect400(
      await call(t, 'PATCH', ingredientUrl(ingredient), {
        token: owner.token,
        body: { quantity: -1, price_per_unit: '-0.50', unit: 'KG' },
      }),
      { quantity: [D.atLeast(0)], price_per_unit: [D.atLeast(0)], unit: [D.choice('KG', UNITS)] },
    );
    const [row] = await t.db.select().from(ingredients).where(eq(ingredients.id, ingredient));
    expect([row?.quantity, row?.unit]).toEqual([40, 'g']);
  });

  it('meal prices are at least the minimum and recipe quantities positive', async () => {
    const { owner, id } = await ownerWith(true);
    const ingredient = await addIngredient(t, id);
    const before = await catalogueCounts(t);
    expect400(
      await call(t, 'POST', '/api/meals/meals/', {
        token: owner.token,
        body: {
          name: 'Soup',
          description: 'Hot',
          base_price: -3,
          ingredients: [{ ingredient, quantity: 0, additional_price: -1 }],
        },
      }),
      {
        base_price: [D.atLeast(LIMITS.meal.priceMin)],
        ingredients: [{ quantity: [D.positive], additional_price: [D.atLeast(0)] }],
      },
    );
    expect400(
      await call(t, 'POST', '/api/meals/meals/', {
        token: owner.token,
        body: { name: 'Soup', description: 'Hot', base_price: 3, ingredients: [{ ingredient, quantity: -2 }] },
      }),
      { ingredients: [{ quantity: [D.positive] }] },
    );
    expect(await catalogueCounts(t)).toEqual(before);
  });
});

describe('approval and rejection notify the owner (reference defect 16)', () => {
  const N = restaurantNotifications('en');

  it('approve, reject and reset each notify the owner once; an edit or a repeated approval notifies no one', async () => {
    const admin = await createUser(t, 'admin');
    const { owner, id } = await ownerWith(null);
    const name = (await restaurantRow(t, id))?.name as string;
    const patch = (body: Record<string, unknown>) => call(t, 'PATCH', restaurantUrl(id), { token: admin.token, body });
    expect((await patch({ is_approved: true })).status).toBe(200);
    expect((await patch({ is_approved: true })).status).toBe(200);
    expect((await patch({ description: 'Only an edit' })).status).toBe(200);
    expect((await patch({ is_approved: false, rejection_reason: 'Health check failed' })).status).toBe(200);
    expect((await patch({ is_approved: null, rejection_reason: null })).status).toBe(200);
    const received = (await notificationsOf(owner)).map(({ title, message }) => ({ title, message }));
    expect(received.reverse()).toEqual([
      N.approved(name),
      N.rejected(name, 'Health check failed'),
      N.underReview(name),
    ]);
  });

  it('an admin-created restaurant notifies its owner that it is approved', async () => {
    const admin = await createUser(t, 'admin');
    const owner = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', '/api/restaurants/restaurants/', {
      token: admin.token,
      body: restaurantBody({ name: 'Admin Made', owner_id: owner.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body.is_approved).toBe(true);
    expect((await notificationsOf(owner)).map(({ title, message }) => ({ title, message }))).toEqual([
      N.approved('Admin Made'),
    ]);
  });
});
