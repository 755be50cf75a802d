import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createUser,
  freshDatabase,
  rows,
  type TestApp,
  type TestUser,
  testConfig,
} from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { notifications, orders, payments, restaurants } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { cashOrder, makeMenu, payByCard, stockOf } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const MINUTE = 60_000;

/**
 * Issue #21 (ADR 026) on PostgreSQL: three server instances, each with its own connection pool, sweep the same
 * database at once; every overdue order is cancelled by exactly one of them.
 */
describe('the order sweeper with several server instances', () => {
  const clock = fixedClock('2026-03-02T12:00:00Z');
  let drop: () => Promise<void>;
  let instances: TestApp[] = [];
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const databases = [
      fresh.database,
      ...(await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: fresh.url, poolSize: 10 })))),
    ];
    instances = await Promise.all(
      databases.map(async (database) => {
        // The tests sweep themselves, all instances at the same moment (testConfig turns the timer off).
        const { config } = testConfig();
        const app = await buildApp({ config, database, clock, logger: false });
        await app.ready();
        return {
          app,
          database,
          db: database.db,
          config,
          kind: database.kind,
          async close() {
            await app.close();
            await database.close();
          },
        };
      }),
    );
    t = instances[0] as TestApp;
    customer = await createUser(t, 'customer');
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await drop?.();
  });

  async function menu(stock: number) {
    const made = await makeMenu(t, stock);
    const openingHours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));
    await t.db.update(restaurants).set({ openingHours }).where(eq(restaurants.id, made.restaurant.id));
    return made;
  }

  async function place(restaurant: number, meal: number, card: boolean): Promise<number> {
    const payment = card
      ? {
          payment_method: 'credit_card',
          payment: { payment_method: 'credit_card', payment_intent_id: (await payByCard(t, customer, 800)).id },
        }
      : {};
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant, [{ meal }]), ...payment },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  const overdue = (ids: number[]) =>
    t.db
      .update(orders)
      .set({ acceptBy: new Date(clock.now().getTime() - MINUTE) })
      .where(inArray(orders.id, ids));

  const systemNotices = (ids: number[]) =>
    t.db
      .select({ orderId: notifications.orderId, recipientId: notifications.recipientId })
      .from(notifications)
      .where(and(inArray(notifications.orderId, ids), ne(notifications.notificationType, 'new_order')));

  it('three instances sweeping at once cancel each of 50 overdue orders exactly once', async () => {
    const { restaurant, meal, ingredient } = await menu(100_000);
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await place(restaurant.id, meal, i % 5 === 0));
    expect(await stockOf(t, ingredient)).toBe(95_000);
    await overdue(ids);

    const swept = await Promise.all([...instances, ...instances].map((instance) => instance.app.sweepOrders()));
    const all = swept.flat();
    expect([...all].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(50);

    const states = await t.db
      .select({ status: orders.status, by: orders.cancelledBy })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(states.every((s) => s.status === 'cancelled' && s.by === 'system')).toBe(true);
    expect(await stockOf(t, ingredient)).toBe(100_000);
    const paid = await t.db
      .select({ orderId: payments.orderId, status: payments.status, method: payments.paymentMethod })
      .from(payments)
      .where(inArray(payments.orderId, ids));
    expect(paid.filter((p) => p.method === 'credit_card').map((p) => p.status)).toEqual(Array(10).fill('refunded'));
    expect(paid.filter((p) => p.method === 'cash').map((p) => p.status)).toEqual(Array(40).fill('cancelled'));
    // One notice to the customer and one to the owner per order, no more.
    const notices = await systemNotices(ids);
    expect(notices).toHaveLength(100);
    for (const id of ids) {
      const mine = notices.filter((n) => n.orderId === id).map((n) => n.recipientId);
      expect(mine.sort()).toEqual([customer.id, restaurant.owner.id].sort());
    }
    const [counts] = await rows<{ counted: number; real: number }>(
      t,
      sql`select (select coalesce(sum(n), 0)::int from order_counts where status = 'cancelled') as counted,
          (select count(*)::int from orders where status = 'cancelled') as real`,
    );
    expect(counts?.counted).toBe(counts?.real);
    expect(await Promise.all(instances.map((instance) => instance.app.sweepOrders()))).toEqual([[], [], []]);
  });

  it('an owner confirming while the instances sweep: each order is either confirmed or cancelled, never both', async () => {
    const { restaurant, meal, ingredient } = await menu(100_000);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await place(restaurant.id, meal, false));
    await overdue(ids);

    const [confirms, ...swept] = await Promise.all([
      Promise.all(
        ids.map((id, i) =>
          call(instances[i % 3] as TestApp, 'POST', `${ORDERS}${id}/update_status/`, {
            token: restaurant.owner.token,
            body: { status: 'confirmed' },
          }),
        ),
      ),
      ...instances.map((instance) => instance.app.sweepOrders()),
    ]);
    const cancelled = swept.flat();
    const confirmed = ids.filter((_, i) => confirms[i]?.status === 200);
    expect(confirms.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect([...confirmed, ...cancelled].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    const states = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    for (const s of states) expect(s.status).toBe(confirmed.includes(s.id) ? 'confirmed' : 'cancelled');
    expect(await stockOf(t, ingredient)).toBe(100_000 - confirmed.length * 100);
    expect(await systemNotices(cancelled)).toHaveLength(cancelled.length * 2);
  });
});
