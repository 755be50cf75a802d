import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp } from '../../../test/helpers.js';
import { customMealIngredients, customMealReviews, customMeals, meals } from '../../db/schema.js';
import {
  addCategory,
  addCustomMeal,
  addIngredient,
  addMeal,
  addRestaurant,
  addReview,
  expect400,
  type World,
  world,
} from '../meals/test-fixtures.js';

const LIST = '/api/meals/custom-meals/';
const one = (id: number) => `${LIST}${id}/`;
const ids = (body: { id: number }[]) => body.map((m) => m.id);

describe('custom meals: reading and visibility', () => {
  let t: TestApp;
  let w: World;
  let rice: number;
  let saffron: number;
  let base: number;
  let category: number;
  let mine: number;
  let privateMeal: number;
  let onPending: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    rice = await addIngredient(t, w.restaurant, { name: 'Rice', priceCents: 333, quantity: 10 });
    saffron = await addIngredient(t, w.restaurant, { name: 'Saffron', priceCents: 1999, quantity: 1 });
    category = await addCategory(t, 'Bowls');
    base = await addMeal(t, w.restaurant, { name: 'Bowl', isCustomizable: true, categoryId: category });
    await t.db.update(meals).set({ image: 'meal_images/abc.webp' }).where(eq(meals.id, base));
    mine = await addCustomMeal(t, w.customer.id, w.restaurant, {
      name: 'Golden bowl',
      isPublic: true,
      baseMealId: base,
      lines: [
        { ingredient: rice, quantity: 0.5 },
        { ingredient: saffron, quantity: 1.5 },
      ],
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    privateMeal = await addCustomMeal(t, w.customer.id, w.restaurant, {
      name: 'Secret bowl',
      isPublic: false,
      lines: [{ ingredient: rice, quantity: 1 }],
      createdAt: new Date('2025-01-02T00:00:00Z'),
    });
    const pendingIngredient = await addIngredient(t, w.pending);
    onPending = await addCustomMeal(t, w.other.id, w.pending, {
      isPublic: true,
      lines: [{ ingredient: pendingIngredient, quantity: 1 }],
      createdAt: new Date('2025-01-03T00:00:00Z'),
    });
    await addReview(t, 'custom_meal', w.other.id, mine, 4);
    await addReview(t, 'custom_meal', w.owner.id, mine, 3);
  });
  afterAll(() => t.close());

  it('serialises CustomMealOut with computed prices (half away from zero), base meal and ratings', async () => {
    const res = await call(t, 'GET', one(mine));
    expect(res.status).toBe(200);
    // 333 × 0.5 = 166.5 → 167; 1999 × 1.5 = 2998.5 → 2999
    expect(res.body).toMatchObject({
      id: mine,
      user: w.customer.id,
      user_username: w.customer.username,
      name: 'Golden bowl',
      description: '',
      cooking_instructions: '',
      is_public: true,
      restaurant: w.restaurant,
      restaurant_name: expect.any(String),
      base_meal: base,
      base_price: '31.66',
      image: expect.stringMatching(/\/media\/meal_images\/abc\.webp$/),
      category,
      category_name: 'Bowls',
      avg_rating: 3.5,
      review_count: 2,
      votes: 2,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: expect.any(String),
    });
    expect(res.body.base_meal_details).toMatchObject({ id: base, name: 'Bowl', is_customizable: true });
    expect(res.body.ingredients).toEqual([
      expect.objectContaining({ ingredient: rice, quantity: 0.5, line_price: '1.67' }),
      expect.objectContaining({ ingredient: saffron, quantity: 1.5, line_price: '29.99' }),
    ]);
    expect(res.body.ingredients[0].ingredient_details).toMatchObject({
      id: rice,
      restaurant: w.restaurant,
      price_per_unit: '3.33',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'user',
        'user_username',
        'name',
        'description',
        'cooking_instructions',
        'is_public',
        'restaurant',
        'restaurant_name',
        'restaurant_name_ar',
        'base_meal',
        'base_meal_details',
        'base_price',
        'image',
        'category',
        'category_name',
        'category_name_ar',
        'avg_rating',
        'review_count',
        'votes',
        'ingredients',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('without a base meal: no image, no category, null details', async () => {
    const res = await call(t, 'GET', one(privateMeal), { token: w.customer.token });
    expect(res.body).toMatchObject({
      base_meal: null,
      base_meal_details: null,
      image: null,
      category: null,
      category_name: null,
      avg_rating: null,
      review_count: 0,
      votes: 0,
      base_price: '3.33',
    });
  });

  it('hides private meals from everyone but the creator and admins, the restaurant owner included', async () => {
    for (const token of [undefined, w.other.token, w.owner.token]) {
      expect((await call(t, 'GET', one(privateMeal), { token })).body).toEqual({ detail: 'Not found.' });
      expect((await call(t, 'GET', `${one(privateMeal)}ingredients/`, { token })).status).toBe(404);
      expect((await call(t, 'GET', `${one(privateMeal)}check_availability/`, { token })).status).toBe(404);
      expect(ids((await call(t, 'GET', LIST, { token })).body)).not.toContain(privateMeal);
    }
    expect((await call(t, 'GET', one(privateMeal), { token: w.customer.token })).status).toBe(200);
    expect((await call(t, 'GET', one(privateMeal), { token: w.admin.token })).status).toBe(200);
  });

  it('hides public custom meals of unapproved restaurants except from their creator', async () => {
    expect((await call(t, 'GET', one(onPending))).status).toBe(404);
    expect((await call(t, 'GET', one(onPending), { token: w.customer.token })).status).toBe(404);
    expect((await call(t, 'GET', one(onPending), { token: w.other.token })).status).toBe(200);
  });

  it('lists newest first and filters by user, is_public, restaurant, base_meal and search', async () => {
    expect(ids((await call(t, 'GET', LIST)).body)).toEqual([mine]);
    expect(ids((await call(t, 'GET', LIST, { token: w.customer.token })).body)).toEqual([privateMeal, mine]);
    expect(ids((await call(t, 'GET', LIST, { token: w.admin.token })).body)).toEqual([onPending, privateMeal, mine]);
    const as = async (query: string) => ids((await call(t, 'GET', `${LIST}?${query}`, { token: w.admin.token })).body);
    expect(await as(`user=${w.other.id}`)).toEqual([onPending]);
    expect(await as('is_public=false')).toEqual([privateMeal]);
    expect(await as(`restaurant=${w.restaurant}`)).toEqual([privateMeal, mine]);
    expect(await as(`base_meal=${base}`)).toEqual([mine]);
    expect(await as('search=golden')).toEqual([mine]);
    expect(await as('ordering=name')).toEqual([onPending, mine, privateMeal]);
    expect(await as('ordering=-avg_rating')).toEqual([mine, privateMeal, onPending]);
    expect400(await call(t, 'GET', `${LIST}?user=me&is_public=perhaps`), {
      user: ['Must be a whole number.'],
      is_public: ['Must be true or false.'],
    });
    const page = await call(t, 'GET', `${LIST}?page=1&page_size=1`, { token: w.customer.token });
    expect(page.body).toMatchObject({ count: 2, previous: null, next: expect.stringContaining('page=2') });
  });

  it('lists the lines in line order and previews availability', async () => {
    const lines = await call(t, 'GET', `${one(mine)}ingredients/`);
    expect(lines.body.map((l: { ingredient: number }) => l.ingredient)).toEqual([rice, saffron]);
    expect((await call(t, 'GET', `${one(mine)}check_availability/`)).body).toEqual({
      is_available: false,
      unavailable_ingredients: [
        { id: saffron, name: 'Saffron', name_ar: null, unit: 'g', available: true, required: 1.5, in_stock: 1 },
      ],
      message: '- Saffron is low in stock. Required: 1.5, Available: 1',
    });
    expect400(await call(t, 'GET', `${one(mine)}check_availability/?quantity=0`), {
      quantity: ['Must be at least 1.'],
    });
    expect400(await call(t, 'GET', `${one(mine)}check_availability/?quantity=x`), {
      quantity: ['Must be a whole number.'],
    });
  });
});

describe('custom meals: creating', () => {
  let t: TestApp;
  let w: World;
  let rice: number;
  let beans: number;
  let off: number;
  let elsewhere: number;
  let hidden: number;
  let base: number;
  let plain: number;
  let foreignBase: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    rice = await addIngredient(t, w.restaurant, { name: 'Rice', priceCents: 250 });
    beans = await addIngredient(t, w.restaurant, { name: 'Beans', priceCents: 125 });
    off = await addIngredient(t, w.restaurant, { name: 'Tomato', isAvailable: false });
    const second = await addRestaurant(t, (await createUser(t, 'restaurant')).id);
    elsewhere = await addIngredient(t, second);
    hidden = await addIngredient(t, w.pending);
    base = await addMeal(t, w.restaurant, { isCustomizable: true });
    plain = await addMeal(t, w.restaurant, { isCustomizable: false });
    foreignBase = await addMeal(t, second, { isCustomizable: true });
  });
  afterAll(() => t.close());

  const count = async () => (await t.db.select().from(customMeals)).length;

  it('creates what the spec’s client sends, ignoring user, base_price and image', async () => {
    const res = await call(t, 'POST', LIST, {
      token: w.customer.token,
      body: {
        name: ' Spicy bowl ',
        description: '',
        cooking_instructions: 'Extra crispy',
        is_public: false,
        restaurant: w.restaurant,
        base_price: 999.5,
        user: w.other.id,
        image: 'http://evil/x.png',
        avg_rating: 5,
        ingredients: [
          { ingredient: rice, quantity: 2 },
          { ingredient: beans, quantity: '1' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: w.customer.id,
      name: 'Spicy bowl',
      cooking_instructions: 'Extra crispy',
      is_public: false,
      restaurant: w.restaurant,
      base_price: '6.25',
      image: null,
      avg_rating: null,
    });
    expect(res.body.ingredients.map((l: { line_price: string }) => l.line_price)).toEqual(['5.00', '1.25']);
  });

  it('derives the restaurant from the ingredients and accepts a customizable base meal', async () => {
    const res = await call(t, 'POST', LIST, {
      token: w.owner.token,
      body: {
        name: 'Owner special',
        base_meal: base,
        is_public: 'true',
        ingredients: [{ ingredient: rice, quantity: 0.25 }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ restaurant: w.restaurant, base_meal: base, is_public: true, base_price: '0.63' });
  });

  it('requires a signed-in caller', async () => {
    const before = await count();
    const res = await call(t, 'POST', LIST, { body: { name: 'x', ingredients: [{ ingredient: rice, quantity: 1 }] } });
    expect(res.status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('reports the spec’s messages and saves nothing', async () => {
    const before = await count();
    const post = (body: object) => call(t, 'POST', LIST, { token: w.customer.token, body });
    expect400(await post({}), {
      name: ['Please give your meal a name'],
      ingredients: ['Please select at least one ingredient'],
    });
    expect400(await post({ name: '  ', ingredients: [] }), {
      name: ['Please give your meal a name'],
      ingredients: ['Please select at least one ingredient'],
    });
    expect400(await post({ name: 'x', ingredients: 'rice' }), { ingredients: ['Must be a list.'] });
    expect400(
      await post({
        name: 'n'.repeat(256),
        description: 'd'.repeat(1001),
        cooking_instructions: 'c'.repeat(1001),
        is_public: 'maybe',
        ingredients: [{ ingredient: rice, quantity: 1 }],
      }),
      {
        name: ['Must be at most 255 characters.'],
        description: ['Must be at most 1000 characters.'],
        cooking_instructions: ['Must be at most 1000 characters.'],
        is_public: ['Must be true or false.'],
      },
    );
    expect400(
      await post({
        name: 'x',
        ingredients: [
          { ingredient: rice, quantity: 0 },
          { ingredient: off, quantity: 1 },
          { ingredient: hidden, quantity: 1 },
          { ingredient: beans, quantity: 1001 },
        ],
      }),
      {
        ingredients: [{ quantity: ['Must be greater than 0.'] }, {}, {}, { quantity: ['Must be at most 1000.'] }],
      },
    );
    expect400(
      await post({
        name: 'x',
        ingredients: [
          { ingredient: rice, quantity: 1 },
          { ingredient: off, quantity: 1 },
          { ingredient: hidden, quantity: 1 },
        ],
      }),
      {
        ingredients: [
          {},
          { ingredient: ['Tomato is not available.'] },
          { ingredient: [`Ingredient ${hidden} does not exist.`] },
        ],
      },
    );
    expect400(
      await post({
        name: 'x',
        ingredients: [
          { ingredient: rice, quantity: 1 },
          { ingredient: elsewhere, quantity: 1 },
        ],
      }),
      { ingredients: ['All ingredients must come from the same restaurant.'] },
    );
    expect400(
      await post({
        name: 'x',
        ingredients: [
          { ingredient: rice, quantity: 1 },
          { ingredient: rice, quantity: 2 },
        ],
      }),
      { ingredients: ['Each ingredient may appear only once.'] },
    );
    const lines = Array.from({ length: 51 }, (_, i) => ({ ingredient: i + 1, quantity: 1 }));
    expect400(await post({ name: 'x', ingredients: lines }), {
      ingredients: ['A custom meal can have at most 50 ingredients.'],
    });
    expect(await count()).toBe(before);
  });

  it('checks restaurant and base meal against the ingredients', async () => {
    const before = await count();
    const post = (body: object) =>
      call(t, 'POST', LIST, {
        token: w.customer.token,
        body: { name: 'x', ingredients: [{ ingredient: rice, quantity: 1 }], ...body },
      });
    const second = (await t.db.select().from(meals).where(eq(meals.id, foreignBase)))[0]!.restaurantId;
    expect400(await post({ restaurant: second }), {
      restaurant: ['The ingredients do not belong to this restaurant.'],
    });
    expect400(await post({ restaurant: w.pending }), { restaurant: [`Restaurant ${w.pending} does not exist.`] });
    expect400(await post({ base_meal: plain }), { base_meal: ['This meal cannot be customized.'] });
    expect400(await post({ base_meal: foreignBase }), { base_meal: ['This meal is from another restaurant.'] });
    expect400(await post({ base_meal: 999999 }), { base_meal: ['Meal 999999 does not exist.'] });
    expect400(await post({ base_meal: 'abc', name: '' }), {
      name: ['Please give your meal a name'],
      base_meal: ['Must be a whole number.'],
    });
    expect(await count()).toBe(before);
  });
});

describe('custom meals: changing and deleting', () => {
  let t: TestApp;
  let w: World;
  let rice: number;
  let beans: number;
  let elsewhere: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    rice = await addIngredient(t, w.restaurant, { priceCents: 100 });
    beans = await addIngredient(t, w.restaurant, { priceCents: 200 });
    elsewhere = await addIngredient(t, await addRestaurant(t, (await createUser(t, 'restaurant')).id));
  });
  afterAll(() => t.close());

  const make = (isPublic = true) =>
    addCustomMeal(t, w.customer.id, w.restaurant, { isPublic, lines: [{ ingredient: rice, quantity: 1 }] });
  const row = async (id: number) => (await t.db.select().from(customMeals).where(eq(customMeals.id, id)))[0];

  it('lets the creator toggle visibility and edit partially; user and restaurant cannot be re-assigned', async () => {
    const id = await make(false);
    const toggled = await call(t, 'PATCH', one(id), { token: w.customer.token, body: { is_public: true } });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ is_public: true, name: expect.stringMatching(/^Custom/) });
    const put = await call(t, 'PUT', one(id), {
      token: w.customer.token,
      body: {
        name: 'Renamed',
        user: w.other.id,
        base_price: 1,
        restaurant: w.restaurant,
        ingredients: [{ ingredient: beans, quantity: 2 }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Renamed', user: w.customer.id, base_price: '4.00', is_public: true });
    expect(put.body.ingredients.map((l: { ingredient: number }) => l.ingredient)).toEqual([beans]);
    expect400(await call(t, 'PATCH', one(id), { token: w.customer.token, body: { restaurant: w.pending } }), {
      restaurant: ['A custom meal cannot be moved to another restaurant.'],
    });
    expect400(
      await call(t, 'PATCH', one(id), {
        token: w.customer.token,
        body: { ingredients: [{ ingredient: elsewhere, quantity: 1 }] },
      }),
      { ingredients: ['The ingredients do not belong to this restaurant.'] },
    );
    expect400(await call(t, 'PATCH', one(id), { token: w.customer.token, body: { name: '', ingredients: [] } }), {
      name: ['Please give your meal a name'],
      ingredients: ['Please select at least one ingredient'],
    });
    expect(await row(id)).toMatchObject({
      name: 'Renamed',
      userId: w.customer.id,
      restaurantId: w.restaurant,
      isPublic: true,
    });
    const lines = await t.db.select().from(customMealIngredients).where(eq(customMealIngredients.customMealId, id));
    expect(lines.map((l) => l.ingredientId)).toEqual([beans]);
  });

  it('refuses everyone but the creator (admins too) with 403 when they can see it, 404 when they cannot', async () => {
    const shared = await make(true);
    const secret = await make(false);
    for (const user of [w.other, w.owner, w.otherOwner, w.admin]) {
      const res = await call(t, 'PATCH', one(shared), {
        token: user.token,
        body: { is_public: false, name: 'Mine now' },
      });
      expect(res).toMatchObject({
        status: 403,
        body: { detail: 'Only the creator of this custom meal can change it.' },
      });
    }
    expect((await call(t, 'PATCH', one(secret), { token: w.other.token, body: { is_public: true } })).status).toBe(404);
    expect((await call(t, 'PATCH', one(secret), { token: w.admin.token, body: { is_public: true } })).status).toBe(403);
    expect((await call(t, 'PATCH', one(shared), { body: { is_public: false } })).status).toBe(401);
    expect(await row(shared)).toMatchObject({ isPublic: true, userId: w.customer.id });
    expect(await row(secret)).toMatchObject({ isPublic: false });
  });

  it('deletes for the creator or an admin, with its lines and reviews; others get 403 or 404', async () => {
    const shared = await make(true);
    await addReview(t, 'custom_meal', w.other.id, shared, 5);
    const other = await call(t, 'DELETE', one(shared), { token: w.other.token });
    expect(other).toMatchObject({
      status: 403,
      body: { detail: 'Only the creator of this custom meal can change it.' },
    });
    expect((await call(t, 'DELETE', one(await make(false)), { token: w.owner.token })).status).toBe(404);
    expect(await row(shared)).toBeDefined();
    expect((await call(t, 'DELETE', one(shared), { token: w.customer.token })).status).toBe(204);
    expect(await row(shared)).toBeUndefined();
    expect(await t.db.select().from(customMealReviews).where(eq(customMealReviews.customMealId, shared))).toEqual([]);
    expect((await call(t, 'DELETE', one(await make(false)), { token: w.admin.token })).status).toBe(204);
  });
});

describe('custom meals: top-rated', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
  });
  afterAll(() => t.close());

  const TOP = `${LIST}top-rated/`;

  it('orders public meals of approved restaurants by average, then count, then id; never paginates', async () => {
    const rice = await addIngredient(t, w.restaurant);
    const reviewers = await Promise.all(Array.from({ length: 4 }, () => createUser(t, 'customer')));
    const meal = (isPublic = true, restaurant = w.restaurant, ingredient = rice) =>
      addCustomMeal(t, w.customer.id, restaurant, { isPublic, lines: [{ ingredient, quantity: 1 }] });
    const rate = async (id: number, ratings: number[]) => {
      for (const [i, r] of ratings.entries()) await addReview(t, 'custom_meal', reviewers[i]!.id, id, r);
    };
    const a = await meal();
    await rate(a, [4, 5]); // 4.5 × 2
    const b = await meal();
    await rate(b, [5, 4]); // 4.5 × 2, higher id
    const c = await meal();
    await rate(c, [5, 4, 5]); // 4.67
    const d = await meal();
    await rate(d, [5, 4, 4]); // 4.33 × 3
    const e = await meal();
    await rate(e, [4, 5, 4]); // 4.33 × 3, higher id
    const f = await meal();
    await rate(f, [5]); // 5 × 1
    const g = await meal();
    await rate(g, [4, 4, 5]); // 4.33 × 3 again, highest id
    const h = await meal();
    await rate(h, [5, 4, 5, 4]); // 4.5 × 4: more reviews than a and b
    const privateOne = await meal(false);
    await rate(privateOne, [5, 5, 5]);
    const pendingOne = await meal(true, w.pending, await addIngredient(t, w.pending));
    await rate(pendingOne, [5, 5, 5]);
    await meal(); // no reviews

    const res = await call(t, 'GET', TOP);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([f, c, h, a, b, d, e, g]);
    expect(res.body[0]).toMatchObject({ avg_rating: 5, review_count: 1, votes: 1 });
    expect(ids((await call(t, 'GET', `${TOP}?limit=2&page=1`)).body)).toEqual([f, c]);
    expect(ids((await call(t, 'GET', TOP, { token: w.admin.token })).body)).toEqual([f, c, h, a, b, d, e, g]);
  });

  it('answers 400 for a bad limit instead of an empty list', async () => {
    expect400(await call(t, 'GET', `${TOP}?limit=51`), { limit: ['Must be at most 50.'] });
    expect400(await call(t, 'GET', `${TOP}?limit=0`), { limit: ['Must be at least 1.'] });
    expect400(await call(t, 'GET', `${TOP}?limit=ten`), { limit: ['Must be a whole number.'] });
  });

  it('rejects a bad token even though anonymous callers are welcome', async () => {
    expect((await call(t, 'GET', TOP, { token: 'f'.repeat(40) })).status).toBe(401);
  });
});

describe('custom meals: constant query count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists and ranks 1 and 100 custom meals with lines, base meals and reviews in the same number of statements', async () => {
    const w = await world(t);
    const a = await addIngredient(t, w.restaurant);
    const b = await addIngredient(t, w.restaurant);
    const base = await addMeal(t, w.restaurant, {
      isCustomizable: true,
      lines: [{ ingredient: a, quantity: 1 }],
    });
    const make = async () => {
      const id = await addCustomMeal(t, w.customer.id, w.restaurant, {
        baseMealId: base,
        lines: [
          { ingredient: a, quantity: 1 },
          { ingredient: b, quantity: 2 },
        ],
      });
      await addReview(t, 'custom_meal', w.other.id, id, 4);
    };
    await make();
    const small = await call(t, 'GET', LIST);
    const smallTop = await call(t, 'GET', `${LIST}top-rated/?limit=50`);
    expect(small.body).toHaveLength(1);
    expect(smallTop.body).toHaveLength(1);
    for (let i = 0; i < 99; i += 1) await make();
    const large = await call(t, 'GET', LIST);
    const largeTop = await call(t, 'GET', `${LIST}top-rated/?limit=50`);
    expect(large.body).toHaveLength(100);
    expect(largeTop.body).toHaveLength(50);
    expect(large.body[99].base_meal_details.meal_ingredients).toHaveLength(1);
    expect(queryCount(large)).toBe(queryCount(small));
    expect(queryCount(largeTop)).toBe(queryCount(smallTop));
  });

  it('lists 1 and 100 lines of a custom meal in the same number of statements', async () => {
    const w = await world(t);
    const ingredientIds: number[] = [];
    for (let i = 0; i < 100; i += 1) ingredientIds.push(await addIngredient(t, w.restaurant));
    const lines = (n: number) => ingredientIds.slice(0, n).map((ingredient) => ({ ingredient, quantity: 1 }));
    const small = await addCustomMeal(t, w.customer.id, w.restaurant, { lines: lines(1) });
    const large = await addCustomMeal(t, w.customer.id, w.restaurant, { lines: lines(100) });
    const smallReply = await call(t, 'GET', `${one(small)}ingredients/`);
    const largeReply = await call(t, 'GET', `${one(large)}ingredients/`);
    expect(smallReply.body).toHaveLength(1);
    expect(largeReply.body).toHaveLength(100);
    expect(queryCount(largeReply)).toBe(queryCount(smallReply));
    const detail = await call(t, 'GET', one(large));
    expect(detail.body.ingredients).toHaveLength(100);
    expect(queryCount(detail)).toBe(queryCount(await call(t, 'GET', one(small))));
  });
});
