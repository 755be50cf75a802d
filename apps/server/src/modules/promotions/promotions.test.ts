import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { promotions, promotionUses } from '../../db/schema.js';
import {
  cashOrder,
  deliverTo,
  eventually,
  makeArea,
  makeMenu,
  memoryMailer,
  orderTableCounts,
  payByCard,
  stockOf,
} from '../orders/fixtures.js';
import { addPromotion } from './fixtures.js';

const PROMOS = '/api/promotions/';
const VALIDATE = '/api/promotions/validate/';
const ORDERS = '/api/orders/orders/';
const DAY = 86_400_000;

describe('promo codes', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let other: Awaited<ReturnType<typeof makeMenu>>;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
    admin = await createUser(t, 'admin');
    customer = await createUser(t, 'customer');
    menu = await makeMenu(t, 1_000_000);
    other = await makeMenu(t, 1_000_000);
  });
  afterAll(() => t.close());

  const usesOf = async (id: number) =>
    (await t.db.select({ uses: promotions.uses }).from(promotions).where(eq(promotions.id, id)))[0]?.uses;
  const check = (body: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
    call(t, 'POST', VALIDATE, { token, body, headers });
  /** An order of `count` breads (8.00 each) at the menu's restaurant with `code`. */
  const order = (code: string, count = 10, who: TestUser = customer, extra: Record<string, unknown> = {}) =>
    call(t, 'POST', ORDERS, {
      token: who.token,
      body: cashOrder(menu.restaurant.id, [{ meal: menu.meal, quantity: count }], { promo_code: code, ...extra }),
    });

  describe('managing codes', () => {
    it('an admin makes a platform-wide code; the code is kept in upper case and unique in any case', async () => {
      const res = await call(t, 'POST', PROMOS, {
        token: admin.token,
        body: { code: 'summer-15', kind: 'percent', value: '15', max_discount: '30.00', minimum_subtotal: 50 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        code: 'SUMMER-15',
        kind: 'percent',
        value: '15.00',
        max_discount: '30.00',
        minimum_subtotal: '50.00',
        restaurant: null,
        uses: 0,
        discounts: '0.00',
        is_active: true,
        first_order_only: false,
        free_delivery: false,
      });
      const again = await call(t, 'POST', PROMOS, {
        token: menu.restaurant.owner.token,
        body: { code: 'Summer-15', kind: 'fixed', value: 5 },
      });
      expect(again.status).toBe(400);
      expect(again.body.code).toEqual(['This code is already in use. Choose another.']);
    });

    it("an owner's code is always for their own restaurant, whatever the body says", async () => {
      const res = await call(t, 'POST', PROMOS, {
        token: menu.restaurant.owner.token,
        body: { code: 'MINE5', kind: 'fixed', value: 5, restaurant: other.restaurant.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.restaurant).toBe(menu.restaurant.id);
    });

    it("an owner neither sees, changes nor deletes another restaurant's codes, nor platform-wide ones", async () => {
      const theirs = await addPromotion(t, { restaurantId: other.restaurant.id });
      const platform = await addPromotion(t);
      const owner = menu.restaurant.owner.token;
      for (const { id } of [theirs, platform]) {
        expect((await call(t, 'GET', `${PROMOS}${id}/`, { token: owner })).status).toBe(404);
        expect((await call(t, 'PATCH', `${PROMOS}${id}/`, { token: owner, body: { is_active: false } })).status).toBe(
          404,
        );
        expect((await call(t, 'DELETE', `${PROMOS}${id}/`, { token: owner })).status).toBe(404);
      }
      const list = await call(t, 'GET', PROMOS, { token: owner });
      expect(list.status).toBe(200);
      expect(list.body.every((p: { restaurant: number }) => p.restaurant === menu.restaurant.id)).toBe(true);
      expect(await usesOf(theirs.id)).toBe(0);
      const rows = await t.db.select().from(promotions).where(eq(promotions.id, theirs.id));
      expect(rows[0]?.isActive).toBe(true);
      // The admin sees them all.
      const all = await call(t, 'GET', PROMOS, { token: admin.token });
      const ids = all.body.map((p: { id: number }) => p.id);
      expect(ids).toEqual(expect.arrayContaining([theirs.id, platform.id]));
    });

    it('customers manage no codes, and nobody signed out does', async () => {
      expect((await call(t, 'GET', PROMOS, { token: customer.token })).status).toBe(403);
      expect(
        (await call(t, 'POST', PROMOS, { token: customer.token, body: { code: 'MY50', kind: 'percent', value: 50 } }))
          .status,
      ).toBe(403);
      expect((await call(t, 'GET', PROMOS)).status).toBe(401);
    });

    it('refuses what cannot be a code, field by field and between fields', async () => {
      const res = await call(t, 'POST', PROMOS, {
        token: admin.token,
        body: {
          code: 'no spaces',
          kind: 'half',
          value: 'ten',
          usage_limit: 0,
          starts_at: 'tomorrow',
          restaurant: 999_999,
        },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'kind', 'restaurant', 'starts_at', 'usage_limit', 'value']);
      const between = await call(t, 'POST', PROMOS, {
        token: admin.token,
        body: {
          code: 'BETWEEN1',
          kind: 'percent',
          value: 120,
          starts_at: '2026-12-02T00:00:00Z',
          ends_at: '2026-12-01T00:00:00Z',
          usage_limit: 2,
          per_customer_limit: 3,
        },
      });
      expect(between.status).toBe(400);
      expect(between.body).toEqual({
        value: ['A percentage can be at most 100.'],
        ends_at: ['The end must be after the start.'],
        per_customer_limit: ['The limit per customer cannot be more than the total limit.'],
      });
      const amountMax = await call(t, 'POST', PROMOS, {
        token: admin.token,
        body: { code: 'AMOUNTMAX', kind: 'fixed', value: 10, max_discount: 5 },
      });
      expect(amountMax.body).toEqual({ max_discount: ['Only a percentage discount has a maximum.'] });
      expect(await t.db.select().from(promotions).where(eq(promotions.code, 'BETWEEN1'))).toEqual([]);
    });

    it('pauses and resumes with is_active; a used code cannot be deleted, an unused one can', async () => {
      const owner = menu.restaurant.owner.token;
      const made = await call(t, 'POST', PROMOS, { token: owner, body: { code: 'PAUSEME', kind: 'fixed', value: 3 } });
      const id = made.body.id as number;
      const paused = await call(t, 'PATCH', `${PROMOS}${id}/`, { token: owner, body: { is_active: false } });
      expect(paused.body.is_active).toBe(false);
      expect((await check({ code: 'pauseme', restaurant: menu.restaurant.id, subtotal: 80 })).body).toMatchObject({
        valid: false,
        reason_code: 'unknown',
      });
      await call(t, 'PATCH', `${PROMOS}${id}/`, { token: owner, body: { is_active: true } });
      expect((await order('PAUSEME', 1)).status).toBe(201);
      const refused = await call(t, 'DELETE', `${PROMOS}${id}/`, { token: owner });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('in_use');
      const unused = await addPromotion(t, { restaurantId: menu.restaurant.id });
      expect((await call(t, 'DELETE', `${PROMOS}${unused.id}/`, { token: owner })).status).toBe(204);
    });

    it("an admin moves a restaurant's code to every restaurant and back", async () => {
      const code = await addPromotion(t, { restaurantId: menu.restaurant.id });
      const everywhere = await call(t, 'PATCH', `${PROMOS}${code.id}/`, {
        token: admin.token,
        body: { restaurant: null },
      });
      expect(everywhere.body.restaurant).toBeNull();
      const kept = await call(t, 'PATCH', `${PROMOS}${code.id}/`, { token: admin.token, body: { is_active: true } });
      expect(kept.body.restaurant).toBeNull();
      const back = await call(t, 'PATCH', `${PROMOS}${code.id}/`, {
        token: admin.token,
        body: { restaurant: other.restaurant.id },
      });
      expect(back.body.restaurant).toBe(other.restaurant.id);
    });

    it('lists codes in a constant number of statements, with their uses and discounts', async () => {
      const restaurant = (await makeMenu(t)).restaurant;
      const url = `${PROMOS}?restaurant=${restaurant.id}`;
      await addPromotion(t, { restaurantId: restaurant.id });
      const one = await call(t, 'GET', url, { token: admin.token });
      for (let i = 0; i < 99; i += 1) await addPromotion(t, { restaurantId: restaurant.id });
      const hundred = await call(t, 'GET', url, { token: admin.token });
      expect(one.body).toHaveLength(1);
      expect(hundred.body).toHaveLength(100);
      expect(queryCount(hundred)).toBe(queryCount(one));
      const page = await call(t, 'GET', `${url}&page=2`, { token: restaurant.owner.token });
      expect(page.body).toMatchObject({ count: 100 });
      expect(page.body.results).toHaveLength(20);
    });
  });

  describe('checking a code', () => {
    it('a percentage of the items, capped by its maximum; a fixed amount as an amount; never the fee', async () => {
      const pct = await addPromotion(t, { kind: 'percent', value: 1500, maxDiscountCents: 1000 });
      const fixed = await addPromotion(t, { kind: 'fixed', value: 2000 });
      const r = menu.restaurant.id;
      expect((await check({ code: pct.code, restaurant: r, subtotal: '40.00', delivery_fee: 15 })).body).toEqual({
        valid: true,
        code: pct.code,
        discount: '6.00',
        free_delivery: false,
        reason: null,
        reason_code: null,
      });
      expect((await check({ code: pct.code.toLowerCase(), restaurant: r, subtotal: 200 })).body.discount).toBe('10.00');
      expect((await check({ code: fixed.code, restaurant: r, subtotal: 50, delivery_fee: 15 })).body.discount).toBe(
        '20.00',
      );
      expect((await check({ code: fixed.code, restaurant: r, subtotal: 12.5 })).body.discount).toBe('12.50');
    });

    it('free delivery takes off the fee too', async () => {
      const free = await addPromotion(t, { kind: 'fixed', value: 0, freeDelivery: true });
      const res = await check({ code: free.code, restaurant: menu.restaurant.id, subtotal: 50, delivery_fee: '15.00' });
      expect(res.body).toMatchObject({ valid: true, discount: '15.00', free_delivery: true });
    });

    it('says why a code does not apply, for each reason, in the asked language', async () => {
      const now = Date.now();
      const r = menu.restaurant.id;
      const codes = {
        paused: await addPromotion(t, { isActive: false }),
        notForRestaurant: await addPromotion(t, { restaurantId: other.restaurant.id }),
        notStarted: await addPromotion(t, { startsAt: new Date(now + DAY) }),
        expired: await addPromotion(t, { endsAt: new Date(now - DAY) }),
        usedUp: await addPromotion(t, { usageLimit: 2, uses: 2 }),
        belowMinimum: await addPromotion(t, { minimumSubtotalCents: 20_000 }),
      };
      const reasons = async (code: string) => {
        const res = await check({ code, restaurant: r, subtotal: '150.50' }, customer.token);
        expect(res.status).toBe(200);
        expect(res.body.discount).toBe('0.00');
        return [res.body.reason_code, res.body.reason];
      };
      expect(await reasons('NO-SUCH-CODE')).toEqual(['unknown', 'This code isn’t valid. Check it and try again.']);
      expect(await reasons(codes.paused.code)).toEqual(['unknown', 'This code isn’t valid. Check it and try again.']);
      expect(await reasons(codes.notForRestaurant.code)).toEqual([
        'not_for_restaurant',
        'This code can’t be used at this restaurant.',
      ]);
      expect(await reasons(codes.notStarted.code)).toEqual(['not_started', 'This code can’t be used yet.']);
      expect(await reasons(codes.expired.code)).toEqual(['expired', 'This code has expired.']);
      expect(await reasons(codes.usedUp.code)).toEqual(['used_up', 'This code has been used up.']);
      expect(await reasons(codes.belowMinimum.code)).toEqual([
        'below_minimum',
        'This code needs items worth at least 200.00. Add 49.50 more.',
      ]);
      const arabic = await check({ code: codes.expired.code, restaurant: r, subtotal: 10 }, customer.token, {
        'accept-language': 'ar',
      });
      expect(arabic.body.reason).toBe('انتهت صلاحية هذا الكود.');
      expect(arabic.headers.vary).toContain('Accept-Language');
    });

    it("judges the signed-in customer's first order and own limit; nothing is used by a check", async () => {
      const first = await addPromotion(t, { firstOrderOnly: true });
      const once = await addPromotion(t, { perCustomerLimit: 1 });
      const newcomer = await createUser(t, 'customer');
      const r = menu.restaurant.id;
      expect((await check({ code: first.code, restaurant: r, subtotal: 80 }, newcomer.token)).body.valid).toBe(true);
      expect((await check({ code: once.code, restaurant: r, subtotal: 80 }, newcomer.token)).body.valid).toBe(true);
      expect(await usesOf(once.id)).toBe(0);
      expect((await order(once.code, 10, newcomer)).status).toBe(201);
      const firstAgain = await check({ code: first.code, restaurant: r, subtotal: 80 }, newcomer.token);
      expect(firstAgain.body).toMatchObject({ valid: false, reason_code: 'first_order_only' });
      expect(firstAgain.body.reason).toBe('This code is for your first order only.');
      const onceAgain = await check({ code: once.code, restaurant: r, subtotal: 80 }, newcomer.token);
      expect(onceAgain.body).toMatchObject({ valid: false, reason_code: 'already_used' });
      // Signed out, the customer is not judged.
      expect((await check({ code: first.code, restaurant: r, subtotal: 80 })).body.valid).toBe(true);
    });

    it('refuses a malformed check with field errors', async () => {
      const res = await check({ code: '', restaurant: 'x', subtotal: -1 });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'restaurant', 'subtotal']);
    });
  });

  describe('orders with a code', () => {
    it('stores the code and discount; total = subtotal + fee - discount, and the payment is that total', async () => {
      const pct = await addPromotion(t, { kind: 'percent', value: 1250, maxDiscountCents: 5000 });
      const res = await order(pct.code.toLowerCase(), 10, customer, { total_price: '70.00' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        promo_code: pct.code,
        subtotal: '80.00',
        delivery_fee: '0.00',
        discount: '10.00',
        total_price: '70.00',
        payment: { amount: '70.00' },
      });
      expect(await usesOf(pct.id)).toBe(1);
      const read = await call(t, 'GET', `${ORDERS}${res.body.id}/`, { token: menu.restaurant.owner.token });
      expect(read.body).toMatchObject({ promo_code: pct.code, discount: '10.00', total_price: '70.00' });
    });

    it('an order without a code answers no code and no discount', async () => {
      const res = await call(t, 'POST', ORDERS, {
        token: customer.token,
        body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
      });
      expect(res.body).toMatchObject({ promo_code: null, discount: '0.00', total_price: '8.00' });
    });

    it('discounts the delivery fee only when the code gives free delivery', async () => {
      const area = await makeArea(t);
      const served = await makeMenu(t, 1_000_000);
      await deliverTo(t, served.restaurant.id, area, { feeCents: 1500 });
      const fixed = await addPromotion(t, { kind: 'fixed', value: 10_000 });
      const free = await addPromotion(t, { kind: 'fixed', value: 500, freeDelivery: true });
      const delivered = (code: string) =>
        call(t, 'POST', ORDERS, {
          token: customer.token,
          body: {
            ...cashOrder(served.restaurant.id, [{ meal: served.meal, quantity: 5 }], { promo_code: code }),
            fulfilment: 'delivery',
            area,
            address_details: { street: '4 Canal St', phone: '01098765432' },
          },
        });
      // 40.00 of items, 15.00 fee: a 100.00 code takes the items only.
      expect((await delivered(fixed.code)).body).toMatchObject({
        subtotal: '40.00',
        delivery_fee: '15.00',
        discount: '40.00',
        total_price: '15.00',
      });
      expect((await delivered(free.code)).body).toMatchObject({ discount: '20.00', total_price: '35.00' });
    });

    it('a refused code is a 400 that names the reason, and nothing is written or used', async () => {
      const expired = await addPromotion(t, { endsAt: new Date(Date.now() - DAY), usageLimit: 5 });
      const before = await orderTableCounts(t);
      const stock = await stockOf(t, menu.ingredient);
      const res = await order(expired.code, 2);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'promo_refused', reason: 'expired', promo_code: ['This code has expired.'] });
      const arabic = await call(t, 'POST', ORDERS, {
        token: customer.token,
        headers: { 'accept-language': 'ar' },
        body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }], { promo_code: 'NOPE-NOPE' }),
      });
      expect(arabic.body.promo_code).toEqual(['هذا الكود غير صالح. راجعه وحاول مرة أخرى.']);
      expect(await orderTableCounts(t)).toEqual(before);
      expect(await stockOf(t, menu.ingredient)).toBe(stock);
      expect(await usesOf(expired.id)).toBe(0);
    });

    it('checks the client total against the discounted total', async () => {
      const fixed = await addPromotion(t, { kind: 'fixed', value: 500 });
      const res = await order(fixed.code, 1, customer, { total_price: '8.00' });
      expect(res.status).toBe(400);
      expect(res.body.total_price).toEqual(['The order total has changed. The current total is 3.00.']);
      expect(await usesOf(fixed.id)).toBe(0);
    });

    it('a cancelled order gives its use back, to the code and to the customer', async () => {
      const once = await addPromotion(t, { usageLimit: 1, perCustomerLimit: 1 });
      const buyer = await createUser(t, 'customer');
      const placed = await order(once.code, 1, buyer);
      expect(placed.status).toBe(201);
      expect(await usesOf(once.id)).toBe(1);
      expect((await order(once.code, 1, buyer)).body.reason).toBe('used_up');
      const cancelled = await call(t, 'POST', `${ORDERS}${placed.body.id}/update_status/`, {
        token: buyer.token,
        body: { status: 'cancelled', reason: 'Ordered by mistake' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.discount).toBe('0.80');
      expect(await usesOf(once.id)).toBe(0);
      const [mine] = await t.db.select().from(promotionUses).where(eq(promotionUses.promotionId, once.id));
      expect(mine?.uses).toBe(0);
      expect((await order(once.code, 1, buyer)).status).toBe(201);
    });

    it('pays the discounted total by card', async () => {
      const fixed = await addPromotion(t, { kind: 'fixed', value: 1000 });
      const payer = await createUser(t, 'customer');
      const wrong = await payByCard(t, payer, 8000);
      const refused = await order(fixed.code, 10, payer, {
        payment_method: 'credit_card',
        payment: { payment_method: 'credit_card', payment_intent_id: wrong.id },
      });
      expect(refused.status).toBe(402);
      expect(await usesOf(fixed.id)).toBe(0);
      const right = await payByCard(t, payer, 7000);
      const paid = await order(fixed.code, 10, payer, {
        payment_method: 'credit_card',
        payment: { payment_method: 'credit_card', payment_intent_id: right.id },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(paid.body).toMatchObject({ total_price: '70.00', discount: '10.00', payment: { amount: '70.00' } });
    });

    it('the e-mails and the owner’s notice show the discount', async () => {
      const fixed = await addPromotion(t, { kind: 'fixed', value: 1000 });
      const placed = await order(fixed.code, 10);
      const notices = await call(t, 'GET', '/api/notifications/notifications/', { token: menu.restaurant.owner.token });
      const notice = (notices.body.results ?? notices.body).find(
        (n: { order: number }) => n.order === placed.body.id,
      ) as { message: string };
      const plain = (text: string) => text.replace(/\s/g, ' ');
      expect(plain(notice.message)).toContain(`Promo code ${fixed.code} took off EGP 10.00.`);
      const mails = () => mailer.sent.filter((m) => m.subject.includes(`#${placed.body.id}`));
      await eventually(async () => mails().length === 2);
      for (const mail of mails()) {
        expect(plain(mail.text)).toContain(`Discount (${fixed.code}): -EGP 10.00`);
        expect(plain(mail.text)).toContain('Total: EGP 70.00');
      }
    });

    it('statistics show gross, discounts and net', async () => {
      const menu2 = await makeMenu(t, 1_000_000);
      const fixed = await addPromotion(t, { kind: 'fixed', value: 300 });
      const res = await call(t, 'POST', ORDERS, {
        token: customer.token,
        body: cashOrder(menu2.restaurant.id, [{ meal: menu2.meal, quantity: 2 }], { promo_code: fixed.code }),
      });
      expect(res.status).toBe(201);
      const stats = await call(t, 'GET', '/api/stats/my-restaurant/', { token: menu2.restaurant.owner.token });
      expect(stats.body).toMatchObject({
        total_revenue: '16.00',
        gross_revenue: '16.00',
        discounts: '3.00',
        net_revenue: '13.00',
      });
      const list = await call(t, 'GET', `${PROMOS}${fixed.id}/`, { token: admin.token });
      expect(list.body).toMatchObject({ uses: 1, discounts: '3.00' });
    });
  });

  describe('offers in the cart', () => {
    it('lists the codes usable at a restaurant now: its own and platform-wide, for this customer', async () => {
      const shop = await makeMenu(t);
      const own = await addPromotion(t, { restaurantId: shop.restaurant.id, minimumSubtotalCents: 100_000 });
      const platform = await addPromotion(t, { kind: 'fixed', value: 100 });
      const first = await addPromotion(t, { firstOrderOnly: true });
      const hidden = [
        await addPromotion(t, { restaurantId: other.restaurant.id }),
        await addPromotion(t, { isActive: false }),
        await addPromotion(t, { endsAt: new Date(Date.now() - DAY) }),
        await addPromotion(t, { startsAt: new Date(Date.now() + DAY) }),
        await addPromotion(t, { usageLimit: 1, uses: 1 }),
      ];
      const url = `/api/promotions/offers/?restaurant=${shop.restaurant.id}`;
      const codes = async (token?: string) =>
        ((await call(t, 'GET', url, { token })).body as { code: string }[]).map((o) => o.code);
      const anonymous = await codes();
      expect(anonymous[0]).toBe(own.code);
      expect(anonymous).toEqual(expect.arrayContaining([platform.code, first.code]));
      for (const h of hidden) expect(anonymous).not.toContain(h.code);
      // The customer has ordered before: a first-order code is not offered to them.
      expect(await codes(customer.token)).not.toContain(first.code);
      const bad = await call(t, 'GET', '/api/promotions/offers/?restaurant=abc');
      expect(bad.status).toBe(400);
    });
  });
});
