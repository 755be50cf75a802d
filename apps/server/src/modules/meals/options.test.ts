import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp } from '../../../test/helpers.js';
import { ingredients, mealOptionGroups, mealOptions, meals } from '../../db/schema.js';
import {
  addCustomMeal,
  addIngredient,
  addMeal,
  addOptionGroups,
  addRestaurant,
  expect400,
  formBody,
  type World,
  world,
} from './test-fixtures.js';

/** Menu options on meals (issue #22, ADR 027): writing, reading, availability. */

const LIST = '/api/meals/meals/';
const one = (id: number) => `/api/meals/meals/${id}/`;

interface OptionOut {
  id: number;
  name: string;
  price_delta: string;
  available: boolean;
}
interface GroupOut {
  id: number;
  name: string;
  options: OptionOut[];
}

describe('meals: writing option groups', () => {
  let t: TestApp;
  let w: World;
  let halloumi: number;
  let foreign: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    halloumi = await addIngredient(t, w.restaurant, { name: 'Halloumi', nameAr: 'حلوم', quantity: 10 });
    foreign = await addIngredient(t, await addRestaurant(t, (await createUser(t, 'restaurant')).id));
    hidden = await addIngredient(t, w.pending);
  });
  afterAll(() => t.close());

  const size = () => ({
    name: 'Size',
    name_ar: 'الحجم',
    min_choices: 1,
    max_choices: 1,
    options: [
      { name: 'Small', price_delta: '-2.00' },
      { name: 'Large', price_delta: '3.50', ingredient: halloumi, quantity: 2 },
    ],
  });
  const extras = () => ({
    name: 'Extras',
    max_choices: 2,
    free_choices: 1,
    options: [
      { name: 'Olives', price_delta: '1.00' },
      { name: 'Mint', is_available: false },
    ],
  });
  const valid = (groups: unknown = [size(), extras()]) => ({
    name: 'Kofta',
    description: 'Grilled',
    base_price: '10.00',
    option_groups: groups,
  });
  const post = (body: object) => call(t, 'POST', LIST, { token: w.owner.token, body });
  const patch = (id: number, body: object) => call(t, 'PATCH', one(id), { token: w.owner.token, body });
  const rows = async () => ({
    groups: (await t.db.select().from(mealOptionGroups)).length,
    options: (await t.db.select().from(mealOptions)).length,
    meals: (await t.db.select().from(meals)).length,
  });

  it('creates a meal with its groups and answers them with ids, deltas and availability', async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    const [sizeOut, extrasOut] = res.body.option_groups;
    expect(sizeOut).toEqual({
      id: expect.any(Number),
      name: 'Size',
      name_ar: 'الحجم',
      min_choices: 1,
      max_choices: 1,
      free_choices: 0,
      options: [
        {
          id: expect.any(Number),
          name: 'Small',
          name_ar: null,
          price_delta: '-2.00',
          ingredient: null,
          ingredient_name: null,
          ingredient_name_ar: null,
          quantity: null,
          is_available: true,
          available: true,
        },
        {
          id: expect.any(Number),
          name: 'Large',
          name_ar: null,
          price_delta: '3.50',
          ingredient: halloumi,
          ingredient_name: 'Halloumi',
          ingredient_name_ar: 'حلوم',
          quantity: 2,
          is_available: true,
          available: true,
        },
      ],
    });
    expect(extrasOut).toMatchObject({ name: 'Extras', min_choices: 0, max_choices: 2, free_choices: 1 });
    expect(extrasOut.options.map((o: OptionOut) => [o.name, o.price_delta, o.available])).toEqual([
      ['Olives', '1.00', true],
      ['Mint', '0.00', false],
    ]);
    expect((await call(t, 'GET', one(res.body.id))).body.option_groups).toEqual(res.body.option_groups);
  });

  it('accepts option_groups as JSON text in a multipart body, and none at all', async () => {
    const form = await formBody({ ...valid(), option_groups: JSON.stringify([size()]) } as Record<string, string>);
    const res = await call(t, 'POST', LIST, { token: w.owner.token, ...form });
    expect(res.status).toBe(201);
    expect(res.body.option_groups.map((g: GroupOut) => g.name)).toEqual(['Size']);
    const plain = await post({ name: 'Plain', description: 'x', base_price: '5.00' });
    expect(plain.body.option_groups).toEqual([]);
  });

  it('replaces the groups on PATCH, keeping the ids sent back and following the list order', async () => {
    const created = (await post(valid())).body;
    const [s, e] = created.option_groups as GroupOut[];
    const [small, large] = s!.options;
    const [olives] = e!.options;
    const res = await patch(created.id, {
      option_groups: [
        {
          id: e!.id,
          name: 'Toppings',
          max_choices: 2,
          // Large moves to this group and keeps its id; Mint is dropped; Pickles is new.
          options: [
            { id: olives!.id, name: 'Green olives', price_delta: '1.25' },
            { id: large!.id, name: 'Large', price_delta: '3.00', ingredient: halloumi, quantity: 1 },
            { name: 'Pickles' },
          ],
        },
        { id: s!.id, name: 'Size', min_choices: 1, options: [{ id: small!.id, name: 'Small', price_delta: '-1.00' }] },
      ],
    });
    expect(res.status).toBe(200);
    const [first, second] = res.body.option_groups as GroupOut[];
    expect(first!.id).toBe(e!.id);
    expect(first!.options.map((o) => [o.id === olives!.id, o.id === large!.id, o.name, o.price_delta])).toEqual([
      [true, false, 'Green olives', '1.25'],
      [false, true, 'Large', '3.00'],
      [false, false, 'Pickles', '0.00'],
    ]);
    expect(second).toMatchObject({ id: s!.id, options: [{ id: small!.id, price_delta: '-1.00' }] });
    const stored = await t.db.select().from(mealOptions).where(eq(mealOptions.mealId, created.id));
    expect(stored).toHaveLength(4);
    expect(stored.find((o) => o.name === 'Mint')).toBeUndefined();
    // A PATCH without the field keeps the groups; an empty list removes them.
    expect((await patch(created.id, { name: 'Kofta 2' })).body.option_groups).toEqual(res.body.option_groups);
    expect((await patch(created.id, { option_groups: [] })).body.option_groups).toEqual([]);
    expect(await t.db.select().from(mealOptions).where(eq(mealOptions.mealId, created.id))).toEqual([]);
  });

  it('treats ids of another meal, or an id sent twice, as new rows and leaves the other meal alone', async () => {
    const other = (await post(valid())).body;
    const mine = (await post({ ...valid(), name: 'Mine' })).body;
    const theirs = other.option_groups[0] as GroupOut;
    const theirOption = theirs.options[0]!;
    const mineGroup = mine.option_groups[0] as GroupOut;
    const res = await patch(mine.id, {
      option_groups: [
        {
          id: theirs.id,
          name: 'Copied',
          max_choices: 1,
          options: [{ id: theirOption.id, name: 'Hijack', price_delta: '9.00' }],
        },
        { id: mineGroup.id, name: 'Mine', max_choices: 1, options: [{ id: mineGroup.options[0]!.id, name: 'A' }] },
        { id: mineGroup.id, name: 'Twice', max_choices: 1, options: [{ id: mineGroup.options[0]!.id, name: 'B' }] },
      ],
    });
    expect(res.status).toBe(200);
    const [copied, kept, twice] = res.body.option_groups as GroupOut[];
    expect(copied!.id).not.toBe(theirs.id);
    expect(copied!.options[0]!.id).not.toBe(theirOption.id);
    expect(kept!.id).toBe(mineGroup.id);
    expect(kept!.options[0]!.id).toBe(mineGroup.options[0]!.id);
    expect(twice!.id).not.toBe(mineGroup.id);
    expect(twice!.options[0]!.id).not.toBe(mineGroup.options[0]!.id);
    expect((await call(t, 'GET', one(other.id))).body.option_groups).toEqual(other.option_groups);
  });

  it('refuses bad groups with a 400 naming the field, and writes nothing', async () => {
    const before = await rows();
    const group = (g: object) => valid([{ ...size(), ...g }]);
    expect400(await post(group({ min_choices: 2, max_choices: 1 })), {
      option_groups: [{ min_choices: ['The minimum cannot be more than the maximum.'] }],
    });
    expect400(await post(group({ max_choices: 3 })), {
      option_groups: [{ max_choices: ['The maximum cannot be more than the group’s 2 options.'] }],
    });
    expect400(await post(group({ free_choices: 2 })), {
      option_groups: [{ free_choices: ['Free choices cannot be more than the maximum.'] }],
    });
    expect400(await post(group({ options: [] })), {
      option_groups: [{ options: ['A group needs at least one option.'] }],
    });
    expect400(
      await post(
        group({
          options: [
            { name: 'A', ingredient: halloumi },
            { name: 'B', quantity: 1 },
          ],
        }),
      ),
      {
        option_groups: [
          {
            options: [
              { quantity: ['Give the quantity of the ingredient this option takes.'] },
              { ingredient: ['A quantity needs the ingredient it is taken from.'] },
            ],
          },
        ],
      },
    );
    expect400(await post(group({ options: [{ name: 'Same' }, { name: 'same' }] })), {
      option_groups: [{ options: [{}, { name: ['Each name may appear only once.'] }] }],
    });
    expect400(await post(valid([size(), size()])), {
      option_groups: [{}, { name: ['Each name may appear only once.'] }],
    });
    expect400(await post(valid('not json')), { option_groups: ['Must be a list.'] });
    expect400(await post(group({ options: [{ name: 'X', price_delta: '1.234' }] })), {
      option_groups: [{ options: [{ price_delta: ['Must have at most 2 decimal places.'] }] }],
    });
    expect400(
      await post(
        group({
          options: [
            { name: 'Mine', ingredient: foreign, quantity: 1 },
            { name: 'Gone', ingredient: hidden, quantity: 1 },
          ],
        }),
      ),
      {
        option_groups: [
          {
            options: [
              { ingredient: ["This ingredient does not belong to the meal's restaurant."] },
              { ingredient: [`Ingredient ${hidden} does not exist.`] },
            ],
          },
        ],
      },
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses a meal whose cheapest choice costs less than nothing, on create and on PATCH', async () => {
    const before = await rows();
    const cheap = (delta: string) =>
      valid([
        {
          name: 'Size',
          max_choices: 2,
          options: [
            { name: 'Small', price_delta: delta },
            { name: 'Tiny', price_delta: '-4.01' },
            { name: 'Large', price_delta: '1.00' },
          ],
        },
      ]);
    const negative = ['With the cheapest options the price would fall below zero.'];
    expect400(await post(cheap('-6.00')), { option_groups: negative });
    expect(await rows()).toEqual(before);
    // -6.00 - 4.00 = -10.00: exactly free is allowed.
    const created = await post(cheap('-5.99'));
    expect(created.status).toBe(201);
    const id = created.body.id;
    const after = await rows();
    expect400(await patch(id, { base_price: '9.99' }), { base_price: negative });
    expect400(await patch(id, { base_price: '20.00', option_groups: cheap('-16.00').option_groups }), {
      option_groups: negative,
    });
    expect400(await patch(id, { option_groups: cheap('-6.00').option_groups }), { option_groups: negative });
    expect(await rows()).toEqual(after);
    expect((await call(t, 'GET', one(id))).body.base_price).toBe('10.00');
    expect((await patch(id, { base_price: '20.00', option_groups: cheap('-15.99').option_groups })).status).toBe(200);
  });

  it('shows an option unavailable when switched off or its ingredient is short, and not the others', async () => {
    const little = await addIngredient(t, w.restaurant, { name: 'Saffron', quantity: 1.5 });
    const off = await addIngredient(t, w.restaurant, { name: 'Truffle', quantity: 100, isAvailable: false });
    const id = await addMeal(t, w.restaurant);
    await addOptionGroups(t, id, [
      {
        name: 'Extras',
        max: 4,
        options: [
          { name: 'Enough', ingredient: little, quantity: 1.5 },
          { name: 'Short', ingredient: little, quantity: 2 },
          { name: 'Off ingredient', ingredient: off, quantity: 1 },
          { name: 'Switched off', isAvailable: false },
        ],
      },
    ]);
    const res = await call(t, 'GET', one(id));
    expect(res.body.option_groups[0].options.map((o: OptionOut) => [o.name, o.available])).toEqual([
      ['Enough', true],
      ['Short', false],
      ['Off ingredient', false],
      ['Switched off', false],
    ]);
    await t.db.update(ingredients).set({ quantity: 0 }).where(eq(ingredients.id, little));
    const list = await call(t, 'GET', `${LIST}?restaurant=${w.restaurant}`);
    const meal = list.body.find((m: { id: number }) => m.id === id);
    expect(meal.option_groups[0].options[0].available).toBe(false);
  });

  it('embeds option groups in a custom meal’s base meal', async () => {
    const id = await addMeal(t, w.restaurant, { isCustomizable: true });
    await addOptionGroups(t, id, [{ name: 'Size', min: 1, options: [{ name: 'Small' }] }]);
    const custom = await addCustomMeal(t, w.customer.id, w.restaurant, { baseMealId: id });
    const res = await call(t, 'GET', `/api/meals/custom-meals/${custom}/`, { token: w.customer.token });
    expect(res.status).toBe(200);
    expect(res.body.base_meal_details.option_groups).toMatchObject([{ name: 'Size', options: [{ name: 'Small' }] }]);
  });
});

