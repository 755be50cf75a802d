import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orders } from '../../db/schema.js';
import { cashOrder, eventually, makeMenu, orderJsonOf, orderTableCounts, payByCard, stockOf } from './fixtures.js';
import { refreshOrderTexts } from './texts.js';

const ORDERS = '/api/orders/orders/';

// PGlite has one connection; only PostgreSQL's pool runs these requests truly at the same time.
describe('concurrent orders on PostgreSQL', () => {
  let t: TestApp;
  let customers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    customers = await Promise.all(Array.from({ length: 5 }, () => createUser(t, 'customer')));
  });
  afterAll(() => t.close());

  it('50 parallel orders against stock for 10: exactly 10 succeed, 40 are refused, stock ends at 0', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t, 1000); // 100 per meal: stock for 10
    const before = await orderTableCounts(t);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t, 'POST', ORDERS, {
          token: (customers[i % customers.length] as TestUser).token,
          body: cashOrder(restaurant.id, [{ meal }]),
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('unavailable');
    expect(await stockOf(t, ingredient)).toBe(0);
    const after = await orderTableCounts(t);
    expect((after?.orders ?? 0) - (before?.orders ?? 0)).toBe(10);
    expect((after?.payments ?? 0) - (before?.payments ?? 0)).toBe(10);
  });

  it('orders and cancellations of one stock at once: none deadlocks, and the admin’s counts stay exact', async () => {
    const admin = await createUser(t, 'admin');
    const { restaurant, meal } = await makeMenu(t, 100_000);
    const place = (i: number) =>
      call(t, 'POST', ORDERS, {
        token: (customers[i % customers.length] as TestUser).token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i)));
    const replies = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => place(i)),
      ...first.map((r) =>
        call(t, 'POST', `${ORDERS}${r.body.id}/update_status/`, {
          token: restaurant.owner.token,
          body: { status: 'cancelled', reason: 'Out of dough' },
        }),
      ),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(20).fill(201)]);
    for (const status of ['', 'pending', 'cancelled']) {
      const rows = await call(t, 'GET', `${ORDERS}${status ? `?status=${status}` : ''}`, { token: admin.token });
      const page = await call(t, 'GET', `${ORDERS}?page=1${status ? `&status=${status}` : ''}`, { token: admin.token });
      expect(page.body.count).toBe(rows.body.length);
    }
  });

  it('one paid intent raced by five orders pays for exactly one', async () => {
    const buyer = customers[0] as TestUser;
    const { restaurant, meal } = await makeMenu(t, 100_000);
    const { id: intentId, confirm } = await payByCard(t, buyer, 800);
    expect(confirm.status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', ORDERS, {
          token: buyer.token,
          body: {
            ...cashOrder(restaurant.id, [{ meal }]),
            payment_method: 'credit_card',
            payment: { payment_intent_id: intentId },
          },
        }),
      ),
    );
    const ok = replies.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(402);
      expect(r.body).toEqual({
        detail: `This payment was already used for order #${ok[0]?.body.id}.`,
        code: 'payment_already_used',
        order: ok[0]?.body.id,
      });
    }
  });

  it('the same Idempotency-Key sent twice at once creates one order', async () => {
    const buyer = customers[1] as TestUser;
    const { restaurant, meal } = await makeMenu(t, 100_000);
    const before = await orderTableCounts(t);
    const replies = await Promise.all(
      Array.from({ length: 2 }, () =>
        call(t, 'POST', ORDERS, {
          token: buyer.token,
          body: cashOrder(restaurant.id, [{ meal }]),
          headers: { 'idempotency-key': 'double-click' },
        }),
      ),
    );
    const after = await orderTableCounts(t);
    expect((after?.orders ?? 0) - (before?.orders ?? 0)).toBe(1);
    for (const r of replies) {
      if (r.status === 201) continue;
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('idempotency_in_progress');
    }
  });
  it("a customer's new name, written while a status change is still open, keeps that status in the order's text", async () => {
    const { restaurant, meal } = await makeMenu(t);
    const buyer = await createUser(t, 'customer');
    const placed = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(placed.status).toBe(201);
    const id: number = placed.body.id;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const statusWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // A status change as the orders service writes it, held open after it has written the order's text.
    const statusChange = t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
      await refreshOrderTexts(tx, { ids: [id] });
      written();
      await held;
    });
    await statusWritten;
    // Waits for the status change's lock on the order's text before it reads the rows it renders.
    const rename = call(t, 'POST', '/api/users/update-profile/', {
      token: buyer.token,
      body: { first_name: 'Renamed' },
    });
    await eventually(async () => {
      const [waiting] = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return waiting?.n === 1;
    });
    release();
    const [, renamed] = await Promise.all([statusChange, rename]);
    expect(renamed.status).toBe(200);
    const read = await call(t, 'GET', `${ORDERS}${id}/`, { token: buyer.token, headers: { host: 'shop.example' } });
    expect(read.body).toMatchObject({ status: 'confirmed', user_details: { first_name: 'Renamed' } });
    expect(read.text).toBe(await orderJsonOf(t, id, 'http://shop.example'));
  });
});
