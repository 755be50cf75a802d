/**
 * Orders and payments must never fail the way the reference product did: one describe per rule
 * 26–36 of docs/reference-defects.md, titled by the behaviour it protects. Concurrent orders
 * racing for the same stock or intent need several connections and live in
 * src/modules/orders/concurrency.pg.test.ts (PostgreSQL only).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, paymentIntents } from '../../src/db/schema.js';
import { fixedClock } from '../../src/lib/clock.js';
import {
  cashOrder,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeMenu,
  makeRestaurant,
  orderTableCounts,
  payByCard,
  stockOf,
} from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../helpers.js';
import { countRows, failInserts, type ListWorld, listWorld } from './fixtures-orders.js';

const ORDERS = '/api/orders/orders/';
const INTENTS = '/api/orders/create-payment-intent/';

let t: TestApp;
let customer: TestUser;
// 12:00 UTC: restaurants open 00:00–00:00 are open, 18:00–22:00 closed.
const clock = fixedClock('2026-03-02T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  customer = await createUser(t, 'customer');
});
afterAll(() => t.close());

const order = (body: unknown, user: TestUser = customer) => call(t, 'POST', ORDERS, { token: user.token, body });
const cardOrder = (restaurant: number, meal: number, payment: Record<string, unknown>, quantity = 1) => ({
  restaurant,
  delivery_address: '12 Nile St, Cairo',
  payment_method: 'credit_card',
  items: [{ meal, quantity }],
  payment: { payment_method: 'credit_card', ...payment },
});

/** A refused request wrote nothing: no order, item, payment, stock movement, notification or intent link. */
async function unchanged(before: Awaited<ReturnType<typeof orderTableCounts>>) {
  expect(await orderTableCounts(t)).toEqual(before);
}

describe('every price, line total, order total and payment amount is computed by the server (reference defect 26)', () => {
  it('client prices, totals and amounts are ignored: line prices from the menu, total and payment from them', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const res = await order({
      ...cashOrder(restaurant.id, [{ meal, quantity: 3, price: '0.01' }]),
      payment: { payment_method: 'cash', amount: '0.03' },
      total_price_cents: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body.items[0].price).toBe('8.00');
    expect(res.body.total_price).toBe('24.00');
    expect(res.body.payment.amount).toBe('24.00');
  });

  it('a custom meal is priced from its ingredients’ current prices, whatever the client says', async () => {
    const restaurant = await makeRestaurant(t);
    const saffron = await makeIngredient(t, restaurant.id, { name: 'Saffron', pricePerUnitCents: 250 });
    const rice = await makeIngredient(t, restaurant.id, { name: 'Rice', pricePerUnitCents: 1 });
    const bowl = await makeCustomMeal(t, customer.id, restaurant.id, [
      { ingredientId: saffron, quantity: 2 },
      { ingredientId: rice, quantity: 150 },
    ]);
    await t.db.update(ingredients).set({ pricePerUnitCents: 300 }).where(eq(ingredients.id, saffron));
    const res = await order(cashOrder(restaurant.id, [{ custom_meal: bowl, quantity: 2, price: 1 }]));
    expect(res.status).toBe(201);
    // 2 × 3.00 + 150 × 0.01 = 7.50 a bowl
    expect(res.body.items[0].price).toBe('7.50');
    expect(res.body.total_price).toBe('15.00');
    expect(res.body.payment.amount).toBe('15.00');
  });

  it('a client total that differs from the server’s is refused with the server’s total, and nothing is written', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const res = await order({ ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), total_price: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ total_price: ['The order total has changed. The current total is 16.00.'] });
    await unchanged(before);
  });

  it('a card payment’s amount is the server’s total: an intent for less does not buy the order', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const { id } = await payByCard(t, customer, 100);
    const before = await orderTableCounts(t);
    const res = await order(cardOrder(restaurant.id, meal, { payment_intent_id: id, amount: 1 }));
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_amount_mismatch');
    await unchanged(before);
  });
});