describe('meals: option groups keep lists at a constant statement count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists 1 and 100 meals with options in the same statements, at most 4, paged or not', async () => {
    const w = await world(t);
    const cheese = await addIngredient(t, w.restaurant);
    const make = async () => {
      const id = await addMeal(t, w.restaurant);
      await addOptionGroups(t, id, [
        {
          name: 'Size',
          min: 1,
          options: [
            { name: 'Small', deltaCents: -100 },
            { name: 'Large', ingredient: cheese },
          ],
        },
        { name: 'Extras', max: 2, free: 1, options: [{ name: 'A' }, { name: 'B', ingredient: cheese }] },
      ]);
    };
    await make();
    const small = await call(t, 'GET', LIST);
    const pageSmall = await call(t, 'GET', `${LIST}?page=1&page_size=1`);
    for (let i = 0; i < 99; i += 1) await make();
    const large = await call(t, 'GET', LIST);
    const pageLarge = await call(t, 'GET', `${LIST}?page=1&page_size=100`);
    expect(large.body).toHaveLength(100);
    expect(large.body[99].option_groups.map((g: GroupOut) => g.options.length)).toEqual([2, 2]);
    expect(pageLarge.body.results[99].option_groups).toHaveLength(2);
    expect(queryCount(large)).toBe(queryCount(small));
    expect(queryCount(pageLarge)).toBe(queryCount(pageSmall));
    expect(queryCount(pageLarge)).toBeLessThanOrEqual(4);
  });
});

