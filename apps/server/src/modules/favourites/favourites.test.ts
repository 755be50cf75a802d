import { DEFAULT_MESSAGES, FAVOURITE_MESSAGES } from '@dishcraft/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { favourites, restaurants } from '../../db/schema.js';
import { addMeal, addRestaurant } from '../meals/test-fixtures.js';
import { bulkOwners, bulkRestaurants } from '../restaurants/test-support.js';
import { addFavourites } from './fixtures.js';

const LIST = '/api/users/favourites/';
const one = (id: number) => `${LIST}${id}/`;

describe('favourites (API.md §3.17, issue #23)', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let restaurant: number;
  let meal: number;
  let pendingRestaurant: number;
  let pendingMeal: number;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, admin] = await Promise.all([createUser(t, 'restaurant'), createUser(t, 'admin')]);
    restaurant = await addRestaurant(t, owner.id, { name: 'Nile Kitchen' });
    meal = await addMeal(t, restaurant, { name: 'Koshari', priceCents: 4550 });
    const pendingOwner = await createUser(t, 'restaurant');
    pendingRestaurant = await addRestaurant(t, pendingOwner.id, { isApproved: null });
    pendingMeal = await addMeal(t, pendingRestaurant);
  });
  afterAll(() => t.close());

  /** Each test its own customer: favourites are per user. */
  let me: TestUser;
  beforeEach(async () => {
    me = await createUser(t, 'customer');
  });

  const stored = (userId: number) =>
    t.db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.id));
  const post = (user: TestUser, body: unknown) => call(t, 'POST', LIST, { token: user.token, body });
  const list = (user: TestUser, query = '') => call(t, 'GET', `${LIST}${query}`, { token: user.token });

  it('anonymous callers get 401, owners and admins 403 with the reason, and nothing changes', async () => {
    const [mine] = await addFavourites(t, me.id, [{ restaurantId: restaurant }]);
    const before = await t.db.select().from(favourites).orderBy(asc(favourites.id));
    const routes = [
      ['GET', LIST],
      ['POST', LIST],
      ['DELETE', `${LIST}?restaurant=${restaurant}`],
      ['DELETE', one(mine!)],
    ] as const;
    for (const [method, url] of routes) {
      const res = await call(t, method, url, { body: { restaurant } });
      expect(res.status, `${method} ${url}`).toBe(401);
      for (const user of [owner, admin]) {
        const refused = await call(t, method, url, { token: user.token, body: { restaurant } });
        expect(refused.status, `${user.userType} ${method} ${url}`).toBe(403);
        expect(refused.body).toEqual({ detail: FAVOURITE_MESSAGES.customersOnly });
      }
    }
    expect(await t.db.select().from(favourites).orderBy(asc(favourites.id))).toEqual(before);
  });

  it('hearts a restaurant: 201 with what its card shows; hearting it again is 200 with the same favourite', async () => {
    const first = await post(me, { restaurant });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      restaurant,
      meal: null,
      restaurant_details: expect.objectContaining({ id: restaurant, name: 'Nile Kitchen', is_approved: true }),
      meal_details: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    // A customer never reads the owner's e-mail, here as on the restaurant's own page.
    expect(first.body.restaurant_details.owner_details.email).toBeNull();
    const again = await post(me, { restaurant: String(restaurant) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stored(me.id)).toHaveLength(1);
  });

  it('hearts a meal with its MealOut; user_id, id and created_at in the body are ignored', async () => {
    const other = await createUser(t, 'customer');
    const res = await post(me, {
      meal,
      user_id: other.id,
      user: other.id,
      id: 999,
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      restaurant: null,
      meal,
      restaurant_details: null,
      meal_details: { id: meal, name: 'Koshari', base_price: '45.50', restaurant },
    });
    expect(res.body.id).not.toBe(999);
    expect(res.body.created_at).not.toMatch(/^2001/);
    expect(await stored(other.id)).toEqual([]);
    expect(await stored(me.id)).toMatchObject([{ id: res.body.id, userId: me.id, mealId: meal, restaurantId: null }]);
  });

  it('refuses bodies that name neither, both, malformed or unseen targets, and writes nothing', async () => {
    const cases: [unknown, unknown][] = [
      [{}, { non_field_errors: [FAVOURITE_MESSAGES.exactlyOne] }],
      [{ restaurant: '', meal: null }, { non_field_errors: [FAVOURITE_MESSAGES.exactlyOne] }],
      [{ restaurant, meal }, { non_field_errors: [FAVOURITE_MESSAGES.exactlyOne] }],
      [{ restaurant: 'abc' }, { restaurant: [DEFAULT_MESSAGES.wholeNumber] }],
      [
        { meal: 1.5, restaurant: -1 },
        { meal: [DEFAULT_MESSAGES.wholeNumber], restaurant: [expect.any(String)] },
      ],
      [{ restaurant: 999999 }, { restaurant: ['Restaurant 999999 does not exist.'] }],
      // Awaiting approval: invisible to customers, so it does not exist for them.
      [{ restaurant: pendingRestaurant }, { restaurant: [`Restaurant ${pendingRestaurant} does not exist.`] }],
      [{ meal: pendingMeal }, { meal: [`Meal ${pendingMeal} does not exist.`] }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    expect(await stored(me.id)).toEqual([]);
  });

  it("lists only the caller's own favourites, newest first, each with its details", async () => {
    const other = await createUser(t, 'customer');
    await addFavourites(t, other.id, [{ mealId: meal }]);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + i));
    const [older, newer] = await addFavourites(t, me.id, [{ restaurantId: restaurant }, { mealId: meal }], at);
    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { id: newer, meal, meal_details: { id: meal }, restaurant: null },
      { id: older, restaurant, restaurant_details: { id: restaurant }, meal: null },
    ]);
    expect((await list(other)).body).toMatchObject([{ meal }]);
    expect(((await list(other)).body as unknown[]).length).toBe(1);
  });

  it('leaves out a restaurant and its meals while the restaurant is not approved, and shows them again after', async () => {
    const secondOwner = await createUser(t, 'restaurant');
    const later = await addRestaurant(t, secondOwner.id);
    const laterMeal = await addMeal(t, later);
    await addFavourites(t, me.id, [{ restaurantId: later }, { mealId: laterMeal }, { restaurantId: restaurant }]);
    await t.db.update(restaurants).set({ isApproved: null }).where(eq(restaurants.id, later));
    expect((await list(me)).body).toMatchObject([{ restaurant }]);
    expect((await list(me, '?page=1')).body).toMatchObject({ count: 1, results: [{ restaurant }] });
    await t.db.update(restaurants).set({ isApproved: true }).where(eq(restaurants.id, later));
    expect((await list(me)).body).toHaveLength(3);
  });

  it('a favourite meal disappears when its owner deletes the meal', async () => {
    const doomed = await addMeal(t, restaurant, { name: 'Seasonal soup' });
    expect((await post(me, { meal: doomed })).status).toBe(201);
    expect((await post(me, { restaurant })).status).toBe(201);
    const deleted = await call(t, 'DELETE', `/api/meals/meals/${doomed}/`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await list(me)).body).toMatchObject([{ restaurant }]);
    expect(await stored(me.id)).toMatchObject([{ restaurantId: restaurant }]);
  });

  it('un-hearts by ?restaurant= or ?meal=: 204, also when it was not a favourite, and only the caller’s', async () => {
    const other = await createUser(t, 'customer');
    await addFavourites(t, other.id, [{ restaurantId: restaurant }]);
    await addFavourites(t, me.id, [{ restaurantId: restaurant }, { mealId: meal }]);
    const remove = (query: string) => call(t, 'DELETE', `${LIST}${query}`, { token: me.token });
    expect((await remove(`?restaurant=${restaurant}`)).status).toBe(204);
    expect(await stored(me.id)).toMatchObject([{ mealId: meal }]);
    expect((await remove(`?restaurant=${restaurant}`)).status).toBe(204);
    expect((await remove(`?meal=${meal}`)).status).toBe(204);
    expect(await stored(me.id)).toEqual([]);
    expect(await stored(other.id)).toHaveLength(1);
  });

  it('refuses an un-heart that names neither, both or a malformed target, and removes nothing', async () => {
    await addFavourites(t, me.id, [{ restaurantId: restaurant }, { mealId: meal }]);
    const cases: [string, unknown][] = [
      ['', { non_field_errors: [FAVOURITE_MESSAGES.exactlyOne] }],
      [`?restaurant=${restaurant}&meal=${meal}`, { non_field_errors: [FAVOURITE_MESSAGES.exactlyOne] }],
      ['?restaurant=abc', { restaurant: [DEFAULT_MESSAGES.wholeNumber] }],
      ['?meal=99999999999', { meal: [DEFAULT_MESSAGES.wholeNumber] }],
    ];
    for (const [query, errors] of cases) {
      const res = await call(t, 'DELETE', `${LIST}${query}`, { token: me.token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(errors);
    }
    expect(await stored(me.id)).toHaveLength(2);
  });

  it("deletes by id: 204 for the caller's own, 404 for another customer's or a missing one", async () => {
    const other = await createUser(t, 'customer');
    const [theirs] = await addFavourites(t, other.id, [{ restaurantId: restaurant }]);
    const [mine] = await addFavourites(t, me.id, [{ restaurantId: restaurant }]);
    expect((await call(t, 'DELETE', one(theirs!), { token: me.token })).status).toBe(404);
    expect(await stored(other.id)).toHaveLength(1);
    expect((await call(t, 'DELETE', one(mine!), { token: me.token })).status).toBe(204);
    expect((await call(t, 'DELETE', one(mine!), { token: me.token })).status).toBe(404);
    expect(await stored(me.id)).toEqual([]);
  });

  it('lists 1 and 100 favourites of each kind in the same number of statements', async () => {
    const ownerIds = await bulkOwners(t, 100, `fav${me.id}_`);
    const many = await bulkRestaurants(t, ownerIds, 'Hearted');
    const meals = await Promise.all(many.map((r) => addMeal(t, r)));
    await addFavourites(t, me.id, [{ restaurantId: many[0]! }, { mealId: meals[0]! }]);
    const few = await list(me);
    await addFavourites(t, me.id, [
      ...many.slice(1).map((restaurantId) => ({ restaurantId })),
      ...meals.slice(1).map((mealId) => ({ mealId })),
    ]);
    const lots = await list(me);
    expect(few.body).toHaveLength(2);
    expect(lots.body).toHaveLength(200);
    expect(queryCount(lots)).toBe(queryCount(few));
    const page = await list(me, '?page=2&page_size=50');
    expect(page.body).toMatchObject({ count: 200 });
    expect(page.body.results).toHaveLength(50);
  });
});
