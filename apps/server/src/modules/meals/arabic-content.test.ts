/**
 * The Arabic twins of content (issue #20): `name_ar` and `description_ar` beside the main fields of restaurants,
 * meals, categories and ingredients, written by whoever writes the main fields, found by search in either language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { categories, ingredients, meals, restaurants } from '../../db/schema.js';
import { makeIngredient, makeMeal, makeRestaurant, type RestaurantFixture } from '../orders/fixtures.js';

const R = '/api/restaurants/restaurants/';
const I = '/api/restaurants/ingredients/';
const C = '/api/meals/categories/';
const M = '/api/meals/meals/';

describe('Arabic names and descriptions of content', () => {
  let t: TestApp;
  let koshari: RestaurantFixture;
  let other: RestaurantFixture;
  let customer: TestUser;
  let admin: TestUser;
  let category: number;
  let lentils: number;
  let plate: number;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, admin] = await Promise.all([createUser(t, 'customer'), createUser(t, 'admin')]);
    koshari = await makeRestaurant(t, {
      name: 'Abou Tarek',
      nameAr: 'أبو طارق',
      description: 'Koshari since 1950',
      descriptionAr: 'كشري من سنة ١٩٥٠',
    });
    other = await makeRestaurant(t, { name: 'Fish Market', description: 'Grilled fish' });
    const [row] = await t.db
      .insert(categories)
      .values({ name: 'Mains', nameAr: 'أطباق رئيسية' })
      .returning({ id: categories.id });
    category = (row as { id: number }).id;
    lentils = await makeIngredient(t, koshari.id, { name: 'Brown lentils', nameAr: 'عدس بجبة', quantity: 5000 });
    plate = await makeMeal(
      t,
      koshari.id,
      { name: 'Koshari plate', nameAr: 'طبق كشري', description: 'Rice, lentils and pasta', categoryId: category },
      [{ ingredientId: lentils, quantity: 100 }],
    );
  });
  afterAll(() => t.close());

  it('shows the twins beside the main fields in details, lists and nested objects, null when none', async () => {
    const meal = (await call(t, 'GET', `${M}${plate}/`)).body;
    expect(meal).toMatchObject({
      name: 'Koshari plate',
      name_ar: 'طبق كشري',
      description: 'Rice, lentils and pasta',
      description_ar: null,
      restaurant_name: 'Abou Tarek',
      restaurant_name_ar: 'أبو طارق',
      category_name: 'Mains',
      category_name_ar: 'أطباق رئيسية',
    });
    expect(meal.meal_ingredients[0].ingredient_details).toMatchObject({
      name: 'Brown lentils',
      name_ar: 'عدس بجبة',
      description_ar: null,
      restaurant_name_ar: 'أبو طارق',
    });
    const list = (await call(t, 'GET', R)).body as Record<string, unknown>[];
    expect(list.find((r) => r.id === koshari.id)).toMatchObject({
      name_ar: 'أبو طارق',
      description_ar: 'كشري من سنة ١٩٥٠',
    });
    expect(list.find((r) => r.id === other.id)).toMatchObject({ name_ar: null, description_ar: null });
    expect((await call(t, 'GET', `${C}${category}/`)).body).toMatchObject({ name_ar: 'أطباق رئيسية' });
  });

  it('finds restaurants, meals and ingredients by their Arabic words, and by English ones as before', async () => {
    const ids = async (url: string) => ((await call(t, 'GET', url)).body as { id: number }[]).map((r) => r.id);
    expect(await ids(`${R}?search=${encodeURIComponent('كشري')}`)).toEqual([koshari.id]);
    expect(await ids(`${R}?search=${encodeURIComponent('أبو طارق')}`)).toEqual([koshari.id]);
    expect(await ids(`${R}?search=koshari`)).toEqual([koshari.id]);
    expect(await ids(`${M}?search=${encodeURIComponent('طبق')}`)).toEqual([plate]);
    // A meal is found by its category's Arabic name too, as it is by the English one.
    expect(await ids(`${M}?search=${encodeURIComponent('رئيسية')}`)).toEqual([plate]);
    expect(await ids(`${I}?search=${encodeURIComponent('عدس')}`)).toEqual([lentils]);
    expect(await ids(`${R}?search=${encodeURIComponent('سمك')}`)).toEqual([]);
  });

  it('searches in Arabic in as many statements for 1 match as for 30', async () => {
    const search = `?search=${encodeURIComponent('فول')}`;
    await makeMeal(t, other.id, { name: 'Ful 0', nameAr: 'فول ٠' });
    const one = await call(t, 'GET', `${M}${search}`);
    expect(one.body).toHaveLength(1);
    for (let i = 1; i < 30; i += 1) await makeMeal(t, other.id, { name: `Ful ${i}`, nameAr: `فول ${i}` });
    const many = await call(t, 'GET', `${M}${search}`);
    expect(many.body).toHaveLength(30);
    expect(queryCount(many)).toBe(queryCount(one));
  });

  it("lets the owner write their content's twins, trims them and stores a blank one as null", async () => {
    const token = koshari.owner.token;
    const res = await call(t, 'PATCH', `${M}${plate}/`, {
      token,
      body: { description_ar: '  رز وعدس ومكرونة وصلصة  ', name_ar: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Koshari plate', name_ar: null, description_ar: 'رز وعدس ومكرونة وصلصة' });
    const [stored] = await t.db.select().from(meals).where(eq(meals.id, plate));
    expect(stored).toMatchObject({ nameAr: null, descriptionAr: 'رز وعدس ومكرونة وصلصة' });

    const restaurant = await call(t, 'PATCH', `${R}${koshari.id}/`, { token, body: { name_ar: 'أبو طارق الأصلي' } });
    expect(restaurant.body).toMatchObject({ name: 'Abou Tarek', name_ar: 'أبو طارق الأصلي' });
    const ingredient = await call(t, 'PATCH', `${I}${lentils}/`, { token, body: { description_ar: 'عدس مصري' } });
    expect(ingredient.body).toMatchObject({ name_ar: 'عدس بجبة', description_ar: 'عدس مصري' });

    const created = await call(t, 'POST', M, {
      token,
      body: { name: 'Fried onions', description: 'Crispy', base_price: '15.00', name_ar: 'بصل مقرمش' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name_ar: 'بصل مقرمش', description_ar: null });
  });

  it("refuses another owner's and a customer's writes to the twins, and changes nothing", async () => {
    const before = await t.db.select().from(restaurants).where(eq(restaurants.id, koshari.id));
    for (const token of [other.owner.token, customer.token]) {
      expect((await call(t, 'PATCH', `${R}${koshari.id}/`, { token, body: { name_ar: 'مسروق' } })).status).toBe(403);
      expect((await call(t, 'PATCH', `${M}${plate}/`, { token, body: { name_ar: 'مسروق' } })).status).toBe(403);
      expect((await call(t, 'PATCH', `${I}${lentils}/`, { token, body: { name_ar: 'مسروق' } })).status).toBe(403);
      expect((await call(t, 'PATCH', `${C}${category}/`, { token, body: { name_ar: 'مسروق' } })).status).toBe(403);
    }
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, koshari.id))).toEqual(before);
    const [ingredient] = await t.db.select().from(ingredients).where(eq(ingredients.id, lentils));
    expect(ingredient?.nameAr).toBe('عدس بجبة');
    const [cat] = await t.db.select().from(categories).where(eq(categories.id, category));
    expect(cat?.nameAr).toBe('أطباق رئيسية');
  });

  it('lets an admin write the twins of any content, categories included', async () => {
    const token = admin.token;
    const res = await call(t, 'PATCH', `${C}${category}/`, { token, body: { description_ar: 'الأطباق الكبيرة' } });
    expect(res.body).toMatchObject({ name_ar: 'أطباق رئيسية', description_ar: 'الأطباق الكبيرة' });
    const meal = await call(t, 'PATCH', `${M}${plate}/`, { token, body: { name_ar: 'طبق كشري كبير' } });
    expect(meal.body.name_ar).toBe('طبق كشري كبير');
  });

  it("holds a twin to its main field's length and reports it with the other fields' errors", async () => {
    const [before] = await t.db.select().from(categories).where(eq(categories.id, category));
    const res = await call(t, 'PATCH', `${C}${category}/`, {
      token: admin.token,
      body: { name_ar: 'ا'.repeat(101), description_ar: 'ب'.repeat(501), name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Category name is required'],
      name_ar: ['Must be at most 100 characters.'],
      description_ar: ['Must be at most 500 characters.'],
    });
    const [after] = await t.db.select().from(categories).where(eq(categories.id, category));
    expect(after).toEqual(before);
    const meal = await call(t, 'PATCH', `${M}${plate}/`, { token: admin.token, body: { name_ar: 'ا'.repeat(256) } });
    expect(meal.body).toEqual({ name_ar: ['Must be at most 255 characters.'] });
  });
});
