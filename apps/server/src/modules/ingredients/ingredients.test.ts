import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ingredients } from '../../db/schema.js';
import { multipart } from '../media/multipart.js';
import {
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  type RestaurantFixture,
} from '../orders/fixtures.js';
import { addOptionGroups } from '../meals/test-fixtures.js';
import { bulkOwners, bulkRestaurants, matrixActors } from '../restaurants/test-support.js';

const LIST = '/api/restaurants/ingredients/';
const one = (id: number) => `/api/restaurants/ingredients/${id}/`;
const ofRestaurant = (id: number) => `/api/restaurants/restaurants/${id}/ingredients/`;

const REQUIRED = 'This field is required.';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tahini',
  description: 'Sesame paste',
  unit: 'g',
  price_per_unit: '0.25',
  quantity: 500,
  ...overrides,
});

async function ingredientCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(ingredients);
  return row?.n ?? 0;
}
async function ingredientRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(ingredients).where(eq(ingredients.id, id));
  return row;
}

describe('ingredients: permissions of every endpoint for every actor (API.md §5)', () => {
  let t: TestApp;
  let customer: TestUser;
  let customer2: TestUser;
  let admin: TestUser;
  let mine: RestaurantFixture;
  let other: RestaurantFixture;
  let hidden: RestaurantFixture;
  let ofMine: number;
  let ofHidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ customer, customer2, admin } = await matrixActors(t));
    mine = await makeRestaurant(t);
    other = await makeRestaurant(t);
    hidden = await makeRestaurant(t, { isApproved: null });
    ofMine = await makeIngredient(t, mine.id, { name: 'Lentils' });
    ofHidden = await makeIngredient(t, hidden.id, { name: 'Secret spice' });
  });
  afterAll(() => t.close());

  it('GET: ingredients of approved restaurants are public; a pending one only for its owner and admins', async () => {
    for (const token of [undefined, customer.token, customer2.token, mine.owner.token, other.owner.token]) {
      const list = await call(t, 'GET', LIST, { token });
      expect(list.status).toBe(200);
      expect(list.body.map((i: { id: number }) => i.id)).toEqual([ofMine]);
      expect((await call(t, 'GET', one(ofMine), { token })).status).toBe(200);
      const res = await call(t, 'GET', one(ofHidden), { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      expect((await call(t, 'GET', ofRestaurant(hidden.id), { token })).status).toBe(404);
    }
    for (const token of [hidden.owner.token, admin.token]) {
      const list = await call(t, 'GET', LIST, { token });
      expect(list.body.map((i: { id: number }) => i.id).sort()).toEqual([ofMine, ofHidden].sort());
      expect((await call(t, 'GET', one(ofHidden), { token })).status).toBe(200);
      expect((await call(t, 'GET', ofRestaurant(hidden.id), { token })).body).toHaveLength(1);
    }
  });

  it('POST: anonymous 401, customers 403 with the specific text; nothing is created', async () => {
    const before = await ingredientCount(t);
    expect((await call(t, 'POST', LIST, { body: body() })).status).toBe(401);
    for (const token of [customer.token, customer2.token]) {
      const res = await call(t, 'POST', LIST, { token, body: body({ restaurant: mine.id }) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only restaurant owners and admins can manage ingredients.' });
    }
    expect(await ingredientCount(t)).toBe(before);
  });

  it("POST: an owner naming another's restaurant is 403; a hidden or missing one does not exist", async () => {
    const before = await ingredientCount(t);
    const res = await call(t, 'POST', LIST, { token: mine.owner.token, body: body({ restaurant: other.id }) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You can only manage your own restaurant.' });
    const invalidToo = await call(t, 'POST', LIST, { token: mine.owner.token, body: { restaurant: other.id } });
    expect(invalidToo.status).toBe(403);
    const hiddenRes = await call(t, 'POST', LIST, { token: mine.owner.token, body: body({ restaurant: hidden.id }) });
    expect(hiddenRes.status).toBe(400);
    expect(hiddenRes.body).toEqual({ restaurant: [`Restaurant ${hidden.id} does not exist.`] });
    const missing = await call(t, 'POST', LIST, { token: admin.token, body: body({ restaurant: 999999 }) });
    expect(missing.body).toEqual({ restaurant: ['Restaurant 999999 does not exist.'] });
    expect(await ingredientCount(t)).toBe(before);
  });

  it('POST: the owner adds to their own restaurant (by default or by id); admins to any', async () => {
    const byDefault = await call(t, 'POST', LIST, { token: mine.owner.token, body: body({ name: 'Garlic' }) });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.restaurant).toBe(mine.id);
    const byId = await call(t, 'POST', LIST, {
      token: mine.owner.token,
      body: body({ name: 'Onion', restaurant: String(mine.id) }),
    });
    expect(byId.status).toBe(201);
    const byAdmin = await call(t, 'POST', LIST, {
      token: admin.token,
      body: body({ name: 'Saffron', restaurant: hidden.id }),
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.restaurant).toBe(hidden.id);
    const adminWithout = await call(t, 'POST', LIST, { token: admin.token, body: body({ name: 'Mint' }) });
    expect(adminWithout.status).toBe(400);
    expect(adminWithout.body).toEqual({ restaurant: [REQUIRED] });
  });

  it('PUT/PATCH: anonymous 401, customers and other owners 403, hidden 404; the owner and admins 200', async () => {
    const before = await ingredientRow(t, ofMine);
    for (const method of ['PUT', 'PATCH'] as const) {
      expect((await call(t, method, one(ofMine), { body: { name: 'X' } })).status).toBe(401);
      for (const token of [customer.token, customer2.token, other.owner.token]) {
        const res = await call(t, method, one(ofMine), { token, body: { name: 'X' } });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
      }
      expect((await call(t, method, one(ofHidden), { token: mine.owner.token, body: { name: 'X' } })).status).toBe(404);
    }
    expect(await ingredientRow(t, ofMine)).toEqual(before);
    const own = await call(t, 'PATCH', one(ofMine), { token: mine.owner.token, body: { quantity: 42 } });
    expect(own.status).toBe(200);
    expect(own.body.quantity).toBe(42);
    const byAdmin = await call(t, 'PUT', one(ofHidden), { token: admin.token, body: { is_available: false } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.is_available).toBe(false);
  });

  it('DELETE: anonymous 401, customers and other owners 403, hidden 404; the owner and admins 204', async () => {
    const a = await makeIngredient(t, mine.id, { name: 'To delete A' });
    const b = await makeIngredient(t, hidden.id, { name: 'To delete B' });
    expect((await call(t, 'DELETE', one(a))).status).toBe(401);
    for (const token of [customer.token, other.owner.token]) {
      const res = await call(t, 'DELETE', one(a), { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await call(t, 'DELETE', one(b), { token: customer.token })).status).toBe(404);
    expect(await ingredientRow(t, a)).toBeDefined();
    expect((await call(t, 'DELETE', one(a), { token: mine.owner.token })).status).toBe(204);
    expect((await call(t, 'DELETE', one(b), { token: admin.token })).status).toBe(204);
    expect(await ingredientRow(t, a)).toBeUndefined();
    expect(await ingredientRow(t, b)).toBeUndefined();
  });
});

describe('ingredients: fields, rules and messages (API.md §3.4)', () => {
  let t: TestApp;
  let r: RestaurantFixture;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    r = await makeRestaurant(t, { name: 'Spice Route' });
    admin = await createUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('creates with every IngredientOut field: money as a string, quantities as numbers', async () => {
    const res = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({
        name: 'Peanuts',
        name_ar: 'فول سوداني',
        price_per_unit: 24.990000000000002,
        quantity: '2.5',
        is_allergen: 'yes',
        allergen_type: 'peanuts',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      restaurant: r.id,
      restaurant_name: 'Spice Route',
      restaurant_name_ar: null,
      name: 'Peanuts',
      description: 'Sesame paste',
      name_ar: 'فول سوداني',
      description_ar: null,
      image: null,
      unit: 'g',
      quantity: 2.5,
      available_quantity: 2.5,
      price_per_unit: '24.99',
      is_available: true,
      is_allergen: true,
      allergen_type: 'peanuts',
    });
  });

  it('reads available_quantity when quantity is absent; quantity wins when both are sent', async () => {
    const alias = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Cumin', quantity: undefined, available_quantity: '12.125' }),
    });
    expect(alias.status).toBe(201);
    expect(alias.body.quantity).toBe(12.125);
    const both = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Chili', quantity: 3, available_quantity: 9 }),
    });
    expect(both.body.quantity).toBe(3);
    const patch = await call(t, 'PATCH', one(alias.body.id), { token: r.owner.token, body: { available_quantity: 0 } });
    expect(patch.body).toMatchObject({ quantity: 0, available_quantity: 0 });
  });

  it('reports every required field together; nothing is created', async () => {
    const before = await ingredientCount(t);
    const res = await call(t, 'POST', LIST, { token: r.owner.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: [REQUIRED], unit: [REQUIRED], price_per_unit: [REQUIRED], quantity: [REQUIRED] });
    expect(await ingredientCount(t)).toBe(before);
  });

  it('validates lengths, units, money, quantities, booleans and allergen types', async () => {
    const before = await ingredientCount(t);
    const res = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: {
        name: 'n'.repeat(256),
        description: 'd'.repeat(1001),
        unit: 'gallon',
        price_per_unit: '-1',
        quantity: '1.2345',
        is_available: 'sometimes',
        is_allergen: true,
        allergen_type: 'pollen',
        image: 'not a file',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Must be at most 255 characters.'],
      description: ['Must be at most 1000 characters.'],
      unit: ['"gallon" is not a valid choice. Use one of: g, kg, ml, l, oz, lb, unit, tsp, tbsp, cup.'],
      price_per_unit: ['Must be at least 0.'],
      quantity: ['Must have at most 3 decimal places.'],
      is_available: ['Must be true or false.'],
      allergen_type: [
        '"pollen" is not a valid choice. Use one of: gluten, dairy, nuts, peanuts, shellfish, fish, eggs, soy, wheat, other.',
      ],
      image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ price_per_unit: '100000.01' }, { price_per_unit: ['Must be at most 100000.'] }],
      [{ price_per_unit: '12.345' }, { price_per_unit: ['Must have at most 2 decimal places.'] }],
      [{ price_per_unit: 'cheap' }, { price_per_unit: ['Must be a number.'] }],
      [{ quantity: -0.5 }, { quantity: ['Must be at least 0.'] }],
      [{ quantity: 1000001 }, { quantity: ['Must be at most 1000000.'] }],
      [{ quantity: 'lots' }, { quantity: ['Must be a number.'] }],
      [{ restaurant: 'abc' }, { restaurant: ['Must be a whole number.'] }],
    ];
    for (const [overrides, errors] of cases) {
      const bad = await call(t, 'POST', LIST, { token: r.owner.token, body: body({ name: 'Bad', ...overrides }) });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(errors);
    }
    expect(await ingredientCount(t)).toBe(before);
  });

  it('allergen_type is required only for allergens and stored null otherwise', async () => {
    const missing = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Milk', is_allergen: true }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ allergen_type: ['Allergen type is required for allergens.'] });
    const blank = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Milk', is_allergen: 'on', allergen_type: '' }),
    });
    expect(blank.body).toEqual({ allergen_type: ['Allergen type is required for allergens.'] });
    const ignored = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Salt', is_allergen: false, allergen_type: 'nonsense' }),
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body).toMatchObject({ is_allergen: false, allergen_type: null });

    const milk = await call(t, 'POST', LIST, {
      token: r.owner.token,
      body: body({ name: 'Milk', is_allergen: true, allergen_type: 'dairy' }),
    });
    const off = await call(t, 'PATCH', one(milk.body.id), { token: r.owner.token, body: { is_allergen: false } });
    expect(off.body).toMatchObject({ is_allergen: false, allergen_type: null });
    const onAgain = await call(t, 'PATCH', one(milk.body.id), { token: r.owner.token, body: { is_allergen: true } });
    expect(onAgain.status).toBe(400);
    expect(onAgain.body).toEqual({ allergen_type: ['Allergen type is required for allergens.'] });
    const typed = await call(t, 'PATCH', one(milk.body.id), {
      token: r.owner.token,
      body: { is_allergen: true, allergen_type: 'dairy' },
    });
    const keep = await call(t, 'PATCH', one(milk.body.id), { token: r.owner.token, body: { name: 'Whole milk' } });
    expect(typed.body.allergen_type).toBe('dairy');
    expect(keep.body).toMatchObject({ name: 'Whole milk', is_allergen: true, allergen_type: 'dairy' });
  });

  it('names are unique within a restaurant ignoring case, not across restaurants', async () => {
    await call(t, 'POST', LIST, { token: r.owner.token, body: body({ name: 'Sumac' }) });
    const before = await ingredientCount(t);
    const dup = await call(t, 'POST', LIST, { token: r.owner.token, body: body({ name: '  SUMAC ' }) });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: ['This restaurant already has an ingredient with this name.'] });
    expect(await ingredientCount(t)).toBe(before);
    const elsewhere = await makeRestaurant(t);
    const ok = await call(t, 'POST', LIST, { token: elsewhere.owner.token, body: body({ name: 'sumac' }) });
    expect(ok.status).toBe(201);
    const other = await call(t, 'POST', LIST, { token: r.owner.token, body: body({ name: 'Thyme' }) });
    const rename = await call(t, 'PATCH', one(other.body.id), { token: r.owner.token, body: { name: 'sumac' } });
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual({ name: ['This restaurant already has an ingredient with this name.'] });
    const sameName = await call(t, 'PATCH', one(other.body.id), { token: r.owner.token, body: { name: 'THYME' } });
    expect(sameName.status).toBe(200);
  });

  it('an owner without a restaurant is told to set one up first', async () => {
    const newcomer = await createUser(t, 'restaurant');
    const res = await call(t, 'POST', LIST, { token: newcomer.token, body: body() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ restaurant: ['You need to set up your restaurant before adding ingredients.'] });
  });

  it('the restaurant cannot change: its current value is accepted, another is refused (reference defect 13)', async () => {
    const created = await call(t, 'POST', LIST, { token: r.owner.token, body: body({ name: 'Bay leaf' }) });
    const elsewhere = await makeRestaurant(t);
    const before = await ingredientRow(t, created.body.id);
    for (const token of [r.owner.token, admin.token]) {
      const res = await call(t, 'PATCH', one(created.body.id), {
        token,
        body: { restaurant: elsewhere.id, name: 'Moved' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ restaurant: ['An ingredient cannot be moved to another restaurant.'] });
    }
    expect(await ingredientRow(t, created.body.id)).toEqual(before);
    const same = await call(t, 'PUT', one(created.body.id), {
      token: r.owner.token,
      body: { restaurant: String(r.id), price_per_unit: 1 },
    });
    expect(same.status).toBe(200);
    expect(same.body.price_per_unit).toBe('1.00');
  });

  it('PUT is partial in multipart too: fields not sent keep their values', async () => {
    const created = await call(t, 'POST', LIST, {
      token: r.owner.token,
      ...multipart({ name: 'Cardamom', unit: 'tsp', price_per_unit: '3.10', quantity: '40', is_available: 'false' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ unit: 'tsp', is_available: false, is_allergen: false });
    const res = await call(t, 'PUT', one(created.body.id), {
      token: r.owner.token,
      ...multipart({ quantity: '15.5' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Cardamom',
      unit: 'tsp',
      price_per_unit: '3.10',
      quantity: 15.5,
      is_available: false,
    });
  });

  it('DELETE is refused while a recipe or a custom meal uses it, with the meal ids and custom meal count', async () => {
    const customer = await createUser(t, 'customer');
    const used = await makeIngredient(t, r.id, { name: 'Chickpeas' });
    const m1 = await makeMeal(t, r.id, {}, [{ ingredientId: used, quantity: 1 }]);
    const m2 = await makeMeal(t, r.id, {}, [{ ingredientId: used, quantity: 2 }]);
    await makeCustomMeal(t, customer.id, r.id, [{ ingredientId: used, quantity: 1 }]);
    const res = await call(t, 'DELETE', one(used), { token: r.owner.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail:
        'This ingredient is used by 2 meals and 1 custom meal. Remove it from them, or switch it off with is_available instead.',
      code: 'in_use',
      meals: [m1, m2],
      custom_meals: 1,
    });
    expect(await ingredientRow(t, used)).toBeDefined();

    const single = await makeIngredient(t, r.id, { name: 'Parsley' });
    await makeCustomMeal(t, customer.id, r.id, [{ ingredientId: single, quantity: 1 }]);
    await makeCustomMeal(t, customer.id, r.id, [{ ingredientId: single, quantity: 2 }]);
    const custom = await call(t, 'DELETE', one(single), { token: admin.token });
    expect(custom.body).toEqual({
      detail:
        'This ingredient is used by 2 custom meals. Remove it from them, or switch it off with is_available instead.',
      code: 'in_use',
      meals: [],
      custom_meals: 2,
    });
  });

  it('DELETE is refused while a meal’s option takes the ingredient, counting that meal once', async () => {
    const extra = await makeIngredient(t, r.id, { name: 'Halloumi' });
    const both = await makeMeal(t, r.id, {}, [{ ingredientId: extra, quantity: 1 }]);
    const optionOnly = await makeMeal(t, r.id);
    for (const meal of [both, optionOnly])
      await addOptionGroups(t, meal, [{ name: 'Extras', options: [{ name: 'Extra halloumi', ingredient: extra }] }]);
    const res = await call(t, 'DELETE', one(extra), { token: r.owner.token });
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'in_use', meals: [both, optionOnly].sort((a, b) => a - b), custom_meals: 0 },
    });
    expect(res.body.detail).toMatch(/^This ingredient is used by 2 meals\./);
    expect(await ingredientRow(t, extra)).toBeDefined();
  });
});

