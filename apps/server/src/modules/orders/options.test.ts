import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { mealOptionGroups, mealOptions, notifications, orderStock, users } from '../../db/schema.js';
import {
  cashOrder,
  eventually,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  memoryMailer,
  orderTableCounts,
  stockOf,
} from './fixtures.js';
import { addOptionGroups } from '../meals/test-fixtures.js';

const ORDERS = '/api/orders/orders/';

/**
 * Issue #22, ADR 027: an order item's `options` are priced with the contract's rule, validated against the meal's
 * groups, take their ingredients in the order's one stock write, and are kept as a snapshot.
 */
describe('ordering with menu options', () => {
  let t: TestApp;
  let customer: TestUser;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  /**
   * Kofta (10.00, 100 g of beef) with "Size" (exactly 1: Small −2.00, Regular, Large +3.00 taking 50 g more beef)
   * and "Extras" (up to 3, the first free: Halloumi +2.00 taking 30 g, Olives +1.00, Onions +0.50 switched off).
   */
  async function kofta(halloumiStock = 1000) {
    const restaurant = await makeRestaurant(t);
    const beef = await makeIngredient(t, restaurant.id, { name: 'Beef', quantity: 1000 });
    const halloumi = await makeIngredient(t, restaurant.id, { name: 'Halloumi', quantity: halloumiStock });
    const meal = await makeMeal(t, restaurant.id, { name: 'Kofta', nameAr: 'كفتة', basePriceCents: 1000 }, [
      { ingredientId: beef, quantity: 100 },
    ]);
    const [[small, regular, large], [extraHalloumi, olives, onions]] = (await addOptionGroups(t, meal, [
      {
        name: 'Size',
        min: 1,
        max: 1,
        options: [
          { name: 'Small', nameAr: 'صغير', deltaCents: -200 },
          { name: 'Regular' },
          { name: 'Large', nameAr: 'كبير', deltaCents: 300, ingredient: beef, quantity: 50 },
        ],
      },
      {
        name: 'Extras',
        max: 3,
        free: 1,
        options: [
          { name: 'Extra halloumi', nameAr: 'حلوم إضافي', deltaCents: 200, ingredient: halloumi, quantity: 30 },
          { name: 'Olives', deltaCents: 100 },
          { name: 'Onions', deltaCents: 50, isAvailable: false },
        ],
      },
    ])) as [number[], number[]] as [[number, number, number], [number, number, number]];
    const bread = await makeMeal(t, restaurant.id, { name: 'Bread', basePriceCents: 300 });
    return { restaurant, beef, halloumi, meal, bread, small, regular, large, extraHalloumi, olives, onions };
  }

  it('prices base + deltas with the cheapest extra free and discounts applied, takes stock across lines', async () => {
    const k = await kofta();
    // Large + Halloumi + Olives: Olives is the free one → 10 + 3 + 2 = 15.00; Small + Halloumi: the halloumi is
    // free and Small's discount applies → 8.00; Bread has no options.
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(
        k.restaurant.id,
        [
          { meal: k.meal, quantity: 2, options: [k.olives, k.extraHalloumi, k.large] },
          { meal: k.meal, options: [k.small, k.extraHalloumi] },
          { meal: k.bread },
        ],
        { total_price: '41.00' },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.items.map((i: { price: string }) => i.price)).toEqual(['15.00', '8.00', '3.00']);
    expect(res.body.subtotal).toBe('41.00');
    // Menu order, whatever order the ids came in; a discount's delta is negative.
    expect(res.body.items.map((i: { options: unknown }) => i.options)).toEqual([
      [
        { id: k.large, name: 'Large', name_ar: 'كبير', price_delta: '3.00' },
        { id: k.extraHalloumi, name: 'Extra halloumi', name_ar: 'حلوم إضافي', price_delta: '2.00' },
        { id: k.olives, name: 'Olives', name_ar: null, price_delta: '1.00' },
      ],
      [
        { id: k.small, name: 'Small', name_ar: 'صغير', price_delta: '-2.00' },
        { id: k.extraHalloumi, name: 'Extra halloumi', name_ar: 'حلوم إضافي', price_delta: '2.00' },
      ],
      [],
    ]);
    // Beef: 3 × 100 for the recipe + 2 × 50 for Large; halloumi: 2 × 30 + 1 × 30, one row each.
    expect(await stockOf(t, k.beef)).toBe(600);
    expect(await stockOf(t, k.halloumi)).toBe(910);
    const taken = await t.db.select().from(orderStock).where(eq(orderStock.orderId, res.body.id));
    expect(taken.map((s) => [s.ingredientId, Number(s.quantity)]).sort()).toEqual(
      [
        [k.beef, 400],
        [k.halloumi, 90],
      ].sort(),
    );
    const read = await call(t, 'GET', `${ORDERS}${res.body.id}/`, { token: customer.token });
    expect(read.text).toBe(res.text);

    // Cancelling gives back exactly what the options took.
    const cancelled = await call(t, 'POST', `${ORDERS}${res.body.id}/update_status/`, {
      token: customer.token,
      body: { status: 'cancelled', reason: 'Changed my mind' },
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(t, k.beef)).toBe(1000);
    expect(await stockOf(t, k.halloumi)).toBe(1000);
  });

  it('the e-mails and the owner’s notice list each line’s options, in the reader’s language', async () => {
    const k = await kofta();
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, k.restaurant.owner.id));
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(k.restaurant.id, [
        { meal: k.meal, quantity: 2, options: [k.large, k.extraHalloumi] },
        { meal: k.bread },
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mailsOf = () => mailer.sent.filter((m) => new RegExp(`\\D${res.body.id}$`).test(m.subject));
    await eventually(async () => mailsOf().length === 2);
    const toCustomer = mailsOf().find((m) => m.to === customer.email);
    expect(toCustomer?.text).toContain(
      '2 × Kofta (Large · Extra halloumi) (EGP\u00a013.00)\n1 × Bread (EGP\u00a03.00)',
    );
    const toOwner = mailsOf().find((m) => m.to === k.restaurant.owner.email);
    expect(toOwner?.text).toContain('2 × كفتة (كبير · حلوم إضافي)');
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.orderId, res.body.id));
    expect(notice?.message).toContain('الأصناف: 2 × كفتة (كبير · حلوم إضافي)؛ 1 × Bread.');
  });

  it('refuses every bad choice with a 400 naming items[i].options, and writes nothing', async () => {
    const k = await kofta();
    const other = await makeMeal(t, k.restaurant.id, { name: 'Falafel' });
    const [[otherOption]] = (await addOptionGroups(t, other, [{ name: 'Sauce', options: [{ name: 'Tahini' }] }])) as [
      [number],
    ];
    const cheap = await makeMeal(t, k.restaurant.id, { name: 'Tea', basePriceCents: 100 });
    // A meal the meals API would refuse (ADR 027), written behind its back: the order still never goes below zero.
    const [[tiny]] = (await addOptionGroups(t, cheap, [
      { name: 'Cup', options: [{ name: 'Tiny', deltaCents: -200 }] },
    ])) as [[number]];
    const custom = await makeCustomMeal(t, customer.id, k.restaurant.id, [{ ingredientId: k.beef, quantity: 10 }]);
    const cases: [string, Record<string, unknown>[], unknown][] = [
      [
        'an option of another meal',
        [{ meal: k.meal, options: [k.regular, otherOption] }],
        [{ options: [`Option ${otherOption} is not an option of this meal.`] }],
      ],
      [
        'an option switched off',
        [{ meal: k.meal, options: [k.regular, k.onions] }],
        [{ options: ['Onions is not available right now.'] }],
      ],
      ['too few in a required group', [{ meal: k.meal, options: [] }], [{ options: ['Choose at least 1 in Size.'] }]],
      [
        'an old client ordering a meal with a required group',
        [{ meal: k.bread }, { meal: k.meal }],
        [{}, { options: ['Choose at least 1 in Size.'] }],
      ],
      [
        'too many in a group',
        [{ meal: k.meal, options: [k.small, k.large] }],
        [{ options: ['Choose at most 1 in Size.'] }],
      ],
      [
        'the same option twice',
        [{ meal: k.meal, options: [k.regular, k.olives, k.olives] }],
        [{ options: ['Each option may be chosen only once.'] }],
      ],
      [
        'options on a custom meal',
        [{ custom_meal: custom, options: [k.regular] }],
        [{ options: ['Custom meals have no options.'] }],
      ],
      [
        'a price below zero',
        [{ meal: cheap, options: [tiny] }],
        [{ options: ['With the cheapest options the price would fall below zero.'] }],
      ],
      [
        'an id that is no option at all',
        [{ meal: k.meal, options: [k.regular, 2_000_000] }],
        [{ options: ['Option 2000000 is not an option of this meal.'] }],
      ],
    ];
    const before = await orderTableCounts(t);
    for (const [why, items, errors] of cases) {
      const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(k.restaurant.id, items) });
      expect(res.status, why).toBe(400);
      expect(res.body, why).toEqual({ items: errors });
    }
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, k.beef)).toBe(1000);

    // The client's total is checked with the options' prices: 13.00 is Large alone.
    const wrongTotal = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(k.restaurant.id, [{ meal: k.meal, options: [k.large] }], { total_price: '10.00' }),
    });
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.body).toEqual({ total_price: ['The order total has changed. The current total is 13.00.'] });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('an extra whose ingredient is short is refused by the stock write with a 409 naming it', async () => {
    const k = await kofta(50);
    const before = await orderTableCounts(t);
    // 2 × 30 g of halloumi over two lines, with 50 g in stock; each line alone would fit.
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(k.restaurant.id, [
        { meal: k.meal, options: [k.regular, k.extraHalloumi] },
        { meal: k.meal, options: [k.large, k.extraHalloumi] },
      ]),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'unavailable',
      unavailable_items: [],
      unavailable_ingredients: [
        { id: k.halloumi, name: 'Halloumi', meal: 'Kofta (Extra halloumi)', required: 60, in_stock: 50 },
      ],
    });
    expect(res.body.message).toContain('- Halloumi (required for Kofta (Extra halloumi)) is low in stock.');
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, k.halloumi)).toBe(50);
    // Without the extra the same meal is served.
    const plain = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(k.restaurant.id, [{ meal: k.meal, options: [k.regular] }]),
    });
    expect(plain.status).toBe(201);
    expect(await stockOf(t, k.halloumi)).toBe(50);
  });

  it('the snapshot keeps names and prices after the options are renamed, repriced or deleted', async () => {
    const k = await kofta();
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(k.restaurant.id, [{ meal: k.meal, options: [k.large, k.olives] }]),
    });
    expect(res.status).toBe(201);
    await t.db.update(mealOptions).set({ name: 'XL', priceDeltaCents: 900 }).where(eq(mealOptions.id, k.large));
    await t.db.delete(mealOptionGroups).where(eq(mealOptionGroups.mealId, k.meal));
    // A status change renders the order's text again from its rows: the snapshot is in them.
    const confirmed = await call(t, 'POST', `${ORDERS}${res.body.id}/update_status/`, {
      token: k.restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    const read = await call(t, 'GET', `${ORDERS}${res.body.id}/`, { token: customer.token });
    expect(read.body.items[0]).toMatchObject({
      price: '13.00',
      options: [
        { id: k.large, name: 'Large', name_ar: 'كبير', price_delta: '3.00' },
        { id: k.olives, name: 'Olives', name_ar: null, price_delta: '1.00' },
      ],
    });
  });

  it('an order with options takes the same statements as one without', async () => {
    const k = await kofta();
    const place = async (items: Record<string, unknown>[]) => {
      const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(k.restaurant.id, items) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res;
    };
    const plain = await place([{ meal: k.bread }]);
    const chosen = await place([
      { meal: k.meal, quantity: 2, options: [k.large, k.extraHalloumi, k.olives] },
      { meal: k.meal, options: [k.small] },
      { meal: k.bread },
    ]);
    expect(queryCount(chosen)).toBe(queryCount(plain));
  });
});
