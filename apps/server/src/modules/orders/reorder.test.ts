import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { customMeals, ingredients, mealOptions, meals, orderItems, restaurants } from '../../db/schema.js';
import { addOptionGroups } from '../meals/test-fixtures.js';
import { deleteRestaurant } from '../restaurants/queries.js';
import { cashOrder, makeCustomMeal, makeIngredient, makeMeal, makeRestaurant, orderTableCounts } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const again = (id: number) => `${ORDERS}${id}/reorder/`;

/**
 * Order again (issue #23): a past order's lines at today's prices and availability, and the lines that cannot be
 * ordered any more listed with a reason, never dropped; nothing is written.
 */
describe('ordering again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * Kofta (10.00, 100 g of beef) with "Size" (exactly 1: Regular, Large +3.00 taking 50 g more beef) and "Extras"
   * (up to 3, the first free: Halloumi +2.00 taking 30 g, Olives +1.00); Bread (3.00) without options.
   */
  async function menu() {
    const restaurant = await makeRestaurant(t, { nameAr: 'كارفر' });
    const beef = await makeIngredient(t, restaurant.id, { name: 'Beef', quantity: 1000 });
    const halloumi = await makeIngredient(t, restaurant.id, { name: 'Halloumi', quantity: 1000 });
    const kofta = await makeMeal(t, restaurant.id, { name: 'Kofta', nameAr: 'كفتة', basePriceCents: 1000 }, [
      { ingredientId: beef, quantity: 100 },
    ]);
    const [[regular, large], [extraHalloumi, olives]] = (await addOptionGroups(t, kofta, [
      {
        name: 'Size',
        min: 1,
        max: 1,
        options: [{ name: 'Regular' }, { name: 'Large', deltaCents: 300, ingredient: beef, quantity: 50 }],
      },
      {
        name: 'Extras',
        max: 3,
        free: 1,
        options: [
          { name: 'Extra halloumi', nameAr: 'حلوم إضافي', deltaCents: 200, ingredient: halloumi, quantity: 30 },
          { name: 'Olives', deltaCents: 100 },
        ],
      },
    ])) as [number[], number[]] as [[number, number], [number, number]];
    const bread = await makeMeal(t, restaurant.id, { name: 'Bread', basePriceCents: 300 });
    return { restaurant, beef, halloumi, kofta, bread, regular, large, extraHalloumi, olives };
  }

  async function place(customer: TestUser, restaurant: number, items: Record<string, unknown>[]) {
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant, items) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  it("answers the order's lines at today's prices with their options and instructions, and writes nothing", async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const id = await place(customer, m.restaurant.id, [
      { meal: m.kofta, quantity: 2, options: [m.olives, m.extraHalloumi, m.large], special_instructions: 'Well done' },
      { meal: m.bread, quantity: 1 },
    ]);
    // Since then the owner raised the Kofta and the halloumi.
    await t.db.update(meals).set({ basePriceCents: 1100 }).where(eq(meals.id, m.kofta));
    await t.db.update(mealOptions).set({ priceDeltaCents: 250 }).where(eq(mealOptions.id, m.extraHalloumi));
    const before = await orderTableCounts(t);

    const res = await call(t, 'GET', again(id), { token: customer.token });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      restaurant: m.restaurant.id,
      restaurant_details: { id: m.restaurant.id, name: m.restaurant.name, name_ar: 'كارفر' },
      items: [
        {
          meal: m.kofta,
          custom_meal: null,
          quantity: 2,
          // Olives is still the free choice: 11.00 + 3.00 + 2.50
          options: [m.large, m.extraHalloumi, m.olives],
          option_details: [
            { id: m.large, name: 'Large', name_ar: null, price_delta: '3.00' },
            { id: m.extraHalloumi, name: 'Extra halloumi', name_ar: 'حلوم إضافي', price_delta: '2.50' },
            { id: m.olives, name: 'Olives', name_ar: null, price_delta: '1.00' },
          ],
          ingredients: [],
          special_instructions: 'Well done',
          name: 'Kofta',
          name_ar: 'كفتة',
          image: null,
          price: '16.50',
          short: false,
        },
        expect.objectContaining({ meal: m.bread, quantity: 1, options: [], price: '3.00', short: false }),
      ],
      unavailable: [],
    });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('lists every line that cannot be ordered now with its reason, and keeps the others', async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const cheese = await makeIngredient(t, m.restaurant.id, { name: 'Cheese', quantity: 1000, pricePerUnitCents: 5 });
    const gone = await makeMeal(t, m.restaurant.id, { name: 'Gone soup', nameAr: 'شوربة' });
    const off = await makeMeal(t, m.restaurant.id, { name: 'Switched-off salad' });
    const empty = await makeMeal(t, m.restaurant.id, { name: 'Cheese pie' }, [{ ingredientId: cheese, quantity: 400 }]);
    const mine = await makeCustomMeal(t, customer.id, m.restaurant.id, [{ ingredientId: cheese, quantity: 100 }], {
      name: 'My cheese plate',
    });
    const deleted = await makeCustomMeal(t, customer.id, m.restaurant.id, [{ ingredientId: cheese, quantity: 10 }], {
      name: 'Deleted plate',
    });
    const id = await place(customer, m.restaurant.id, [
      { meal: m.kofta, options: [m.regular, m.extraHalloumi] },
      { meal: m.kofta, options: [m.large] },
      { meal: gone, quantity: 2 },
      { meal: off },
      { meal: empty },
      { meal: m.bread, quantity: 3 },
      { custom_meal: mine, quantity: 2, special_instructions: 'Hot' },
      { custom_meal: deleted },
    ]);
    await t.db.delete(meals).where(eq(meals.id, gone));
    await t.db.update(meals).set({ isAvailable: false }).where(eq(meals.id, off));
    await t.db.update(mealOptions).set({ isAvailable: false }).where(eq(mealOptions.id, m.extraHalloumi));
    await t.db.delete(mealOptions).where(eq(mealOptions.id, m.large));
    await t.db.delete(customMeals).where(eq(customMeals.id, deleted));
    // 400 g left: one cheese pie cannot be made twice over, and the custom plate (100 g) twice can; cheese now 0.08.
    await t.db.update(ingredients).set({ quantity: 300, pricePerUnitCents: 8 }).where(eq(ingredients.id, cheese));

    const res = await call(t, 'GET', again(id), { token: customer.token });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.unavailable).toEqual([
      { meal: m.kofta, custom_meal: null, name: 'Kofta', name_ar: 'كفتة', quantity: 1, reason: 'option_switched_off' },
      { meal: m.kofta, custom_meal: null, name: 'Kofta', name_ar: 'كفتة', quantity: 1, reason: 'option_removed' },
      { meal: null, custom_meal: null, name: 'Gone soup', name_ar: 'شوربة', quantity: 2, reason: 'meal_removed' },
      {
        meal: off,
        custom_meal: null,
        name: 'Switched-off salad',
        name_ar: null,
        quantity: 1,
        reason: 'meal_switched_off',
      },
      { meal: empty, custom_meal: null, name: 'Cheese pie', name_ar: null, quantity: 1, reason: 'out_of_stock' },
      {
        meal: null,
        custom_meal: null,
        name: 'Deleted plate',
        name_ar: null,
        quantity: 1,
        reason: 'custom_meal_removed',
      },
    ]);
    expect(res.body.items).toEqual([
      expect.objectContaining({ meal: m.bread, quantity: 3, price: '3.00' }),
      {
        meal: null,
        custom_meal: mine,
        quantity: 2,
        options: [],
        option_details: [],
        ingredients: [{ ingredient: cheese, name: 'Cheese', name_ar: null, unit: 'g', quantity: 100 }],
        special_instructions: 'Hot',
        name: 'My cheese plate',
        name_ar: null,
        image: null,
        price: '8.00',
        short: false,
      },
    ]);
  });

  it('flags a line today’s stock makes once but not as many times as ordered', async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const id = await place(customer, m.restaurant.id, [{ meal: m.kofta, quantity: 3, options: [m.large] }]);
    // Large takes 150 g of beef a portion: 200 g make one, not three.
    await t.db.update(ingredients).set({ quantity: 200 }).where(eq(ingredients.id, m.beef));
    const res = await call(t, 'GET', again(id), { token: customer.token });
    expect(res.body.items).toEqual([expect.objectContaining({ meal: m.kofta, quantity: 3, short: true })]);
    // The recipe and the option both take beef: 149 g cannot make the 150 g of one Large.
    await t.db.update(ingredients).set({ quantity: 149 }).where(eq(ingredients.id, m.beef));
    const out = await call(t, 'GET', again(id), { token: customer.token });
    expect(out.body.items).toEqual([]);
    expect(out.body.unavailable).toEqual([expect.objectContaining({ meal: m.kofta, reason: 'out_of_stock' })]);
  });

  it('a required group added since makes the old choice a changed one', async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const id = await place(customer, m.restaurant.id, [{ meal: m.bread }]);
    await addOptionGroups(t, m.bread, [{ name: 'Crust', min: 1, options: [{ name: 'Soft' }, { name: 'Crisp' }] }]);
    const res = await call(t, 'GET', again(id), { token: customer.token });
    expect(res.body.unavailable).toEqual([expect.objectContaining({ meal: m.bread, reason: 'options_changed' })]);
  });

  it('every line of a restaurant no longer approved, or deleted, is unavailable', async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const id = await place(customer, m.restaurant.id, [{ meal: m.bread }, { meal: m.kofta, options: [m.regular] }]);
    await t.db.update(restaurants).set({ isApproved: false }).where(eq(restaurants.id, m.restaurant.id));
    const hidden = await call(t, 'GET', again(id), { token: customer.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ restaurant: m.restaurant.id, restaurant_details: null, items: [] });
    expect(hidden.body.unavailable.map((u: { reason: string }) => u.reason)).toEqual([
      'restaurant_unavailable',
      'restaurant_unavailable',
    ]);

    // Its meals first: deleteRestaurant leaves the options that take its ingredients in the way (a separate bug).
    await t.db.delete(meals).where(eq(meals.restaurantId, m.restaurant.id));
    await deleteRestaurant(t.db, m.restaurant.id);
    const gone = await call(t, 'GET', again(id), { token: customer.token });
    expect(gone.body).toMatchObject({ restaurant: null, restaurant_details: null, items: [] });
    expect(gone.body.unavailable).toEqual([
      { meal: null, custom_meal: null, name: 'Bread', name_ar: null, quantity: 1, reason: 'restaurant_gone' },
      { meal: null, custom_meal: null, name: 'Kofta', name_ar: 'كفتة', quantity: 1, reason: 'restaurant_gone' },
    ]);
  });

  it("only the order's customer may order it again: others 404, owners and admins 403, visitors 401", async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const other = await createUser(t, 'customer');
    const admin = await createUser(t, 'admin');
    const id = await place(customer, m.restaurant.id, [{ meal: m.bread }]);
    expect((await call(t, 'GET', again(id), { token: other.token })).status).toBe(404);
    expect((await call(t, 'GET', again(id + 1000), { token: customer.token })).status).toBe(404);
    expect((await call(t, 'GET', `${ORDERS}abc/reorder/`, { token: customer.token })).status).toBe(404);
    const owner = await call(t, 'GET', again(id), { token: m.restaurant.owner.token });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ detail: 'Only customer accounts can place orders.' });
    expect((await call(t, 'GET', again(id), { token: admin.token })).status).toBe(403);
    expect((await call(t, 'GET', again(id))).status).toBe(401);
  });

  it('reads an order of 1 line and one of 100 with the same number of statements', async () => {
    const m = await menu();
    const customer = await createUser(t, 'customer');
    const one = await place(customer, m.restaurant.id, [{ meal: m.kofta, options: [m.large, m.extraHalloumi] }]);
    const hundred = await place(customer, m.restaurant.id, [{ meal: m.bread }]);
    const custom = await makeCustomMeal(t, customer.id, m.restaurant.id, [{ ingredientId: m.beef, quantity: 10 }]);
    // Past the API's 50 lines, written straight to the table: meals with options, plain ones and custom meals.
    await t.db.insert(orderItems).values(
      Array.from({ length: 99 }, (_, n) =>
        n % 3 === 0
          ? {
              orderId: hundred,
              kind: 'meal',
              mealId: m.kofta,
              name: 'Kofta',
              quantity: 1,
              priceCents: 1300,
              options: [{ id: m.large, name: 'Large', name_ar: null, price_delta_cents: 300 }],
            }
          : n % 3 === 1
            ? { orderId: hundred, kind: 'meal', mealId: m.bread, name: 'Bread', quantity: 1, priceCents: 300 }
            : { orderId: hundred, kind: 'custom', customMealId: custom, name: 'Custom', quantity: 1, priceCents: 10 },
      ),
    );
    const small = await call(t, 'GET', again(one), { token: customer.token });
    const large = await call(t, 'GET', again(hundred), { token: customer.token });
    expect(small.body.items).toHaveLength(1);
    expect(large.body.items).toHaveLength(100);
    expect(queryCount(large)).toBe(queryCount(small));
  });
});