describe('an order takes only items of its restaurant, approved and open now, in whole quantities of at least 1 (reference defect 27)', () => {
  it('a meal or custom meal of another restaurant is refused per item, and nothing is written', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const other = await makeMenu(t);
    const foreignBowl = await makeCustomMeal(t, customer.id, other.restaurant.id, [
      { ingredientId: other.ingredient, quantity: 1 },
    ]);
    const before = await orderTableCounts(t);
    const res = await order(
      cashOrder(restaurant.id, [{ meal }, { meal: other.meal }, { custom_meal: foreignBowl, quantity: 1 }]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      items: [
        {},
        { meal: ['This meal belongs to another restaurant.'] },
        { custom_meal: ['This custom meal belongs to another restaurant.'] },
      ],
    });
    await unchanged(before);
  });

  it('pending and rejected restaurants cannot take orders', async () => {
    for (const state of [{ isApproved: null }, { isApproved: false, rejectionReason: 'Incomplete' }]) {
      const restaurant = await makeRestaurant(t, state);
      const ingredient = await makeIngredient(t, restaurant.id);
      const meal = await makeMeal(t, restaurant.id, {}, [{ ingredientId: ingredient, quantity: 1 }]);
      const before = await orderTableCounts(t);
      const res = await order(cashOrder(restaurant.id, [{ meal }]));
      expect(res.status).toBe(400);
      expect(res.body.restaurant).toEqual([`Restaurant ${restaurant.id} does not exist.`]);
      await unchanged(before);
    }
  });

  it('a restaurant switched off, or outside its opening hours now, answers 409 restaurant_closed', async () => {
    const off = await makeRestaurant(t, { isActive: false });
    const evening = await makeRestaurant(t, { openingTime: '18:00', closingTime: '22:00' });
    for (const restaurant of [off, evening]) {
      const meal = await makeMeal(t, restaurant.id);
      const before = await orderTableCounts(t);
      const res = await order(cashOrder(restaurant.id, [{ meal }]));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        detail: `${restaurant.name} is closed right now.`,
        code: 'restaurant_closed',
        restaurant: restaurant.id,
      });
      await unchanged(before);
    }
  });

  it('quantities must be whole numbers from 1 to 99: 0, -1, 1.5, "1.5", "two" and 100 are each refused', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    for (const quantity of [0, -1, 1.5, '1.5', 'two', 100]) {
      const res = await order(cashOrder(restaurant.id, [{ meal, quantity }]));
      expect(res.status, `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(Object.keys(res.body)).toEqual(['items']);
      expect(res.body.items[0].quantity).toHaveLength(1);
    }
    await unchanged(before);
  });
});

describe('a client cannot set an order’s status, a payment’s status or a transaction id (reference defect 28)', () => {
  it('status, payment status and transaction id sent with a cash order are ignored', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const res = await order({
      ...cashOrder(restaurant.id, [{ meal }]),
      status: 'delivered',
      payment: { payment_method: 'cash', status: 'completed', transaction_id: 'txn_forged' },
      payment_status: 'completed',
      transaction_id: 'txn_forged',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(res.body.payment).toMatchObject({ status: 'pending', transaction_id: null, provider: null });
  });

  it('a made-up transaction id on a card order is not a payment', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const res = await order(cardOrder(restaurant.id, meal, { transaction_id: 'ch_forged', status: 'completed' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ payment: { payment_intent_id: ['Unknown payment intent.'] } });
    await unchanged(before);
  });

  it('a customer cannot move their order forward, and no payments endpoint exists to edit one', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const placed = await order(cashOrder(restaurant.id, [{ meal }]));
    const res = await call(t, 'POST', `${ORDERS}${placed.body.id}/update_status/`, {
      token: customer.token,
      body: { status: 'delivered' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to update this order status' });
    for (const path of ['/api/orders/payments/', `/api/orders/payments/${placed.body.id}/`, '/api/payments/']) {
      const patch = await call(t, 'PATCH', path, { token: customer.token, body: { status: 'completed' } });
      expect(patch.status, path).toBe(404);
    }
    const again = await call(t, 'GET', `${ORDERS}${placed.body.id}/`, { token: customer.token });
    expect(again.body.status).toBe('pending');
    expect(again.body.payment.status).toBe('pending');
  });
});

describe('an order is written all or nothing (reference defect 29)', () => {
  it('a placed order has its items, payment, stock movement and notification together', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const other = await makeIngredient(t, restaurant.id, { quantity: 50 });
    const second = await makeMeal(t, restaurant.id, {}, [{ ingredientId: other, quantity: 5 }]);
    type Counts =
      'orders' | 'items' | 'payments' | 'stock' | 'docs' | 'notifications' | 'stock_total' | 'linked_intents';
    const before = (await orderTableCounts(t)) as Record<Counts, number>;
    const res = await order(cashOrder(restaurant.id, [{ meal, quantity: 2 }, { meal: second }]));
    expect(res.status).toBe(201);
    const after = await orderTableCounts(t);
    expect(after).toEqual({
      orders: before.orders + 1,
      items: before.items + 2,
      payments: before.payments + 1,
      stock: before.stock + 2,
      docs: before.docs + 1,
      notifications: before.notifications + 1,
      stock_total: before.stock_total - 205,
      linked_intents: before.linked_intents,
    });
    expect(await stockOf(t, ingredient)).toBe(800);
  });

  it('an order refused for stock changes no row and no stock', async () => {
    const { restaurant, meal } = await makeMenu(t, 150);
    const before = await orderTableCounts(t);
    const res = await order(cashOrder(restaurant.id, [{ meal, quantity: 2 }]));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('unavailable');
    await unchanged(before);
  });

  it('a failure after the stock was taken (writing the payment) rolls back the stock and the order', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const restore = await failInserts(t, 'payments');
    try {
      const res = await order(cashOrder(restaurant.id, [{ meal, quantity: 3 }]));
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    await unchanged(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
  });

  it('a failure writing the owner’s notification rolls back the whole order', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const restore = await failInserts(t, 'notifications');
    try {
      expect((await order(cashOrder(restaurant.id, [{ meal }]))).status).toBe(500);
    } finally {
      await restore();
    }
    await unchanged(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
  });
});

describe('stock is never oversold; negative quantities are refused (reference defect 30)', () => {
  it('two meals sharing an ingredient: their needs are added up across lines', async () => {
    const restaurant = await makeRestaurant(t);
    const flour = await makeIngredient(t, restaurant.id, { name: 'Flour', quantity: 250 });
    const bread = await makeMeal(t, restaurant.id, { name: 'Bread' }, [{ ingredientId: flour, quantity: 100 }]);
    const cake = await makeMeal(t, restaurant.id, { name: 'Cake' }, [{ ingredientId: flour, quantity: 100 }]);
    const before = await orderTableCounts(t);
    const res = await order(cashOrder(restaurant.id, [{ meal: bread }, { meal: cake, quantity: 2 }]));
    expect(res.status).toBe(409);
    expect(res.body.unavailable_ingredients).toEqual([
      expect.objectContaining({ id: flour, required: 300, in_stock: 250, meal: 'Bread, Cake' }),
    ]);
    await unchanged(before);
    expect(await stockOf(t, flour)).toBe(250);
  });

  it('the same meal on two lines, and a meal with a custom meal on the same ingredient, cannot oversell', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t, 250);
    const bowl = await makeCustomMeal(t, customer.id, restaurant.id, [{ ingredientId: ingredient, quantity: 100 }]);
    for (const items of [
      [{ meal }, { meal, quantity: 2 }],
      [{ meal, quantity: 2 }, { custom_meal: bowl }],
    ]) {
      const before = await orderTableCounts(t);
      const res = await order(cashOrder(restaurant.id, items));
      expect(res.status).toBe(409);
      await unchanged(before);
    }
    const exact = await order(cashOrder(restaurant.id, [{ meal }, { custom_meal: bowl }]));
    expect(exact.status).toBe(201);
    expect(await stockOf(t, ingredient)).toBe(50);
  });

  it('stock ends at zero, never below: the last unit sells, the next order is refused', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t, 200);
    expect((await order(cashOrder(restaurant.id, [{ meal, quantity: 2 }]))).status).toBe(201);
    expect(await stockOf(t, ingredient)).toBe(0);
    expect((await order(cashOrder(restaurant.id, [{ meal }]))).status).toBe(409);
    expect(await stockOf(t, ingredient)).toBe(0);
  });

  it('a negative order quantity or a negative stock figure is refused', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const res = await order(cashOrder(restaurant.id, [{ meal, quantity: -5 }]));
    expect(res.status).toBe(400);
    await unchanged(before);
    const patch = await call(t, 'PATCH', `/api/restaurants/ingredients/${ingredient}/`, {
      token: restaurant.owner.token,
      body: { quantity: -5 },
    });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ quantity: [expect.any(String)] });
    expect(await stockOf(t, ingredient)).toBe(1000);
  });
});

describe('a payment method outside cash / credit_card is refused (reference defect 31)', () => {
  it('every other value is a 400 on payment_method, and nothing is written', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    for (const method of ['bitcoin', 'CASH', 'paypal', '', 7, null]) {
      const res = await order(cashOrder(restaurant.id, [{ meal }], { payment_method: method }));
      expect(res.status, `payment_method ${JSON.stringify(method)}`).toBe(400);
      expect(res.body.payment_method).toHaveLength(1);
    }
    const nested = await order(
      cashOrder(restaurant.id, [{ meal }], { payment_method: undefined, payment: { payment_method: 'voucher' } }),
    );
    expect(nested.status).toBe(400);
    await unchanged(before);
  });
});

describe('a customer cannot edit or delete an order; its status changes only through update_status (reference defect 32)', () => {
  it('PUT, PATCH and DELETE on an order answer 405 for its customer, owner and an admin; the order is unchanged', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const admin = await createUser(t, 'admin');
    const placed = await order(cashOrder(restaurant.id, [{ meal }]));
    const path = `${ORDERS}${placed.body.id}/`;
    for (const user of [customer, restaurant.owner, admin])
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await call(t, method, path, {
          token: user.token,
          body: { status: 'delivered', total_price: '0.01' },
        });
        expect(res.status, `${method} by ${user.userType}`).toBe(405);
        expect(String(res.headers.allow)).not.toMatch(/PUT|PATCH|DELETE/);
      }
    const again = await call(t, 'GET', path, { token: customer.token });
    expect(again.body).toEqual(placed.body);
  });
});

describe('status changes follow the state machine; cancelling restores stock and refunds; a no-op is refused (reference defect 33)', () => {
  const setStatus = (user: TestUser, id: number, body: object) =>
    call(t, 'POST', `${ORDERS}${id}/update_status/`, { token: user.token, body });

  it('backward moves and moves out of a final state are 409 invalid_transition and notify no one', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const placed = await order(cashOrder(restaurant.id, [{ meal }]));
    expect((await setStatus(restaurant.owner, placed.body.id, { status: 'ready' })).status).toBe(200);
    const notes = await countRows(t, 'notifications');
    const back = await setStatus(restaurant.owner, placed.body.id, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({
      detail: 'Cannot change the order from ready to confirmed.',
      code: 'invalid_transition',
      status: 'ready',
      allowed: ['delivered', 'cancelled'],
    });
    expect((await setStatus(restaurant.owner, placed.body.id, { status: 'delivered' })).status).toBe(200);
    const afterDelivered = await countRows(t, 'notifications');
    for (const status of ['pending', 'cancelled', 'ready']) {
      const res = await setStatus(restaurant.owner, placed.body.id, { status, reason: 'Changed my mind' });
      expect(res.status).toBe(409);
      expect(res.body.allowed).toEqual([]);
    }
    expect(await countRows(t, 'notifications')).toBe(afterDelivered);
    expect(afterDelivered).toBe(notes + 1);
  });

  it('setting the current status again is refused and notifies no one, for owner, admin and customer', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const admin = await createUser(t, 'admin');
    const placed = await order(cashOrder(restaurant.id, [{ meal }]));
    const id = placed.body.id;
    const notes = await countRows(t, 'notifications');
    for (const user of [restaurant.owner, admin]) {
      const res = await setStatus(user, id, { status: 'pending' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'invalid_transition', status: 'pending' });
    }
    expect((await setStatus(customer, id, { status: 'cancelled', reason: 'Too slow' })).status).toBe(200);
    const afterCancel = await countRows(t, 'notifications');
    expect(afterCancel).toBe(notes + 1);
    for (const user of [customer, restaurant.owner, admin]) {
      const res = await setStatus(user, id, { status: 'cancelled', reason: 'Again' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('invalid_transition');
    }
    expect(await countRows(t, 'notifications')).toBe(afterCancel);
  });

  it('cancelling a cash order gives back exactly the stock taken and cancels the payment', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const placed = await order(cashOrder(restaurant.id, [{ meal, quantity: 3 }]));
    expect(await stockOf(t, ingredient)).toBe(700);
    const res = await setStatus(restaurant.owner, placed.body.id, { status: 'cancelled', reason: 'Out of ovens' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellation_reason: 'Out of ovens' });
    expect(res.body.payment.status).toBe('cancelled');
    expect(await stockOf(t, ingredient)).toBe(1000);
  });

  it('cancelling a card order restores stock and refunds the payment and its intent', async () => {
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const { id } = await payByCard(t, customer, 1600);
    const placed = await order(cardOrder(restaurant.id, meal, { payment_intent_id: id }, 2));
    expect(placed.status).toBe(201);
    const res = await setStatus(customer, placed.body.id, { status: 'cancelled', reason: 'Ordered twice' });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'refunded', transaction_id: id });
    expect(await stockOf(t, ingredient)).toBe(1000);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    expect(intent?.status).toBe('refunded');
  });
});

describe('payment intents need sign-in and belong to the caller; an order needs a succeeded, unused intent of its exact amount (reference defect 34)', () => {
  it('creating an intent needs a signed-in customer, and stores it with the caller', async () => {
    const anonymous = await call(t, 'POST', INTENTS, { body: { amount: 800 } });
    expect(anonymous.status).toBe(401);
    const owner = await createUser(t, 'restaurant');
    const refused = await call(t, 'POST', INTENTS, { token: owner.token, body: { amount: 800 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Only customer accounts can place orders.' });
    const { id } = await payByCard(t, customer, 800);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    expect(intent).toMatchObject({ userId: customer.id, amountCents: 800, status: 'succeeded', orderId: null });
  });

  it('another customer’s intent is unknown to the caller', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const stranger = await createUser(t, 'customer');
    const { id } = await payByCard(t, stranger, 800);
    const before = await orderTableCounts(t);
    const res = await order(cardOrder(restaurant.id, meal, { payment_intent_id: id }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ payment: { payment_intent_id: ['Unknown payment intent.'] } });
    await unchanged(before);
  });

  it('an unconfirmed or declined intent, a wrong amount and a used intent are each 402', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const unconfirmed = await call(t, 'POST', INTENTS, { token: customer.token, body: { amount: 800 } });
    const declined = await payByCard(t, customer, 800, '4000000000000002');
    const bigger = await payByCard(t, customer, 801);
    const good = await payByCard(t, customer, 800);
    const used = await order(cardOrder(restaurant.id, meal, { payment_intent_id: good.id }));
    expect(used.status).toBe(201);
    const before = await orderTableCounts(t);
    const cases: [string, string][] = [
      [unconfirmed.body.id, 'payment_incomplete'],
      [declined.id, 'payment_incomplete'],
      [bigger.id, 'payment_amount_mismatch'],
      [good.id, 'payment_already_used'],
    ];
    for (const [intentId, code] of cases) {
      const res = await order(cardOrder(restaurant.id, meal, { payment_intent_id: intentId }));
      expect(res.status, code).toBe(402);
      expect(res.body.code).toBe(code);
    }
    await unchanged(before);
  });
});

describe('no endpoint attaches a payment to someone else’s order (reference defect 35)', () => {
  it('an intent already paying one customer’s order cannot be reused by another, or re-linked', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const victim = await createUser(t, 'customer');
    const { id } = await payByCard(t, victim, 800);
    const paid = await order(cardOrder(restaurant.id, meal, { payment_intent_id: id }), victim);
    expect(paid.status).toBe(201);
    const before = await orderTableCounts(t);
    const res = await order(cardOrder(restaurant.id, meal, { payment_intent_id: id }));
    expect(res.status).toBe(400);
    await unchanged(before);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    expect(intent?.orderId).toBe(paid.body.id);
  });

  it('a customer’s intent and order fields never reach another customer’s order', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const victim = await createUser(t, 'customer');
    const theirs = await order(cashOrder(restaurant.id, [{ meal }]), victim);
    const { id } = await payByCard(t, customer, 800);
    const mine = await order(
      cardOrder(restaurant.id, meal, { payment_intent_id: id, order: theirs.body.id, order_id: theirs.body.id }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body.payment.order).toBe(mine.body.id);
    const still = await call(t, 'GET', `${ORDERS}${theirs.body.id}/`, { token: victim.token });
    expect(still.body.payment).toMatchObject({ payment_method: 'cash', status: 'pending', transaction_id: null });
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const res = await call(t, method, `${ORDERS}${theirs.body.id}/`, {
        token: customer.token,
        body: { payment: { payment_intent_id: id } },
      });
      expect([404, 405]).toContain(res.status);
    }
    const status = await call(t, 'POST', `${ORDERS}${theirs.body.id}/update_status/`, {
      token: customer.token,
      body: { status: 'cancelled', reason: 'Not mine' },
    });
    expect(status.status).toBe(404);
  });
});

describe('every list endpoint runs a constant number of queries (reference defect 36)', () => {
  let w: ListWorld;
  type Lists = { name: string; url: string; as: () => TestUser | undefined; rows: number }[];
  const lists = (): Lists => [
    { name: 'restaurants', url: '/api/restaurants/restaurants/', as: () => undefined, rows: 100 },
    { name: 'meals', url: '/api/meals/meals/', as: () => undefined, rows: 100 },
    { name: 'custom meals', url: '/api/meals/custom-meals/', as: () => undefined, rows: 100 },
    { name: 'custom meals (creator)', url: '/api/meals/custom-meals/', as: () => w.customer, rows: 100 },
    { name: 'top-rated', url: '/api/meals/custom-meals/top-rated/?limit=50', as: () => undefined, rows: 50 },
    { name: 'restaurant reviews', url: '/api/reviews/restaurant-reviews/', as: () => undefined, rows: 100 },
    { name: 'meal reviews', url: '/api/reviews/meal-reviews/', as: () => undefined, rows: 100 },
    { name: 'custom meal reviews', url: '/api/reviews/custom-meal-reviews/', as: () => undefined, rows: 100 },
    { name: 'ingredients', url: '/api/restaurants/ingredients/', as: () => undefined, rows: 100 },
    { name: 'ingredients (owner)', url: '/api/restaurants/ingredients/', as: () => w.owner, rows: 100 },
    {
      name: 'restaurant ingredients',
      url: `/api/restaurants/restaurants/${w.restaurant}/ingredients/`,
      as: () => undefined,
      rows: 100,
    },
    { name: 'categories', url: '/api/meals/categories/', as: () => undefined, rows: 100 },
    { name: 'orders (customer)', url: ORDERS, as: () => w.customer, rows: 100 },
    { name: 'orders (owner)', url: ORDERS, as: () => w.owner, rows: 100 },
    { name: 'orders (admin)', url: ORDERS, as: () => w.admin, rows: 100 },
    { name: 'notifications', url: '/api/notifications/notifications/', as: () => w.customer, rows: 100 },
    { name: 'unread notifications', url: '/api/notifications/notifications/unread/', as: () => w.customer, rows: 100 },
    { name: 'users (admin)', url: '/api/users/users/', as: () => w.admin, rows: 100 },
  ];
  const rowsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { results: unknown[] }).results).length;
  const small = new Map<string, number>();
  const read = (entry: Lists[number], paged: boolean) =>
    call(app, 'GET', paged ? `${entry.url}${entry.url.includes('?') ? '&' : '?'}page=1&page_size=100` : entry.url, {
      token: entry.as()?.token,
    });

  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    w = await listWorld(app);
    for (const entry of lists())
      for (const paged of [false, true]) {
        if (paged && entry.name === 'top-rated') continue;
        const res = await read(entry, paged);
        expect(res.status, entry.name).toBe(200);
        expect(rowsOf(res.body), entry.name).toBeGreaterThanOrEqual(1);
        expect(rowsOf(res.body), entry.name).toBeLessThanOrEqual(5);
        small.set(`${entry.name} ${paged}`, queryCount(res));
      }
    await w.grow(99);
  });
  afterAll(() => app.close());

  it.each([false, true])('1 row and 100 rows issue the same statements, at most 4 (paged: %s)', async (paged) => {
    const measured: Record<string, [number, number]> = {};
    for (const entry of lists()) {
      if (paged && entry.name === 'top-rated') continue; // top-rated never paginates (API.md §1.5)
      const res = await read(entry, paged);
      expect(res.status, entry.name).toBe(200);
      expect(rowsOf(res.body), entry.name).toBeGreaterThanOrEqual(entry.rows);
      measured[entry.name] = [small.get(`${entry.name} ${paged}`) as number, queryCount(res)];
    }
    for (const [name, [one, many]] of Object.entries(measured)) {
      expect(many, `${name}: ${one} statements for 1 row, ${many} for 100`).toBe(one);
      expect(many, name).toBeLessThanOrEqual(4);
    }
  });
});