describe('ingredient lists: filters, order and query count', () => {
  let t: TestApp;
  let r1: RestaurantFixture;
  let r2: RestaurantFixture;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    r1 = await makeRestaurant(t);
    r2 = await makeRestaurant(t);
    ids = {
      walnut: await makeIngredient(t, r2.id, { name: 'walnut', isAllergen: true, allergenType: 'nuts', unit: 'g' }),
      butter: await makeIngredient(t, r1.id, {
        name: 'Butter',
        isAllergen: true,
        allergenType: 'dairy',
        unit: 'kg',
        description: 'Salted cream',
      }),
      apple: await makeIngredient(t, r1.id, { name: 'apple', unit: 'unit', isAvailable: false }),
      flour: await makeIngredient(t, r1.id, { name: 'Flour', isAllergen: true, allergenType: 'gluten', unit: 'kg' }),
    };
  });
  afterAll(() => t.close());

  const idsOf = (list: { id: number }[]) => list.map((i) => i.id);

  it('orders by restaurant, then name ignoring case, then id', async () => {
    const res = await call(t, 'GET', LIST);
    expect(idsOf(res.body)).toEqual([ids.apple, ids.butter, ids.flour, ids.walnut]);
  });

  it('filters by restaurant, search, availability, allergen, allergen type and unit', async () => {
    const get = async (query: string) => idsOf((await call(t, 'GET', `${LIST}?${query}`)).body);
    expect(await get(`restaurant=${r2.id}`)).toEqual([ids.walnut]);
    expect(await get('search=CREAM')).toEqual([ids.butter]);
    expect(await get('search=salted%20butter')).toEqual([ids.butter]);
    expect(await get('is_available=false')).toEqual([ids.apple]);
    expect(await get('is_allergen=1')).toEqual([ids.butter, ids.flour, ids.walnut]);
    expect(await get('allergen_type=dairy,nuts')).toEqual([ids.butter, ids.walnut]);
    expect(await get('unit=kg')).toEqual([ids.butter, ids.flour]);
    const bad = await call(t, 'GET', `${LIST}?restaurant=x&is_allergen=maybe&unit=pint`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      restaurant: ['Must be a whole number.'],
      is_allergen: ['Must be true or false.'],
      unit: ['"pint" is not a valid choice. Use one of: g, kg, ml, l, oz, lb, unit, tsp, tbsp, cup.'],
    });
  });

  it("a restaurant's ingredients: switched on or off, by name ignoring case, with is_available and search", async () => {
    const all = await call(t, 'GET', ofRestaurant(r1.id));
    expect(idsOf(all.body)).toEqual([ids.apple, ids.butter, ids.flour]);
    expect(idsOf((await call(t, 'GET', `${ofRestaurant(r1.id)}?is_available=true`)).body)).toEqual([
      ids.butter,
      ids.flour,
    ]);
    expect(idsOf((await call(t, 'GET', `${ofRestaurant(r1.id)}?search=flo`)).body)).toEqual([ids.flour]);
    expect((await call(t, 'GET', `${ofRestaurant(r1.id)}?is_available=perhaps`)).body).toEqual({
      is_available: ['Must be true or false.'],
    });
    expect((await call(t, 'GET', ofRestaurant(999999))).status).toBe(404);
    const page = await call(t, 'GET', `${ofRestaurant(r1.id)}?page=2&page_size=2`);
    expect(page.body).toMatchObject({ count: 3, next: null, results: [{ id: ids.flour }] });
  });

  it('1 and 100 ingredients take the same number of queries, on both list endpoints', async () => {
    const [owner] = await bulkOwners(t, 1, 'iq');
    const [big] = await bulkRestaurants(t, [owner as number], 'Big');
    const small = await makeRestaurant(t);
    await makeIngredient(t, small.id, { name: 'Only one' });
    await t.db.insert(ingredients).values(
      Array.from({ length: 100 }, (_, i) => ({
        restaurantId: big as number,
        name: `Item ${i}`,
        unit: 'g',
        pricePerUnitCents: 5,
      })),
    );
    const one1 = await call(t, 'GET', `${LIST}?restaurant=${small.id}`);
    const many = await call(t, 'GET', `${LIST}?restaurant=${big}`);
    expect(one1.body).toHaveLength(1);
    expect(many.body).toHaveLength(100);
    expect(queryCount(many)).toBe(queryCount(one1));
    const nested1 = await call(t, 'GET', ofRestaurant(small.id));
    const nested100 = await call(t, 'GET', ofRestaurant(big as number));
    expect(nested100.body).toHaveLength(100);
    expect(queryCount(nested100)).toBe(queryCount(nested1));
  });
});
