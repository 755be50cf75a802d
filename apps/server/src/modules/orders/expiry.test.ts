import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/logs.js';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { notifications, orderDocs, orders, paymentIntents, payments, restaurants, users } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { cashOrder, eventually, makeMenu, payByCard, stockOf } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const MINUTE = 60_000;
const START = '2026-03-02T12:00:00Z';

/** Issue #21 (ADR 026): pending orders not confirmed by accept_by are cancelled by the server. */
describe('orders not accepted in time', () => {
  let t: TestApp;
  let customer: TestUser;
  const clock = fixedClock(START);
  beforeAll(async () => {
    t = await createTestApp({ clock });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  const now = () => clock.now().getTime();
  /** makeMenu's restaurant, open all week (weekly hours, ADR 026) so orders are taken whatever the clock says. */
  async function menu(stock = 1000, name?: string) {
    const made = await makeMenu(t, stock, name);
    const openingHours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));
    await t.db.update(restaurants).set({ openingHours }).where(eq(restaurants.id, made.restaurant.id));
    return made;
  }
  const at = (ms: number) => new Date(ms);

  async function placeCash(restaurant: number, meal: number, quantity = 1, user = customer): Promise<number> {
    const res = await call(t, 'POST', ORDERS, { token: user.token, body: cashOrder(restaurant, [{ meal, quantity }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  async function placeCard(restaurant: number, meal: number): Promise<number> {
    const { id: intent } = await payByCard(t, customer, 800);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        restaurant,
        delivery_address: '12 Nile St, Cairo',
        payment_method: 'credit_card',
        items: [{ meal, quantity: 1 }],
        payment: { payment_method: 'credit_card', payment_intent_id: intent },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  const setAcceptBy = (id: number, acceptBy: Date | null, extra: Partial<typeof orders.$inferInsert> = {}) =>
    t.db
      .update(orders)
      .set({ acceptBy, ...extra })
      .where(eq(orders.id, id));

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.orderId, id)))[0];
  /** The notices an order brought besides the owner's "new order". */
  const noticesOf = (id: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, id), ne(notifications.notificationType, 'new_order')));

  /** order_counts (kept by triggers, ADR 008) agrees with the orders table, status by status. */
  async function countsAgree() {
    const counted = await rows<{ status: string; n: number }>(
      t,
      sql`select status, sum(n)::int as n from order_counts group by status having sum(n) <> 0 order by status`,
    );
    const real = await rows<{ status: string; n: number }>(
      t,
      sql`select status, count(*)::int as n from orders group by status order by status`,
    );
    expect(counted).toEqual(real);
  }

  it('cancels an overdue cash order: system, reason, stock back, payment cancelled, both told in their language', async () => {
    const { restaurant, meal, ingredient } = await menu(1000, 'Koshary Corner');
    await t.db.update(restaurants).set({ nameAr: 'ركن الكشري' }).where(eq(restaurants.id, restaurant.id));
    const arabic = await createUser(t, 'customer');
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.id));
    const id = await placeCash(restaurant.id, meal, 3, arabic);
    expect(await stockOf(t, ingredient)).toBe(700);
    await setAcceptBy(id, at(now() + 10 * MINUTE));

    clock.set(at(now() + 10 * MINUTE));
    expect(await t.app.sweepOrders()).toEqual([id]);

    const order = await orderRow(id);
    expect(order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationReason: 'Not confirmed by the restaurant in time.',
    });
    expect(order?.updatedAt.toISOString()).toBe(clock.now().toISOString());
    expect(await stockOf(t, ingredient)).toBe(1000);
    expect((await paymentOf(id))?.status).toBe('cancelled');

    const notes = await noticesOf(id);
    expect(notes.map((n) => [n.recipientId, n.notificationType, n.senderId, n.restaurantId]).sort()).toEqual(
      [
        [arabic.id, 'order_rejected', null, restaurant.id],
        [restaurant.owner.id, 'other', null, restaurant.id],
      ].sort(),
    );
    const toCustomer = notes.find((n) => n.recipientId === arabic.id);
    expect(toCustomer?.title).toBe('لم يُؤكَّد الطلب في الوقت المحدد');
    expect(toCustomer?.message).toBe(`أُلغي طلبك رقم ${id}: لم يؤكده ركن الكشري في الوقت المحدد.`);
    const toOwner = notes.find((n) => n.recipientId === restaurant.owner.id);
    expect(toOwner?.title).toBe('Order Cancelled: Not Confirmed in Time');
    expect(toOwner?.message).toBe(`Order #${id} was cancelled because it was not confirmed within 10 minutes.`);

    // The stored text (ADR 015) answers the new status; the counts moved with it.
    const [doc] = await t.db.select().from(orderDocs).where(eq(orderDocs.orderId, id));
    expect(JSON.parse(String(doc?.doc)).status).toBe('cancelled');
    const shown = await call(t, 'GET', `${ORDERS}${id}/`, { token: arabic.token });
    expect(shown.body.status).toBe('cancelled');
    await countsAgree();

    // Too late for the owner now; and a second sweep finds nothing more to do.
    const confirm = await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(confirm.status).toBe(409);
    expect(await t.app.sweepOrders()).toEqual([]);
    expect(await noticesOf(id)).toHaveLength(2);
    expect(await stockOf(t, ingredient)).toBe(1000);
  });

  it('refunds a paid card order and says so to the customer, in English', async () => {
    const { restaurant, meal } = await menu(1000, 'Card Cafe');
    const id = await placeCard(restaurant.id, meal);
    const intent = (await paymentOf(id))?.transactionId as string;
    await setAcceptBy(id, at(now() - 1));
    expect(await t.app.sweepOrders()).toEqual([id]);

    expect((await paymentOf(id))?.status).toBe('refunded');
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent));
    expect(row?.status).toBe('refunded');
    const toCustomer = (await noticesOf(id)).find((n) => n.recipientId === customer.id);
    expect(toCustomer?.notificationType).toBe('order_rejected');
    expect(toCustomer?.message).toBe(
      `Order #${id} was cancelled: Card Cafe did not confirm it in time. Your card payment of EGP\u00a08.00 will be refunded.`,
    );
  });

  it('leaves confirmed orders, orders not yet due and orders without a deadline alone; due means accept_by <= now', async () => {
    const { restaurant, meal, ingredient } = await menu(1000);
    const confirmed = await placeCash(restaurant.id, meal);
    const notDue = await placeCash(restaurant.id, meal);
    const noDeadline = await placeCash(restaurant.id, meal);
    const confirm = await call(t, 'POST', `${ORDERS}${confirmed}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(confirm.status).toBe(200);
    await setAcceptBy(confirmed, at(now() - MINUTE));
    await setAcceptBy(notDue, at(now() + 1));
    await setAcceptBy(noDeadline, null);

    expect(await t.app.sweepOrders()).toEqual([]);
    expect((await orderRow(confirmed))?.status).toBe('confirmed');
    expect((await orderRow(notDue))?.status).toBe('pending');
    expect((await orderRow(noDeadline))?.status).toBe('pending');
    expect(await stockOf(t, ingredient)).toBe(700);

    clock.set(at(now() + 1));
    expect(await t.app.sweepOrders()).toEqual([notDue]);
    expect((await orderRow(noDeadline))?.status).toBe('pending');
    expect(await stockOf(t, ingredient)).toBe(800);
    await countsAgree();
  });

  it('a scheduled order is due by its accept_by, counted from 30 minutes before its time', async () => {
    const { restaurant, meal } = await menu();
    const id = await placeCash(restaurant.id, meal);
    const scheduledFor = at(now() + 3 * 60 * MINUTE);
    // accept_by = max(placed, scheduled_for − 30 min) + 15 minutes (ADR 026).
    await setAcceptBy(id, at(scheduledFor.getTime() - 30 * MINUTE + 15 * MINUTE), { scheduledFor });

    clock.set(at(now() + 2 * 60 * MINUTE));
    expect(await t.app.sweepOrders()).toEqual([]);
    clock.set(at(scheduledFor.getTime() - 15 * MINUTE - 1));
    expect(await t.app.sweepOrders()).toEqual([]);
    clock.set(at(scheduledFor.getTime() - 15 * MINUTE));
    expect(await t.app.sweepOrders()).toEqual([id]);
    const toOwner = (await noticesOf(id)).find((n) => n.recipientId === restaurant.owner.id);
    expect(toOwner?.message).toBe(`Order #${id} was cancelled because it was not confirmed within 15 minutes.`);
  });

  it('cancels the most overdue first, at most the limit a sweep is given', async () => {
    const { restaurant, meal } = await menu();
    const ids = [await placeCash(restaurant.id, meal), await placeCash(restaurant.id, meal)];
    await setAcceptBy(ids[0] as number, at(now() - MINUTE));
    await setAcceptBy(ids[1] as number, at(now() - 2 * MINUTE));
    expect(await t.app.sweepOrders(1)).toEqual([ids[1]]);
    expect(await t.app.sweepOrders(1)).toEqual([ids[0]]);
  });

  /** Another server on this database with the sweeper on every `sweepMs`, logging at info. */
  async function server(sweepMs: number) {
    const logs = captureLogs('info');
    const app = await buildApp({
      config: { ...t.config, ORDER_SWEEP_MS: sweepMs },
      database: t.database,
      clock,
      logger: logs.logger,
    });
    await app.ready();
    return { app, logs };
  }

  it('a restarted server cancels what fell due while it was down on its first sweep, at once', async () => {
    const { restaurant, meal, ingredient } = await menu(1000);
    const overdue = await placeCash(restaurant.id, meal);
    await setAcceptBy(overdue, at(now() - 5 * MINUTE));
    // The next sweep would be an hour away: only the one at start can cancel it.
    const { app, logs } = await server(3_600_000);
    try {
      await eventually(async () => (await orderRow(overdue))?.status === 'cancelled');
      expect(await stockOf(t, ingredient)).toBe(1000);
      expect(await noticesOf(overdue)).toHaveLength(2);
      expect(logs.text()).toContain(`"orderId":${overdue}`);
      expect(logs.text()).toContain(`order #${overdue} cancelled: not accepted in time`);
    } finally {
      await app.close();
    }
  });

  it('the timer keeps sweeping while the server runs, and stops when it closes', async () => {
    const { restaurant, meal } = await menu(1000);
    const [first, second] = [await placeCash(restaurant.id, meal), await placeCash(restaurant.id, meal)];
    await setAcceptBy(first, at(now() + 5 * MINUTE));
    await setAcceptBy(second, at(now() + 10 * MINUTE));
    const { app } = await server(50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await orderRow(first))?.status).toBe('pending');
      clock.set(at(now() + 5 * MINUTE));
      await eventually(async () => (await orderRow(first))?.status === 'cancelled');
    } finally {
      await app.close();
    }
    clock.set(at(now() + 5 * MINUTE));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await orderRow(second))?.status).toBe('pending');
    expect(await t.app.sweepOrders()).toEqual([second]);
  });

  it('ORDER_SWEEP_MS 0 starts no sweeper: the test app left every overdue order above to its sweeps', async () => {
    const { restaurant, meal } = await menu();
    const id = await placeCash(restaurant.id, meal);
    await setAcceptBy(id, at(now() - MINUTE));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await orderRow(id))?.status).toBe('pending');
    expect(await t.app.sweepOrders()).toEqual([id]);
  });
});
