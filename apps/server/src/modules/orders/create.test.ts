import { everyDay } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ingredients, notifications, orderStock, restaurants } from '../../db/schema.js';
import {
  cashOrder,
  eventually,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeMenu,
  makeRestaurant,
  memoryMailer,
  orderTableCounts,
  stockOf,
} from './fixtures.js';

const ORDERS = '/api/orders/orders/';

describe('placing an order', () => {
  let t: TestApp;
  let customer: TestUser;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  it('a cash order: server prices, snapshots, stock taken, payment pending, owner notified and mailed', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        ...cashOrder(restaurant.id, [{ meal, quantity: 2, price: '8.00', special_instructions: ' extra crispy ' }]),
        delivery_notes: 'Ring twice',
        total_price: 16,
        user: 999,
        payment: { payment_method: 'cash', amount: 16 },
      },
    });
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      user: customer.id,
      user_username: customer.username,
      user_details: { id: customer.id, username: customer.username, email: customer.email },
      restaurant: restaurant.id,
      restaurant_name: restaurant.name,
      status: 'pending',
      total_price: '16.00',
      payment_method: 'cash',
      delivery_address: '12 Nile St, Cairo',
      delivery_notes: 'Ring twice',
      cancellation_reason: null,
      // An old client's order at a restaurant without delivery areas: a free delivery to the typed line, as before.
      fulfilment: 'delivery',
      area: null,
      area_details: null,
      address: null,
      subtotal: '16.00',
      delivery_fee: '0.00',
      scheduled_for: null,
      cancelled_by: null,
      items: [
        {
          meal,
          meal_details: { id: meal, name: 'Bread', name_ar: null, image: null },
          custom_meal: null,
          custom_meal_details: null,
          quantity: 2,
          price: '8.00',
          special_instructions: 'extra crispy',
        },
      ],
      payment: {
        order: order.id,
        payment_method: 'cash',
        amount: '16.00',
        status: 'pending',
        transaction_id: null,
        provider: null,
      },
    });
    expect(Object.keys(order).sort()).toEqual(
      [
        'id',
        'user',
        'user_username',
        'user_details',
        'restaurant',
        'restaurant_name',
        'restaurant_name_ar',
        'status',
        'total_price',
        'payment_method',
        'delivery_address',
        'delivery_notes',
        'cancellation_reason',
        'fulfilment',
        'area',
        'area_details',
        'address',
        'subtotal',
        'delivery_fee',
        'scheduled_for',
        'estimated_at',
        'accept_by',
        'cancelled_by',
        'promo_code',
        'discount',
        'items',
        'payment',
        'created_at',
        'updated_at',
      ].sort(),
    );
    // Ready after the kitchen's 20 minutes; the restaurant has its 10 minutes to accept it.
    const placedAt = Date.parse(order.created_at);
    expect(Date.parse(order.estimated_at) - placedAt).toBe(20 * 60_000);
    expect(Date.parse(order.accept_by) - placedAt).toBe(10 * 60_000);
    expect(Object.keys(order.user_details).sort()).toEqual(
      ['id', 'username', 'first_name', 'last_name', 'email', 'phone_number'].sort(),
    );
    expect(await stockOf(t, ingredient)).toBe(800);
    const stock = await t.db.select().from(orderStock).where(eq(orderStock.orderId, order.id));
    expect(stock.map((s) => [s.ingredientId, Number(s.quantity)])).toEqual([[ingredient, 200]]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      recipientId: restaurant.owner.id,
      senderId: customer.id,
      restaurantId: restaurant.id,
      notificationType: 'new_order',
      title: 'New Order Received',
      message: `You have a new order #${order.id} from ${customer.username}: 2 items, total EGP\u00a016.00.`,
    });
    const mailsOf = () => mailer.sent.filter((m) => m.subject.includes(`#${order.id}`));
    await eventually(async () => mailsOf().length === 2);
    const mails = mailsOf();
    expect(mails.map((m) => m.to).sort()).toEqual([customer.email, restaurant.owner.email].sort());
  });

  it('a mail failure never fails the order', async () => {
    let attempts = 0;
    const failing = await createTestApp({
      mailer: {
        async send() {
          attempts += 1;
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const buyer = await createUser(failing, 'customer');
      const { restaurant, meal } = await makeMenu(failing);
      const res = await call(failing, 'POST', ORDERS, {
        token: buyer.token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
      expect(res.status).toBe(201);
      await eventually(async () => attempts === 2);
      const again = await call(failing, 'GET', `${ORDERS}${res.body.id}/`, { token: buyer.token });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('pending');
    } finally {
      await failing.close();
    }
  });

  it('custom meals are priced from current ingredient prices and snapshot their composition', async () => {
    const restaurant = await makeRestaurant(t);
    const rice = await makeIngredient(t, restaurant.id, {
      name: 'Rice',
      unit: 'g',
      pricePerUnitCents: 3,
      quantity: 500,
    });
    const egg = await makeIngredient(t, restaurant.id, {
      name: 'Egg',
      unit: 'unit',
      pricePerUnitCents: 125,
      quantity: 10,
    });
    const custom = await makeCustomMeal(
      t,
      customer.id,
      restaurant.id,
      [
        { ingredientId: rice, quantity: 150 },
        { ingredientId: egg, quantity: 2 },
      ],
      { name: 'My Bowl', cookingInstructions: 'Fry the egg' },
    );
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ custom_meal: custom, quantity: 2, price: 1 }]),
    });
    expect(res.status).toBe(201);
    // 150 × 0.03 + 2 × 1.25 = 7.00 per bowl
    expect(res.body.total_price).toBe('14.00');
    expect(res.body.items[0]).toMatchObject({
      meal: null,
      meal_details: null,
      custom_meal: custom,
      price: '7.00',
      custom_meal_details: {
        id: custom,
        name: 'My Bowl',
        image: null,
        cooking_instructions: 'Fry the egg',
        ingredients: [
          { ingredient: rice, name: 'Rice', unit: 'g', quantity: 150 },
          { ingredient: egg, name: 'Egg', unit: 'unit', quantity: 2 },
        ],
      },
    });
    expect(await stockOf(t, rice)).toBe(200);
    expect(await stockOf(t, egg)).toBe(6);
  });

  it('names, notes and snapshots with quotes, commas, braces and backslashes are stored as sent', async () => {
    const awkward = 'He said "no, {nuts}" \\ NULL';
    const restaurant = await makeRestaurant(t);
    const oil = await makeIngredient(t, restaurant.id, { name: 'Oil, "extra" {virgin}', unit: 'ml', quantity: 100 });
    const meal = await makeMeal(t, restaurant.id, { name: 'Soup, "hot" {1}' }, [{ ingredientId: oil, quantity: 10 }]);
    const custom = await makeCustomMeal(t, customer.id, restaurant.id, [{ ingredientId: oil, quantity: 5 }], {
      name: 'NULL',
      cookingInstructions: awkward,
    });
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [
        { meal, quantity: 1, special_instructions: awkward },
        { custom_meal: custom, quantity: 1, special_instructions: 'NULL' },
      ]),
    });
    expect(res.status).toBe(201);
    const stored = await call(t, 'GET', `${ORDERS}${res.body.id}/`, { token: customer.token });
    for (const order of [res.body, stored.body]) {
      expect(order.items).toMatchObject([
        { meal_details: { name: 'Soup, "hot" {1}' }, special_instructions: awkward },
        {
          special_instructions: 'NULL',
          custom_meal_details: {
            name: 'NULL',
            cooking_instructions: awkward,
            ingredients: [{ ingredient: oil, name: 'Oil, "extra" {virgin}', quantity: 5 }],
          },
        },
      ]);
    }
    expect(stored.body).toEqual(res.body);
    expect(await stockOf(t, oil)).toBe(85);
  });

  it('optional recipe lines are not taken from stock', async () => {
    const restaurant = await makeRestaurant(t);
    const base = await makeIngredient(t, restaurant.id, { quantity: 10 });
    const extra = await makeIngredient(t, restaurant.id, { quantity: 0, isAvailable: false });
    const meal = await makeMeal(t, restaurant.id, {}, [
      { ingredientId: base, quantity: 1 },
      { ingredientId: extra, quantity: 5, isOptional: true },
    ]);
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(res.status).toBe(201);
    expect(await stockOf(t, base)).toBe(9);
    expect(await stockOf(t, extra)).toBe(0);
  });

  it('one ingredient shared by several lines is aggregated, so it cannot be oversold', async () => {
    const restaurant = await makeRestaurant(t);
    const cheese = await makeIngredient(t, restaurant.id, { name: 'Cheese', unit: 'g', quantity: 250 });
    const pizza = await makeMeal(t, restaurant.id, { name: 'Pizza' }, [{ ingredientId: cheese, quantity: 100 }]);
    const toast = await makeMeal(t, restaurant.id, { name: 'Toast' }, [{ ingredientId: cheese, quantity: 50 }]);
    const custom = await makeCustomMeal(t, customer.id, restaurant.id, [{ ingredientId: cheese, quantity: 40 }]);
    const before = await orderTableCounts(t);
    // each line alone fits (200, 50, 40), together 290 > 250
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal: pizza, quantity: 2 }, { meal: toast }, { custom_meal: custom }]),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      detail: 'Some items cannot be made right now.',
      code: 'unavailable',
      unavailable_items: [],
      unavailable_ingredients: [
        { id: cheese, name: 'Cheese', unit: 'g', available: true, required: 290, in_stock: 250 },
      ],
    });
    expect(res.body.unavailable_ingredients[0].meal).toContain('Pizza');
    expect(res.body.message).toBe(
      `This order cannot be placed right now:\n- Cheese (required for ${res.body.unavailable_ingredients[0].meal}) is low in stock. Required: 290, Available: 250`,
    );
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, cheese)).toBe(250);
    const fits = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal: pizza, quantity: 2 }, { meal: toast }]),
    });
    expect(fits.status).toBe(201);
    expect(await stockOf(t, cheese)).toBe(0);
  });

  it('a switched-off meal and a switched-off ingredient are both listed, and nothing is written', async () => {
    const restaurant = await makeRestaurant(t);
    const yogurt = await makeIngredient(t, restaurant.id, {
      name: 'Yogurt',
      unit: 'cup',
      quantity: 5,
      isAvailable: false,
    });
    const flour = await makeIngredient(t, restaurant.id, { name: 'Flour', quantity: 100 });
    const ribs = await makeMeal(t, restaurant.id, { name: 'BBQ Ribs', isAvailable: false }, [
      { ingredientId: flour, quantity: 1 },
    ]);
    const bowl = await makeMeal(t, restaurant.id, { name: 'Yogurt Bowl' }, [{ ingredientId: yogurt, quantity: 2 }]);
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal: ribs }, { meal: bowl }]),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: 'Some items cannot be made right now.',
      code: 'unavailable',
      message:
        'This order cannot be placed right now:\n- Yogurt (required for Yogurt Bowl) is out of stock. Required: 2, Available: 5\n- BBQ Ribs is currently unavailable.',
      unavailable_items: [{ index: 0, name: 'BBQ Ribs' }],
      unavailable_ingredients: [
        { id: yogurt, name: 'Yogurt', unit: 'cup', meal: 'Yogurt Bowl', available: false, required: 2, in_stock: 5 },
      ],
    });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('a client total that differs is refused with the current total', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal, quantity: 3 }], { total_price: '23.99' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ total_price: ['The order total has changed. The current total is 24.00.'] });
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
    const noisy = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal, quantity: 3 }], { total_price: 24.000000000000004 }),
    });
    expect(noisy.status).toBe(201);
  });

  it('mass-assignment: status, total, prices, payment status, transaction id and user are ignored', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const other = await createUser(t, 'customer');
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        ...cashOrder(restaurant.id, [{ meal, price: '0.01', quantity: 1 }]),
        status: 'delivered',
        user: other.id,
        user_username: 'someone',
        cancellation_reason: 'x',
        payment: { payment_method: 'cash', amount: '0.01', status: 'completed' },
        restaurant_name: 'Fake',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      user: customer.id,
      user_username: customer.username,
      restaurant_name: restaurant.name,
      total_price: '8.00',
      cancellation_reason: null,
      items: [{ price: '8.00' }],
      payment: { status: 'pending', amount: '8.00', transaction_id: null },
    });
  });

  it('only customers place orders; anonymous callers must sign in', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const admin = await createUser(t, 'admin');
    const body = cashOrder(restaurant.id, [{ meal }]);
    const before = await orderTableCounts(t);
    for (const token of [restaurant.owner.token, admin.token]) {
      const res = await call(t, 'POST', ORDERS, { token, body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only customer accounts can place orders.' });
    }
    const anonymous = await call(t, 'POST', ORDERS, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('reports every field rule together, nested per item', async () => {
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        restaurant: 'abc',
        delivery_address: '   ',
        delivery_notes: 'x'.repeat(501),
        payment_method: 'bitcoin',
        total_price: '12.345',
        items: [{ meal: 1 }, { meal: 1, custom_meal: 2 }, { quantity: 0, meal: 1 }, { meal: 1, quantity: 100 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      restaurant: ['Must be a whole number.'],
      delivery_address: ['Delivery address is required.'],
      delivery_notes: ['Must be at most 500 characters.'],
      payment_method: ['"bitcoin" is not a valid choice. Use one of: cash, credit_card.'],
      total_price: ['Must have at most 2 decimal places.'],
      items: [
        {},
        { non_field_errors: ['Each item needs exactly one of meal or custom_meal.'] },
        { quantity: ['Must be at least 1.'] },
        { quantity: ['Must be at most 99.'] },
      ],
    });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('requires items, a payment method and agreeing payment methods', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const empty = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { restaurant: restaurant.id, delivery_address: 'x', payment_method: 'cash', items: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ items: ['An order needs at least one item.'] });
    const none = await call(t, 'POST', ORDERS, { token: customer.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      restaurant: ['This field is required.'],
      delivery_address: ['Delivery address is required.'],
      items: ['An order needs at least one item.'],
      payment_method: ['This field is required.'],
    });
    const mismatch = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant.id, [{ meal }]), payment: { payment_method: 'credit_card' } },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ payment_method: ['Does not match payment.payment_method.'] });
    const nested = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant.id, [{ meal }]), payment_method: undefined, payment: { payment_method: 'cash' } },
    });
    expect(nested.status).toBe(201);
    expect(nested.body.payment_method).toBe('cash');
    const tooMany = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(
        restaurant.id,
        Array.from({ length: 51 }, () => ({ meal })),
      ),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ items: ['An order can have at most 50 items.'] });
  });

  it('references must exist, be visible and belong to the order’s restaurant', async () => {
    const a = await makeMenu(t);
    const b = await makeMenu(t);
    const pending = await makeRestaurant(t, { isApproved: null });
    const stranger = await createUser(t, 'customer');
    const privateMeal = await makeCustomMeal(t, stranger.id, a.restaurant.id, [
      { ingredientId: a.ingredient, quantity: 1 },
    ]);
    const publicOther = await makeCustomMeal(
      t,
      stranger.id,
      b.restaurant.id,
      [{ ingredientId: b.ingredient, quantity: 1 }],
      { isPublic: true },
    );
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(a.restaurant.id, [
        { meal: a.meal },
        { meal: b.meal },
        { custom_meal: privateMeal },
        { custom_meal: publicOther },
        { meal: 999999 },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      items: [
        {},
        { meal: ['This meal belongs to another restaurant.'] },
        { custom_meal: [`Custom meal ${privateMeal} does not exist.`] },
        { custom_meal: ['This custom meal belongs to another restaurant.'] },
        { meal: ['Meal 999999 does not exist.'] },
      ],
    });
    const hidden = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(pending.id, [{ meal: a.meal }]),
    });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual({ restaurant: [`Restaurant ${pending.id} does not exist.`] });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('a closed restaurant (switch off) answers 409 restaurant_closed and writes nothing', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t);
    await t.db
      .update(restaurants)
      .set({ isActive: false, openingTime: '08:00', closingTime: '22:00', openingHours: everyDay('08:00', '22:00') })
      .where(eq(restaurants.id, restaurant.id));
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: `${restaurant.name} is closed right now.`,
      code: 'restaurant_closed',
      restaurant: restaurant.id,
      is_active: false,
      opening_time: '08:00:00',
      closing_time: '22:00:00',
      // Switched off: no time is known when it takes orders again.
      opens_at: null,
    });
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
  });

  it('a customer whose account is deleted keeps the order, with user and user_details null', async () => {
    const buyer = await createUser(t, 'customer');
    const admin = await createUser(t, 'admin');
    const { restaurant, meal } = await makeMenu(t);
    const res = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(res.status).toBe(201);
    expect((await call(t, 'DELETE', `/api/meals/meals/${meal}/`, { token: restaurant.owner.token })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/users/users/${buyer.id}/`, { token: admin.token })).status).toBe(204);
    const after = await call(t, 'GET', `${ORDERS}${res.body.id}/`, { token: admin.token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ user: null, user_details: null, user_username: buyer.username });
    expect(after.body.items[0]).toMatchObject({ meal: null, meal_details: { id: null, name: 'Bread', image: null } });
  });

  it('negative stock is impossible: the ingredient check constraint and the guard agree', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t, 100);
    const first = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(first.status).toBe(201);
    const second = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(second.status).toBe(409);
    expect(second.body.unavailable_ingredients[0]).toMatchObject({ id: ingredient, required: 100, in_stock: 0 });
    expect(second.body.message).toContain('is out of stock. Required: 100, Available: 0');
    const [row] = await t.db.select().from(ingredients).where(eq(ingredients.id, ingredient));
    expect(Number(row?.quantity)).toBe(0);
  });

  it('1 line or 10 lines over 30 ingredients take the same statements, and the answer equals the stored order', async () => {
    const restaurant = await makeRestaurant(t);
    const stock = await Promise.all(Array.from({ length: 30 }, () => makeIngredient(t, restaurant.id)));
    const at = (i: number) => stock[i % stock.length] as number;
    const meal = (n: number) =>
      makeMeal(
        t,
        restaurant.id,
        {},
        Array.from({ length: n }, (_, k) => ({ ingredientId: at(n * 3 + k), quantity: 2 })),
      );
    const custom = (n: number) =>
      makeCustomMeal(
        t,
        customer.id,
        restaurant.id,
        Array.from({ length: n }, (_, k) => ({ ingredientId: at(n * 5 + k), quantity: 1.5 })),
      );
    const place = async (items: Record<string, unknown>[]) => {
      const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, items) });
      expect(res.status).toBe(201);
      return res;
    };

    const small = await place([
      { meal: await meal(1), quantity: 1 },
      { custom_meal: await custom(1), quantity: 1 },
    ]);
    const large = await place([
      ...(await Promise.all([2, 3, 4, 5, 6].map(meal))).map((id, i) => ({ meal: id, quantity: i + 1 })),
      ...(await Promise.all([2, 3, 4, 5, 6].map(custom))).map((id, i) => ({ custom_meal: id, quantity: i + 1 })),
    ]);
    expect(large.body.items).toHaveLength(10);
    expect(queryCount(large)).toBe(queryCount(small));
    // The caller's token, the restaurant, its meals, its custom meals, the write (which checks and locks
    // the stock itself), the owner's notification and the order's text; on PostgreSQL also BEGIN and COMMIT.
    expect(queryCount(small)).toBe(t.kind === 'postgres' ? 9 : 7);

    for (const placed of [small, large]) {
      const stored = await call(t, 'GET', `${ORDERS}${placed.body.id}/`, { token: customer.token });
      // The placed order's answer and its later read (the text stored with it) are the same bytes.
      expect(stored.text).toBe(placed.text);
    }
  });
});
