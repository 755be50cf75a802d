import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orders, promotions, promotionUses } from '../../db/schema.js';
import { cashOrder, makeMenu, stockOf } from '../orders/fixtures.js';
import { addPromotion } from './fixtures.js';

const ORDERS = '/api/orders/orders/';

// PGlite has one connection; only PostgreSQL's pool runs these checkouts truly at the same time.
describe('promo code limits under parallel checkouts (PostgreSQL)', () => {
  let t: TestApp;
  let customers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    customers = await Promise.all(Array.from({ length: 50 }, () => createUser(t, 'customer')));
  });
  afterAll(() => t.close());

  const usesOf = async (id: number) =>
    (await t.db.select({ uses: promotions.uses }).from(promotions).where(eq(promotions.id, id)))[0]?.uses;

  it('50 parallel checkouts for the last use: exactly one wins, the rest are refused and write nothing', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t, 1_000_000);
    const code = await addPromotion(t, { kind: 'fixed', value: 300, usageLimit: 5, uses: 4 });
    const replies = await Promise.all(
      customers.map((c) =>
        call(t, 'POST', ORDERS, {
          token: c.token,
          body: cashOrder(restaurant.id, [{ meal }], { promo_code: code.code }),
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0]?.body).toMatchObject({ promo_code: code.code, discount: '3.00', total_price: '5.00' });
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(49).fill(400));
    for (const r of refused) expect(r.body).toMatchObject({ code: 'promo_refused', reason: 'used_up' });
    expect(await usesOf(code.id)).toBe(5);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.promotionId, code.id))).toHaveLength(1);
    expect(await stockOf(t, ingredient)).toBe(1_000_000 - 100);
  });

  it("one customer's parallel checkouts never pass their own limit", async () => {
    const { restaurant, meal } = await makeMenu(t, 1_000_000);
    const code = await addPromotion(t, { kind: 'fixed', value: 100, perCustomerLimit: 2 });
    const buyer = customers[0] as TestUser;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, 'POST', ORDERS, {
          token: buyer.token,
          body: cashOrder(restaurant.id, [{ meal }], { promo_code: code.code }),
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of replies.filter((x) => x.status !== 201)) expect(r.body.reason).toBe('already_used');
    const [mine] = await t.db.select().from(promotionUses).where(eq(promotionUses.promotionId, code.id));
    expect(mine?.uses).toBe(2);
    expect(await usesOf(code.id)).toBe(2);
  });

  it('cancellations and new checkouts of one code at once: no deadlock, and the count stays exact', async () => {
    const { restaurant, meal } = await makeMenu(t, 1_000_000);
    const code = await addPromotion(t, { kind: 'fixed', value: 100, usageLimit: 30 });
    const place = (c: TestUser) =>
      call(t, 'POST', ORDERS, {
        token: c.token,
        body: cashOrder(restaurant.id, [{ meal }], { promo_code: code.code }),
      });
    const first = await Promise.all(customers.slice(0, 10).map(place));
    expect(first.every((r) => r.status === 201)).toBe(true);
    const replies = await Promise.all([
      ...customers.slice(10, 30).map(place),
      ...first.map((r) =>
        call(t, 'POST', `${ORDERS}${r.body.id}/update_status/`, {
          token: restaurant.owner.token,
          body: { status: 'cancelled', reason: 'Out of dough' },
        }),
      ),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(20).fill(201)]);
    expect(await usesOf(code.id)).toBe(20);
  });
});
