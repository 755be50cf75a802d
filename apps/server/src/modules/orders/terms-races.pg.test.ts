import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orders } from '../../db/schema.js';
import { cashOrder, makeArea, makeMenu } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const RESTAURANTS = '/api/restaurants/restaurants/';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Orders placed while the owner pauses and resumes, or changes an area's minimum (ADR 026). Each change is logged by
 * a trigger inside the changing transaction, with the number of orders committed at that moment: the change holds
 * the restaurant row, so that number is every order committed before the change and none after. An order follows
 * the rule that held when it committed exactly when no order is added between a pause and the resume after it (or
 * between raising the minimum above the order and lowering it again).
 */
describe('orders racing a pause and a change of delivery terms (PostgreSQL)', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    await t.db.execute(
      sql`create table terms_log (n serial primary key, closed boolean not null, orders int not null)`,
    );
  });
  afterAll(() => t.close());

  /** Fires 50 orders by the one customer, spread over `spreadMs`, while `change` runs; the answers' statuses. */
  async function race(body: Record<string, unknown>, spreadMs: number, change: () => Promise<void>) {
    const placing = Promise.all(
      Array.from({ length: 50 }, async () => {
        await sleep(Math.random() * spreadMs);
        return call(t, 'POST', ORDERS, { token: customer.token, body });
      }),
    );
    const [replies] = await Promise.all([placing, change()]);
    return replies;
  }

  /** The log in order: no order was committed from a `closed` entry until the next one (or the end). */
  async function expectNoneWhileClosed(restaurantId: number) {
    const log = await rows<{ n: number; closed: boolean; orders: number }>(t, sql`select * from terms_log order by n`);
    expect(log.length).toBeGreaterThan(4);
    const [placed] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ${orders} where ${orders.restaurantId} = ${restaurantId}`,
    );
    log.forEach((entry, i) => {
      const next = log[i + 1]?.orders ?? placed?.n;
      if (entry.closed) expect(next, `orders committed after change ${entry.n} closed ordering`).toBe(entry.orders);
    });
    await t.db.execute(sql`truncate terms_log`);
    return placed?.n ?? 0;
  }

  it('50 orders while the owner pauses and resumes: none is committed while paused', async () => {
    const { restaurant, meal } = await makeMenu(t, 1_000_000);
    await t.db.execute(
      sql.raw(`create function log_pause() returns trigger language plpgsql as $$ begin
        insert into terms_log (closed, orders) values (new.paused_until is not null and new.paused_until > now(),
          (select count(*) from orders where restaurant_id = new.id));
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger log_pause after update of paused_until on restaurants for each row
        when (new.id = ${restaurant.id}) execute function log_pause()`),
    );
    const pause = `${RESTAURANTS}${restaurant.id}/pause/`;
    const owner = restaurant.owner.token;
    const replies = await race(cashOrder(restaurant.id, [{ meal }]), 400, async () => {
      for (let i = 0; i < 12; i += 1) {
        await sleep(15 + Math.random() * 20);
        const res =
          i % 2 === 0
            ? await call(t, 'POST', pause, { token: owner, body: { minutes: 15 } })
            : await call(t, 'DELETE', pause, { token: owner });
        expect(res.status).toBe(200);
      }
    });
    const statuses = replies.map((r) => r.status);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('restaurant_closed');
    }
    const placed = await expectNoneWhileClosed(restaurant.id);
    expect(statuses.filter((s) => s === 201)).toHaveLength(placed);
  });

  it('50 orders of 16.00 while the minimum moves between 15.00 and 20.00: none is committed under 20.00', async () => {
    const { restaurant, meal } = await makeMenu(t, 1_000_000);
    const area = await makeArea(t);
    await t.db.execute(
      sql.raw(`create function log_minimum() returns trigger language plpgsql as $$ begin
        insert into terms_log (closed, orders) values (new.minimum_order_cents > 1600,
          (select count(*) from orders where restaurant_id = new.restaurant_id));
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger log_minimum after insert on restaurant_delivery_areas for each row
        when (new.restaurant_id = ${restaurant.id}) execute function log_minimum()`),
    );
    const terms = `${RESTAURANTS}${restaurant.id}/delivery-areas/`;
    const owner = restaurant.owner.token;
    const setMinimum = async (minimum: string) => {
      const res = await call(t, 'PUT', terms, {
        token: owner,
        body: [{ area, fee: '5.00', minimum_order: minimum, delivery_minutes: 30 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await setMinimum('15.00');
    await t.db.execute(sql`truncate terms_log`);
    const body = { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), delivery_address: 'By the canal', area };
    const replies = await race(body, 400, async () => {
      for (let i = 0; i < 12; i += 1) {
        await sleep(15 + Math.random() * 20);
        await setMinimum(i % 2 === 0 ? '20.00' : '15.00');
      }
    });
    for (const r of replies) {
      if (r.status === 201) expect(r.body).toMatchObject({ subtotal: '16.00', delivery_fee: '5.00' });
      else expect([r.status, r.body.code, r.body.minimum]).toEqual([400, 'below_minimum', '20.00']);
    }
    const placed = await expectNoneWhileClosed(restaurant.id);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(placed);
    const fees = await t.db
      .select({ fee: orders.deliveryFeeCents })
      .from(orders)
      .where(eq(orders.restaurantId, restaurant.id));
    expect(fees.every((row) => row.fee === 500)).toBe(true);
  });
});
