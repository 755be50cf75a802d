import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { paymentIntents } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { makeMenu, orderTableCounts, payByCard, stockOf } from './fixtures.js';

const ORDERS = '/api/orders/orders/';

describe('card orders with the test processor', () => {
  let t: TestApp;
  let customer: TestUser;
  const clock = fixedClock('2026-01-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  const pay = (amount: number, cardNumber = '4242424242424242', user = customer) =>
    payByCard(t, user, amount, cardNumber);
  const cardOrder = (restaurant: number, meal: number, payment: Record<string, unknown> = {}, quantity = 1) => ({
    restaurant,
    delivery_address: '12 Nile St, Cairo',
    payment_method: 'credit_card',
    items: [{ meal, quantity }],
    payment: { payment_method: 'credit_card', ...payment },
  });

  it('a paid intent buys the order: payment completed with the intent id and provider, intent linked', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t);
    const { id, confirm } = await pay(1600);
    expect(confirm.status).toBe(200);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { payment_intent_id: id, amount: 16 }, 2),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      payment_method: 'credit_card',
      total_price: '16.00',
      payment: {
        payment_method: 'credit_card',
        amount: '16.00',
        status: 'completed',
        transaction_id: id,
        provider: 'test',
      },
    });
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    expect(intent?.orderId).toBe(res.body.id);
    expect(await stockOf(t, ingredient)).toBe(800);

    const before = await orderTableCounts(t);
    const reused = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { payment_intent_id: id }, 2),
    });
    expect(reused.status).toBe(402);
    expect(reused.body).toEqual({
      detail: `This payment was already used for order #${res.body.id}.`,
      code: 'payment_already_used',
      order: res.body.id,
    });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('accepts the intent id as payment.transaction_id too', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const { id } = await pay(800);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { transaction_id: id }),
    });
    expect(res.status).toBe(201);
    expect(res.body.payment.transaction_id).toBe(id);
  });

  it('a declined card (4000000000000002) leaves the intent unpaid and the order is refused', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t);
    const { id, confirm } = await pay(800, '4000000000000002');
    expect(confirm.status).toBe(402);
    expect(confirm.body).toEqual({
      detail: 'The card was declined.',
      code: 'card_declined',
      status: 'requires_payment_method',
    });
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { payment_intent_id: id }),
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      detail: 'The card payment has not been completed.',
      code: 'payment_incomplete',
      payment_status: 'requires_payment_method',
    });
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
  });

  it('insufficient funds (4000000000009995) is a 402 at confirmation and the order is refused', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const { id, confirm } = await pay(800, '4000000000009995');
    expect(confirm.status).toBe(402);
    expect(confirm.body).toEqual({
      detail: 'The card has insufficient funds.',
      code: 'insufficient_funds',
      status: 'requires_payment_method',
    });
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { payment_intent_id: id }),
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_incomplete');
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('an intent id with a NUL character is a 400 that says so, and nothing is written', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const { id } = await pay(1600);
    const before = await orderTableCounts(t);
    for (const field of ['payment_intent_id', 'transaction_id']) {
      const res = await call(t, 'POST', ORDERS, {
        token: customer.token,
        body: cardOrder(restaurant.id, meal, { [field]: `${id}\u0000` }, 2),
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Must not contain the NUL character.');
    }
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('an intent whose amount differs from the total is refused', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const { id } = await pay(2450);
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cardOrder(restaurant.id, meal, { payment_intent_id: id }, 3),
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      detail: 'The payment amount (2450) does not equal the order total (2400).',
      code: 'payment_amount_mismatch',
    });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('someone else’s intent, or an unknown one, is a 400 Unknown payment intent', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const stranger = await createUser(t, 'customer');
    const theirs = await pay(800, '4242424242424242', stranger);
    const before = await orderTableCounts(t);
    for (const intentId of [theirs.id, 'pi_test_doesnotexist']) {
      const res = await call(t, 'POST', ORDERS, {
        token: customer.token,
        body: cardOrder(restaurant.id, meal, { payment_intent_id: intentId }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ payment: { payment_intent_id: ['Unknown payment intent.'] } });
    }
    expect(await orderTableCounts(t)).toEqual(before);
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, theirs.id));
    expect(intent?.orderId).toBeNull();
  });

  it('without an intent id, the caller’s recent unused succeeded intent of the exact amount is used', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    const before = await orderTableCounts(t);
    const none = await call(t, 'POST', ORDERS, { token: buyer.token, body: cardOrder(restaurant.id, meal) });
    expect(none.status).toBe(402);
    expect(none.body).toEqual({
      detail: 'No completed card payment was found for this order.',
      code: 'payment_required',
    });
    await pay(900, '4242424242424242', buyer); // another amount: not usable
    await pay(800, '4000000000000002', buyer); // declined: not usable
    const stillNone = await call(t, 'POST', ORDERS, { token: buyer.token, body: cardOrder(restaurant.id, meal) });
    expect(stillNone.status).toBe(402);
    expect(stillNone.body.code).toBe('payment_required');
    expect(await orderTableCounts(t)).toEqual(before);

    const { id } = await pay(800, '4242424242424242', buyer);
    const res = await call(t, 'POST', ORDERS, { token: buyer.token, body: cardOrder(restaurant.id, meal) });
    expect(res.status).toBe(201);
    expect(res.body.payment.transaction_id).toBe(id);
  });

  it('a succeeded intent older than 60 minutes is not picked without its id', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    await pay(800, '4242424242424242', buyer);
    clock.set('2026-01-01T13:01:00Z');
    try {
      const res = await call(t, 'POST', ORDERS, { token: buyer.token, body: cardOrder(restaurant.id, meal) });
      expect(res.status).toBe(402);
      expect(res.body.code).toBe('payment_required');
    } finally {
      clock.set('2026-01-01T12:00:00Z');
    }
  });
});
