import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp } from '../../../test/helpers.js';
import { customMeals, mealIngredients, mealReviews, meals } from '../../db/schema.js';
import {
  addCategory,
  addCustomMeal,
  addIngredient,
  addMeal,
  addRestaurant,
  addReview,
  expect400,
  formBody,
  type World,
  world,
} from './test-fixtures.js';

const LIST = '/api/meals/meals/';
const one = (id: number) => `/api/meals/meals/${id}/`;

describe('meals: reading', () => {
  let t: TestApp;
  let w: World;
  let publicMeal: number;
  let pendingMeal: number;
  let rejectedMeal: number;
  let category: number;
  let tomato: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    category = await addCategory(t, 'Pasta Dishes');
    tomato = await addIngredient(t, w.restaurant, { name: 'Tomato', quantity: 10 });
    publicMeal = await addMeal(t, w.restaurant, {
      name: 'Penne',
      priceCents: 1250,
      categoryId: category,
      lines: [{ ingredient: tomato, quantity: 2.5 }],
    });
    const pendingTomato = await addIngredient(t, w.pending);
    pendingMeal = await addMeal(t, w.pending, { name: 'Hidden', lines: [{ ingredient: pendingTomato, quantity: 1 }] });
    const rejected = await addRestaurant(t, (await createUser(t, 'restaurant')).id, { isApproved: false });
    rejectedMeal = await addMeal(t, rejected, { name: 'Rejected' });
    await addReview(t, 'meal', w.customer.id, publicMeal, 5);
    await addReview(t, 'meal', w.other.id, publicMeal, 4);
  });
  afterAll(() => t.close());

  it('serialises MealOut with its recipe, the full ingredient, category name and ratings', async () => {
    const res = await call(t, 'GET', one(publicMeal));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: publicMeal,
      restaurant: w.restaurant,
      restaurant_name: expect.any(String),
      restaurant_name_ar: null,
      name: 'Penne',
      description: 'Tasty',
      name_ar: null,
      description_ar: null,
      category,
      category_name: 'Pasta Dishes',
      category_name_ar: null,
      base_price: '12.50',
      image: null,
      preparation_time: 30,
      is_available: true,
      is_customizable: false,
      is_featured: false,
      avg_rating: 4.5,
      review_count: 2,
      meal_ingredients: [
        {
          id: expect.any(Number),
          ingredient: tomato,
          ingredient_details: {
            id: tomato,
            restaurant: w.restaurant,
            restaurant_name: expect.any(String),
            restaurant_name_ar: null,
            name: 'Tomato',
            description: '',
            name_ar: null,
            description_ar: null,
            image: null,
            unit: 'g',
            quantity: 10,
            available_quantity: 10,
            price_per_unit: '1.00',
            is_available: true,
            is_allergen: false,
            allergen_type: null,
          },
          quantity: 2.5,
          is_optional: false,
          additional_price: '0.00',
        },
      ],
      option_groups: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('hides meals of pending and rejected restaurants from the public, customers and other owners', async () => {
    for (const token of [undefined, w.customer.token, w.owner.token]) {
      const list = await call(t, 'GET', LIST, { token });
      expect(list.body.map((m: { id: number }) => m.id)).toEqual([publicMeal]);
      expect((await call(t, 'GET', one(pendingMeal), { token })).status).toBe(404);
      expect((await call(t, 'GET', one(rejectedMeal), { token })).body).toEqual({ detail: 'Not found.' });
    }
  });

  it('shows an owner their own pending restaurant’s meals and an admin everything', async () => {
    const own = await call(t, 'GET', LIST, { token: w.otherOwner.token });
    expect(own.body.map((m: { id: number }) => m.id)).toEqual([publicMeal, pendingMeal]);
    const all = await call(t, 'GET', LIST, { token: w.admin.token });
    expect(all.body.map((m: { id: number }) => m.id)).toEqual([publicMeal, pendingMeal, rejectedMeal]);
  });

  it('answers 404 for ids that are not positive integers', async () => {
    for (const bad of ['abc', '0', '1.5']) expect((await call(t, 'GET', `/api/meals/meals/${bad}/`)).status).toBe(404);
  });

  it('filters by restaurant, category, search, price range and flags, and validates filter values', async () => {
    const cheap = await addMeal(t, w.restaurant, { name: 'Soup', priceCents: 500, isAvailable: false });
    const ids = async (query: string) =>
      (await call(t, 'GET', `${LIST}?${query}`)).body.map((m: { id: number }) => m.id);
    expect(await ids(`restaurant=${w.restaurant}`)).toEqual([publicMeal, cheap]);
    expect(await ids(`category=${category}`)).toEqual([publicMeal]);
    expect(await ids('search=pasta')).toEqual([publicMeal]);
    expect(await ids('search=PEN tasty')).toEqual([publicMeal]);
    expect(await ids('min_price=5&max_price=5')).toEqual([cheap]);
    expect(await ids('min_price=5.01')).toEqual([publicMeal]);
    expect(await ids('is_available=false')).toEqual([cheap]);
    expect(await ids('is_customizable=true')).toEqual([]);
    expect(await ids('ordering=-base_price')).toEqual([publicMeal, cheap]);
    expect(await ids('ordering=name')).toEqual([publicMeal, cheap]);
    expect(await ids('ordering=-avg_rating')).toEqual([publicMeal, cheap]);
    const bad = await call(t, 'GET', `${LIST}?restaurant=x&is_available=maybe&min_price=abc`);
    expect400(bad, {
      restaurant: ['Must be a whole number.'],
      is_available: ['Must be true or false.'],
      min_price: ['Must be a number.'],
    });
    await t.db.delete(meals).where(eq(meals.id, cheap));
  });

  it('paginates with ?page=', async () => {
    const page = await call(t, 'GET', `${LIST}?page=1`);
    expect(page.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.body.results).toHaveLength(1);
    expect((await call(t, 'GET', `${LIST}?page=2`)).body).toEqual({ detail: 'Invalid page.' });
  });
});

