import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orders } from '../../db/schema.js';
import { cashOrder, makeMenu } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const FILTERS = ['', 'pending', 'confirmed', 'cancelled', 'pending,confirmed,delivered'];

/** The admin's page count (from the maintained counts, ADR 008) checked against counting the rows. */
describe('the admin’s order count stays exact', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, 'admin');
    customer = await createUser(t, 'customer');
    menu = await makeMenu(t, 600);
  });
  afterAll(() => t.close());

  const expectExactCounts = async () => {
    for (const filter of FILTERS) {
      const statuses = filter ? filter.split(',') : undefined;
      const [row] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(statuses ? inArray(orders.status, statuses) : undefined);
      const res = await call(t, 'GET', `${ORDERS}?page=1${filter ? `&status=${filter}` : ''}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.count, `count for status=${filter || 'any'}`).toBe(row?.n);
    }
  };
  const place = async () => {
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
    });
    return res;
  };
  const move = async (id: number, status: string, token = menu.restaurant.owner.token) => {
    const res = await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
      token,
      body: { status, ...(status === 'cancelled' && { reason: 'Changed my mind' }) },
    });
    expect(res.status).toBe(200);
  };

  it('after orders, refused orders, status changes, cancellations, deletes, rollbacks and a truncate', async () => {
    await expectExactCounts();
    const placed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await place();
      expect(res.status).toBe(201);
      placed.push(res.body.id);
    }
    await expectExactCounts();

    // A refused order (out of stock) rolls back its insert, and its count with it.
    for (let i = 0; i < 2; i += 1) await place();
    expect((await place()).status).toBe(409);
    await expectExactCounts();

    const [first, second, third, fourth] = placed as [number, number, number, number];
    await move(first, 'confirmed');
    await move(first, 'preparing');
    await move(second, 'cancelled', customer.token);
    await move(third, 'confirmed', admin.token);
    await expectExactCounts();

    // Writes outside the API: a status set to what it already is, a change and a delete.
    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, third));
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first));
    await t.db.delete(orders).where(eq(orders.id, fourth));
    await expectExactCounts();

    // Several changes in one transaction that rolls back leave the counts as they were.
    await t.db
      .transaction(async (tx) => {
        await tx.update(orders).set({ status: 'cancelled' });
        await tx.delete(orders).where(eq(orders.id, third));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await expectExactCounts();

    // Several rows changed by one statement, each counted.
    await t.db
      .update(orders)
      .set({ status: 'ready' })
      .where(inArray(orders.status, ['confirmed', 'cancelled']));
    await expectExactCounts();

    await t.db.execute(sql`truncate ${orders} cascade`);
    await expectExactCounts();
    expect((await place()).status).toBe(201);
    await expectExactCounts();
  });
});