describe('meals: check_availability with options', () => {
  let t: TestApp;
  let w: World;
  let meal: number;
  let tomato: number;
  let halloumi: number;
  let small: number;
  let large: number;
  let extraHalloumi: number;
  let extraTomato: number;
  let mint: number;
  const check = (id: number, query = '') => call(t, 'GET', `/api/meals/meals/${id}/check_availability/${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    tomato = await addIngredient(t, w.restaurant, { name: 'Tomato', quantity: 5, unit: 'unit' });
    halloumi = await addIngredient(t, w.restaurant, { name: 'Halloumi', quantity: 3, unit: 'unit' });
    meal = await addMeal(t, w.restaurant, { name: 'Salad', lines: [{ ingredient: tomato, quantity: 2 }] });
    const ids = await addOptionGroups(t, meal, [
      { name: 'Size', min: 1, options: [{ name: 'Small' }, { name: 'Large', ingredient: halloumi, quantity: 1 }] },
      {
        name: 'Extras',
        max: 2,
        options: [
          { name: 'Extra halloumi', ingredient: halloumi, quantity: 1 },
          { name: 'Extra tomato', ingredient: tomato, quantity: 1 },
          { name: 'Mint', isAvailable: false },
        ],
      },
    ]);
    [small, large, extraHalloumi, extraTomato, mint] = ids.flat() as [number, number, number, number, number];
  });
  afterAll(() => t.close());

  const ok = { is_available: true, unavailable_ingredients: [], message: 'All ingredients are available.' };

  it('adds the chosen options’ ingredients to the recipe’s, per ingredient, times the quantity', async () => {
    expect((await check(meal, `?options=${small}`)).body).toEqual(ok);
    expect((await check(meal, `?options=${large},${extraHalloumi}&quantity=1`)).body).toEqual(ok);
    // Tomato: 2 for the recipe + 1 for the extra, × 2 = 6 of 5.
    expect((await check(meal, `?options=${small},${extraTomato}&quantity=2`)).body).toEqual({
      is_available: false,
      unavailable_ingredients: [
        { id: tomato, name: 'Tomato', name_ar: null, unit: 'unit', available: true, required: 6, in_stock: 5 },
      ],
      message: '- Tomato is low in stock. Required: 6, Available: 5',
    });
    // Halloumi: 1 for Large + 1 for the extra, × 2 = 4 of 3.
    expect((await check(meal, `?options=${large},${extraHalloumi}&quantity=2`)).body.unavailable_ingredients).toEqual([
      { id: halloumi, name: 'Halloumi', name_ar: null, unit: 'unit', available: true, required: 4, in_stock: 3 },
    ]);
  });

  it('reports a choice with too few, too many or switched-off options', async () => {
    expect((await check(meal, `?options=${extraTomato}`)).body).toEqual({
      is_available: false,
      unavailable_ingredients: [],
      message: 'Choose at least 1 in Size.',
    });
    expect((await check(meal, `?options=${small},${large},${mint}`)).body).toEqual({
      is_available: false,
      unavailable_ingredients: [],
      message: 'Choose at most 1 in Size.\nMint is not available right now.',
    });
  });

  it('answers 400 naming options for ids not of this meal, malformed or repeated', async () => {
    const other = await addMeal(t, w.restaurant);
    const [[foreignOption] = []] = await addOptionGroups(t, other, [{ name: 'Size', options: [{ name: 'X' }] }]);
    expect400(await check(meal, `?options=${small},${foreignOption}`), {
      options: [`Option ${foreignOption} is not an option of this meal.`],
    });
    expect400(await check(meal, '?options=1,abc'), { options: ['Must be a whole number.'] });
    expect400(await check(meal, `?options=${small},${small}`), { options: ['Each option may be chosen only once.'] });
    expect400(await check(meal, '?options=99999999999&quantity=0'), {
      options: ['Must be at most 2147483647.'],
      quantity: ['Must be at least 1.'],
    });
  });

  it('without options, says a required group with no available option makes the meal unavailable', async () => {
    expect((await check(meal)).body).toEqual(ok);
    const id = await addMeal(t, w.restaurant, { name: 'Wrap' });
    await addOptionGroups(t, id, [
      {
        name: 'Bread',
        min: 1,
        options: [
          { name: 'Pita', isAvailable: false },
          { name: 'Saj', ingredient: halloumi, quantity: 2 },
        ],
      },
      { name: 'Sauce', options: [{ name: 'Garlic', isAvailable: false }] },
    ]);
    expect((await check(id)).body).toEqual(ok);
    expect((await check(id, '?quantity=2')).body).toEqual({
      is_available: false,
      unavailable_ingredients: [],
      message: 'Bread has no option available right now.',
    });
  });

  it('answers in one statement with options chosen or not', async () => {
    expect(queryCount(await check(meal))).toBe(1);
    expect(queryCount(await check(meal, `?options=${large},${extraHalloumi}`))).toBe(1);
  });
});