describe('meals: constant query count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists 1 and 100 meals, each with lines and reviews, in the same number of statements', async () => {
    const w = await world(t);
    const a = await addIngredient(t, w.restaurant);
    const b = await addIngredient(t, w.restaurant);
    const category = await addCategory(t);
    const make = async () => {
      const id = await addMeal(t, w.restaurant, {
        categoryId: category,
        lines: [
          { ingredient: a, quantity: 1 },
          { ingredient: b, quantity: 2 },
        ],
      });
      await addReview(t, 'meal', w.customer.id, id, 4);
    };
    await make();
    const small = await call(t, 'GET', LIST);
    expect(small.body).toHaveLength(1);
    for (let i = 0; i < 99; i += 1) await make();
    const large = await call(t, 'GET', LIST);
    expect(large.body).toHaveLength(100);
    expect(large.body[99].meal_ingredients).toHaveLength(2);
    expect(queryCount(large)).toBe(queryCount(small));
    const pageSmall = await call(t, 'GET', `${LIST}?page=1&page_size=1`);
    const pageLarge = await call(t, 'GET', `${LIST}?page=1&page_size=100`);
    expect(queryCount(pageLarge)).toBe(queryCount(pageSmall));
  });
});

describe('meals: writing', () => {
  let t: TestApp;
  let w: World;
  let tomato: number;
  let basil: number;
  let foreign: number;
  let hiddenForeign: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    tomato = await addIngredient(t, w.restaurant, { name: 'Tomato' });
    basil = await addIngredient(t, w.restaurant, { name: 'Basil' });
    const approvedElsewhere = await addRestaurant(t, (await createUser(t, 'restaurant')).id);
    foreign = await addIngredient(t, approvedElsewhere);
    hiddenForeign = await addIngredient(t, w.pending);
  });
  afterAll(() => t.close());

  const mealCount = async () => (await t.db.select().from(meals)).length;
  const valid = () => ({
    name: 'Margherita',
    description: 'Classic',
    base_price: '9.99',
    ingredients: [{ ingredient: tomato, quantity: 2, is_optional: false, additional_price: '0.50' }],
  });

  it('lets the owner create a meal with its recipe in one call (JSON)', async () => {
    const res = await call(t, 'POST', LIST, { token: w.owner.token, body: valid() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      restaurant: w.restaurant,
      name: 'Margherita',
      base_price: '9.99',
      category: null,
      category_name: null,
      preparation_time: 30,
      is_available: true,
      is_customizable: false,
      is_featured: false,
      avg_rating: null,
      review_count: 0,
    });
    expect(res.body.meal_ingredients).toEqual([
      expect.objectContaining({ ingredient: tomato, quantity: 2, is_optional: false, additional_price: '0.50' }),
    ]);
  });

  it('accepts multipart with ingredients as JSON text, an empty category and an image', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const form = await formBody({
      name: 'Caprese',
      description: 'Fresh',
      base_price: '24.990000000000002',
      category: '',
      preparation_time: '15',
      is_customizable: 'on',
      ingredients: JSON.stringify([{ ingredient: basil, quantity: '0.5' }]),
      image: new Blob([png], { type: 'image/png' }),
    });
    const res = await call(t, 'POST', LIST, { token: w.owner.token, ...form });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      base_price: '24.99',
      category: null,
      preparation_time: 15,
      is_customizable: true,
    });
    expect(res.body.image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/meal_images\/[0-9a-f]{32}\.webp$/);
    expect(res.body.meal_ingredients[0]).toMatchObject({ ingredient: basil, quantity: 0.5 });
    const file = path.join(t.config.mediaDir, res.body.image.split('/media/')[1]);
    expect(existsSync(file)).toBe(true);
    const removed = await call(t, 'PATCH', one(res.body.id), { token: w.owner.token, body: { image: null } });
    expect(removed.body.image).toBeNull();
    await vi.waitFor(() => expect(existsSync(file)).toBe(false));
    const svg = await formBody({
      image: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    });
    expect400(await call(t, 'PATCH', one(res.body.id), { token: w.owner.token, ...svg }), {
      image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
  });

  it('refuses customers (403), anonymous callers (401), and an owner naming another restaurant', async () => {
    const before = await mealCount();
    const anon = await call(t, 'POST', LIST, { body: valid() });
    expect(anon.status).toBe(401);
    const customer = await call(t, 'POST', LIST, { token: w.customer.token, body: valid() });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ detail: 'Only restaurant owners and admins can manage meals.' });
    const other = await call(t, 'POST', LIST, {
      token: w.owner.token,
      body: { ...valid(), restaurant: w.pending },
    });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: 'You can only manage your own restaurant.' });
    const noRestaurant = await createUser(t, 'restaurant');
    expect400(await call(t, 'POST', LIST, { token: noRestaurant.token, body: valid() }), {
      restaurant: ['You need to set up your restaurant before adding meals.'],
    });
    expect(await mealCount()).toBe(before);
  });

  it('lets an admin create a meal for any restaurant, which they must name', async () => {
    const before = await mealCount();
    expect400(await call(t, 'POST', LIST, { token: w.admin.token, body: valid() }), {
      restaurant: ['This field is required.'],
    });
    expect400(await call(t, 'POST', LIST, { token: w.admin.token, body: { ...valid(), restaurant: 99999 } }), {
      restaurant: ['Restaurant 99999 does not exist.'],
    });
    expect(await mealCount()).toBe(before);
    const ok = await call(t, 'POST', LIST, {
      token: w.admin.token,
      body: { ...valid(), restaurant: w.pending, ingredients: [{ ingredient: hiddenForeign, quantity: 1 }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.restaurant).toBe(w.pending);
  });

  it('reports every field error together and saves nothing', async () => {
    const before = await mealCount();
    const res = await call(t, 'POST', LIST, {
      token: w.owner.token,
      body: {
        name: '',
        description: 'x'.repeat(2001),
        base_price: '12.345',
        category: 99999,
        preparation_time: 0,
        is_available: 'maybe',
        image: 'not-a-file',
        ingredients: [{ ingredient: tomato, quantity: 0 }, { ingredient: tomato }],
      },
    });
    expect400(res, {
      name: ['This field is required.'],
      description: ['Must be at most 2000 characters.'],
      base_price: ['Must have at most 2 decimal places.'],
      preparation_time: ['Must be at least 1.'],
      is_available: ['Must be true or false.'],
      ingredients: [{ quantity: ['Must be greater than 0.'] }, { quantity: ['This field is required.'] }],
      category: ['Category 99999 does not exist.'],
      image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
    expect(await mealCount()).toBe(before);
  });

  it('validates prices and quantities at their limits', async () => {
    const before = await mealCount();
    const post = (body: object) => call(t, 'POST', LIST, { token: w.owner.token, body: { ...valid(), ...body } });
    expect400(await post({ base_price: -1 }), { base_price: ['Must be at least 1.'] });
    expect400(await post({ base_price: '100000.01' }), { base_price: ['Must be at most 100000.'] });
    expect400(await post({ base_price: 'abc' }), { base_price: ['Must be a number.'] });
    expect400(await post({ preparation_time: 1441 }), { preparation_time: ['Must be at most 1440.'] });
    expect400(await post({ preparation_time: '1.5' }), { preparation_time: ['Must be a whole number.'] });
    expect400(await post({ name: 'n'.repeat(256) }), { name: ['Must be at most 255 characters.'] });
    expect400(await post({ is_featured: 'sometimes' }), { is_featured: ['Must be true or false.'] });
    expect400(await post({ ingredients: [{ ingredient: 'x', quantity: 'lots' }] }), {
      ingredients: [{ ingredient: ['Must be a whole number.'], quantity: ['Must be a number.'] }],
    });
    expect400(await post({ ingredients: [{ ingredient: tomato, quantity: 100000.001 }] }), {
      ingredients: [{ quantity: ['Must be at most 100000.'] }],
    });
    expect400(await post({ ingredients: [{ ingredient: tomato, quantity: 1.0001 }] }), {
      ingredients: [{ quantity: ['Must have at most 3 decimal places.'] }],
    });
    expect400(await post({ ingredients: [{ ingredient: tomato, quantity: 1, additional_price: -1 }] }), {
      ingredients: [{ additional_price: ['Must be at least 0.'] }],
    });
    expect(await mealCount()).toBe(before);
  });

  it('refuses a meal priced under the minimum on create and update, and saves nothing', async () => {
    const before = await mealCount();
    const post = (base_price: unknown) =>
      call(t, 'POST', LIST, { token: w.owner.token, body: { ...valid(), base_price } });
    expect400(await post('0.02'), { base_price: ['Must be at least 1.'] });
    expect400(await post(0.99), { base_price: ['Must be at least 1.'] });
    expect(await mealCount()).toBe(before);
    const cheapest = await post('1.00');
    expect(cheapest.status).toBe(201);
    expect(cheapest.body.base_price).toBe('1.00');
    const patch = await call(t, 'PATCH', one(cheapest.body.id), { token: w.owner.token, body: { base_price: '0.50' } });
    expect400(patch, { base_price: ['Must be at least 1.'] });
    expect((await call(t, 'GET', one(cheapest.body.id))).body.base_price).toBe('1.00');
  });

  it('checks the recipe: a list, ingredients of the meal’s restaurant, each once', async () => {
    const before = await mealCount();
    const post = (ingredients: unknown) =>
      call(t, 'POST', LIST, { token: w.owner.token, body: { ...valid(), ingredients } });
    expect400(await post('not json'), { ingredients: ['Must be a list.'] });
    expect400(await post({ ingredient: tomato }), { ingredients: ['Must be a list.'] });
    expect400(
      await post([
        { ingredient: tomato, quantity: 1 },
        { ingredient: foreign, quantity: 1 },
      ]),
      { ingredients: [{}, { ingredient: ["This ingredient does not belong to the meal's restaurant."] }] },
    );
    expect400(await post([{ ingredient: hiddenForeign, quantity: 1 }]), {
      ingredients: [{ ingredient: [`Ingredient ${hiddenForeign} does not exist.`] }],
    });
    expect400(
      await post([
        { ingredient: tomato, quantity: 1 },
        { ingredient: tomato, quantity: 2 },
      ]),
      { ingredients: ['Each ingredient may appear only once.'] },
    );
    const form = await formBody({ ...valid(), ingredients: '[{"ingredient":' } as Record<string, string>);
    expect400(await call(t, 'POST', LIST, { token: w.owner.token, ...form }), { ingredients: ['Must be a list.'] });
    expect(await mealCount()).toBe(before);
  });

  it('updates partially, replaces the recipe when sent, and keeps the restaurant', async () => {
    const id = await addMeal(t, w.restaurant, {
      name: 'Before',
      isAvailable: true,
      lines: [{ ingredient: tomato, quantity: 1 }],
    });
    const patch = await call(t, 'PATCH', one(id), { token: w.owner.token, body: { is_available: false } });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: 'Before', is_available: false, description: 'Tasty' });
    expect(patch.body.meal_ingredients).toHaveLength(1);
    const put = await call(t, 'PUT', one(id), {
      token: w.owner.token,
      body: {
        name: 'After',
        restaurant: w.restaurant,
        ingredients: [
          { ingredient: basil, quantity: 3, is_optional: true },
          { ingredient: tomato, quantity: 4 },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.meal_ingredients.map((l: { ingredient: number }) => l.ingredient)).toEqual([basil, tomato]);
    expect(put.body.name).toBe('After');
    const moved = await call(t, 'PATCH', one(id), { token: w.owner.token, body: { restaurant: w.pending, name: 'X' } });
    expect400(moved, { restaurant: ['A meal cannot be moved to another restaurant.'] });
    const blank = await call(t, 'PATCH', one(id), { token: w.owner.token, body: { name: '   ', base_price: null } });
    expect400(blank, { name: ['This field is required.'], base_price: ['This field is required.'] });
    const badLines = await call(t, 'PATCH', one(id), {
      token: w.owner.token,
      body: { ingredients: [{ ingredient: foreign, quantity: 1 }] },
    });
    expect400(badLines, {
      ingredients: [{ ingredient: ["This ingredient does not belong to the meal's restaurant."] }],
    });
    const [row] = await t.db.select().from(meals).where(eq(meals.id, id));
    expect(row).toMatchObject({ name: 'After', restaurantId: w.restaurant });
    expect(await t.db.select().from(mealIngredients).where(eq(mealIngredients.mealId, id))).toHaveLength(2);
  });

  it('lets only the owner and admins change or delete a meal (others 403, invisible 404)', async () => {
    const id = await addMeal(t, w.restaurant, { name: 'Guarded' });
    const hidden = await addMeal(t, w.pending, { name: 'Hidden' });
    expect((await call(t, 'PATCH', one(id), { body: { name: 'x' } })).status).toBe(401);
    const customer = await call(t, 'PATCH', one(id), { token: w.customer.token, body: { name: 'x' } });
    expect(customer).toMatchObject({
      status: 403,
      body: { detail: 'Only restaurant owners and admins can manage meals.' },
    });
    const other = await call(t, 'PATCH', one(id), { token: w.otherOwner.token, body: { name: 'x' } });
    expect(other).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect((await call(t, 'DELETE', one(id), { token: w.otherOwner.token })).status).toBe(403);
    expect((await call(t, 'DELETE', one(id), { token: w.customer.token })).body).toEqual({
      detail: 'Only restaurant owners and admins can manage meals.',
    });
    expect((await call(t, 'DELETE', one(id))).status).toBe(401);
    expect((await call(t, 'POST', one(id), { token: w.owner.token, body: {} })).status).toBe(405);
    expect((await call(t, 'DELETE', one(hidden), { token: w.owner.token })).status).toBe(404);
    expect((await call(t, 'PATCH', one(hidden), { token: w.customer.token, body: {} })).status).toBe(404);
    const [row] = await t.db.select().from(meals).where(eq(meals.id, id));
    expect(row?.name).toBe('Guarded');
    const admin = await call(t, 'PATCH', one(hidden), { token: w.admin.token, body: { name: 'Renamed' } });
    expect(admin.body.name).toBe('Renamed');
  });

  it('deletes a meal with its recipe and reviews and unlinks custom meals built on it', async () => {
    const id = await addMeal(t, w.restaurant, { lines: [{ ingredient: tomato, quantity: 1 }], isCustomizable: true });
    await addReview(t, 'meal', w.customer.id, id, 3);
    const custom = await addCustomMeal(t, w.customer.id, w.restaurant, {
      baseMealId: id,
      lines: [{ ingredient: tomato, quantity: 1 }],
    });
    const res = await call(t, 'DELETE', one(id), { token: w.owner.token });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(meals).where(eq(meals.id, id))).toEqual([]);
    expect(await t.db.select().from(mealIngredients).where(eq(mealIngredients.mealId, id))).toEqual([]);
    expect(await t.db.select().from(mealReviews).where(eq(mealReviews.mealId, id))).toEqual([]);
    const [row] = await t.db.select().from(customMeals).where(eq(customMeals.id, custom));
    expect(row?.baseMealId).toBeNull();
    const adminDelete = await call(t, 'DELETE', one(await addMeal(t, w.pending)), { token: w.admin.token });
    expect(adminDelete.status).toBe(204);
  });
});

describe('meals: check_availability', () => {
  let t: TestApp;
  let w: World;
  let meal: number;
  let tomato: number;
  let cheese: number;
  const check = (id: number, query = '') => call(t, 'GET', `/api/meals/meals/${id}/check_availability/${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    tomato = await addIngredient(t, w.restaurant, { name: 'Tomato', nameAr: 'طماطم', quantity: 5, unit: 'unit' });
    cheese = await addIngredient(t, w.restaurant, { name: 'Cheese', quantity: 0.5, unit: 'kg' });
    const garnish = await addIngredient(t, w.restaurant, { name: 'Garnish', quantity: 0, isAvailable: false });
    meal = await addMeal(t, w.restaurant, {
      name: 'Pizza',
      lines: [
        { ingredient: tomato, quantity: 2 },
        { ingredient: cheese, quantity: 0.25 },
        { ingredient: garnish, quantity: 1, isOptional: true },
      ],
    });
  });
  afterAll(() => t.close());

  it('says everything is available when stock covers the quantity (optional lines ignored)', async () => {
    const res = await check(meal, '?quantity=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_available: true,
      unavailable_ingredients: [],
      message: 'All ingredients are available.',
    });
    expect((await check(meal)).body.is_available).toBe(true);
  });

  it('lists low and out-of-stock ingredients with the exact messages', async () => {
    const res = await check(meal, '?quantity=3');
    expect(res.body).toEqual({
      is_available: false,
      unavailable_ingredients: [
        { id: tomato, name: 'Tomato', name_ar: 'طماطم', unit: 'unit', available: true, required: 6, in_stock: 5 },
        { id: cheese, name: 'Cheese', name_ar: null, unit: 'kg', available: true, required: 0.75, in_stock: 0.5 },
      ],
      message:
        '- Tomato is low in stock. Required: 6, Available: 5\n- Cheese is low in stock. Required: 0.75, Available: 0.5',
    });
  });

  it('reports switched-off ingredients and meals as unavailable', async () => {
    const off = await addIngredient(t, w.restaurant, { name: 'Olive', quantity: 100, isAvailable: false });
    const id = await addMeal(t, w.restaurant, {
      name: 'Salad',
      isAvailable: false,
      lines: [{ ingredient: off, quantity: 1 }],
    });
    const res = await check(id);
    expect(res.body).toEqual({
      is_available: false,
      unavailable_ingredients: [
        { id: off, name: 'Olive', name_ar: null, unit: 'g', available: false, required: 1, in_stock: 100 },
      ],
      message: '- Olive is out of stock. Required: 1, Available: 100\n- Salad is currently unavailable.',
    });
    const empty = await addIngredient(t, w.restaurant, { name: 'Salt', quantity: 0 });
    const salty = await addMeal(t, w.restaurant, { lines: [{ ingredient: empty, quantity: 0.5 }] });
    expect((await check(salty)).body.message).toBe('- Salt is out of stock. Required: 0.5, Available: 0');
  });

  it('answers 400 for a bad quantity and 404 for a meal the caller cannot see', async () => {
    expect400(await check(meal, '?quantity=1.5'), { quantity: ['Must be a whole number.'] });
    expect400(await check(meal, '?quantity=abc'), { quantity: ['Must be a whole number.'] });
    expect400(await check(meal, '?quantity=0'), { quantity: ['Must be at least 1.'] });
    expect400(await check(meal, '?quantity=-2'), { quantity: ['Must be at least 1.'] });
    expect400(await check(meal, '?quantity=100'), { quantity: ['Must be at most 99.'] });
    const hidden = await addMeal(t, w.pending);
    expect((await check(hidden, '?quantity=abc')).status).toBe(404);
    const asUser = async (token: string) =>
      (await call(t, 'GET', `/api/meals/meals/${hidden}/check_availability/`, { token })).status;
    expect(await asUser(w.otherOwner.token)).toBe(200);
    expect(await asUser(w.admin.token)).toBe(200);
    expect(await asUser(w.owner.token)).toBe(404);
    expect(await asUser(w.customer.token)).toBe(404);
  });

  it('answers in one statement, a meal without recipe lines being available', async () => {
    const res = await check(meal);
    expect(queryCount(res)).toBe(1);
    const plain = await addMeal(t, w.restaurant, { name: 'Water' });
    expect((await check(plain)).body).toEqual({
      is_available: true,
      unavailable_ingredients: [],
      message: 'All ingredients are available.',
    });
  });
});
