import { DEFAULT_MESSAGES } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { addresses, notifications, orders, paymentIntents, restaurants, users } from '../../db/schema.js';
import {
  cashOrder,
  deliverTo,
  eventually,
  makeAddress,
  makeArea,
  makeMenu,
  memoryMailer,
  orderTableCounts,
  payByCard,
  stockOf,
} from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const MINUTE = 60_000;

/** Delivery areas, fees, minimums and pickup when placing an order (issue #21, API.md §3.9). */
describe('placing an order with a fulfilment', () => {
  let t: TestApp;
  let customer: TestUser;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  /** A restaurant (bread at 8.00, stock for 10) delivering to one area at a fee of 15.00 and a minimum of 16.00. */
  async function served(terms: { feeCents?: number; minimumCents?: number } = {}) {
    const menu = await makeMenu(t);
    const area = await makeArea(t, { name: `Maadi ${menu.restaurant.id}`, nameAr: 'المعادي' });
    await deliverTo(t, menu.restaurant.id, area, { feeCents: 1500, minimumCents: 1600, minutes: 25, ...terms });
    return { ...menu, area };
  }

  /** The order was refused with `status` and changed nothing: no order, no stock taken, no payment, no notice. */
  async function refusedUnchanged(body: Record<string, unknown>, status: number, ingredient: number) {
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
    return res.body;
  }

  it('delivery to a saved address: fee added, area and address kept as they were, one line for old clients', async () => {
    const { restaurant, meal, ingredient, area } = await served();
    const address = await makeAddress(t, customer.id, area, { street: '9 Road 9', building: '12', floor: '3' });
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        restaurant: restaurant.id,
        fulfilment: 'delivery',
        address,
        payment_method: 'cash',
        total_price: '31.00',
        items: [{ meal, quantity: 2 }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      area,
      area_details: { id: area, name: `Maadi ${restaurant.id}`, name_ar: 'المعادي' },
      address: {
        label: 'Home',
        street: '9 Road 9',
        building: '12',
        floor: '3',
        apartment: '',
        landmark: '',
        phone: '01012345678',
      },
      delivery_address: `9 Road 9, 12, 3, Maadi ${restaurant.id}, Cairo`,
      subtotal: '16.00',
      delivery_fee: '15.00',
      total_price: '31.00',
      scheduled_for: null,
      cancelled_by: null,
      payment: { amount: '31.00' },
    });
    // Kitchen 20 minutes + the area's 25; the restaurant's 10 minutes to accept.
    const placed = Date.parse(order.created_at);
    expect(Date.parse(order.estimated_at) - placed).toBe(45 * MINUTE);
    expect(Date.parse(order.accept_by) - placed).toBe(10 * MINUTE);
    expect(await stockOf(t, ingredient)).toBe(800);
    const stored = await call(t, 'GET', `${ORDERS}${order.id}/`, { token: customer.token });
    expect(stored.text).toBe(res.text);
  });

  it('delivery to a typed address in an area; the address changes later, the order keeps it', async () => {
    const { restaurant, meal, area } = await served({ minimumCents: 0 });
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        ...cashOrder(restaurant.id, [{ meal }]),
        fulfilment: 'delivery',
        area,
        delivery_address: '4 Canal St, flat 2',
        address_details: { street: '4 Canal St', apartment: '2', phone: '01098765432' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      area,
      delivery_address: '4 Canal St, flat 2',
      address: { label: '', street: '4 Canal St', apartment: '2', phone: '01098765432', building: '' },
      total_price: '23.00',
    });
    // A saved address edited after ordering does not change an order placed with it.
    const saved = await makeAddress(t, customer.id, area);
    const withSaved = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant.id, [{ meal }]), delivery_address: undefined, address: saved },
    });
    expect(withSaved.status).toBe(201);
    await t.db.update(addresses).set({ street: '1 Moved St' }).where(eq(addresses.id, saved));
    const again = await call(t, 'GET', `${ORDERS}${withSaved.body.id}/`, { token: customer.token });
    expect(again.body.address.street).toBe('9 Road 9');
  });

  it('an area the restaurant does not serve, a retired one, or a restaurant not delivering: 400 area_not_served', async () => {
    const { restaurant, meal, ingredient, area } = await served();
    const elsewhere = await makeArea(t);
    const body = { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), fulfilment: 'delivery', area: elsewhere };
    expect(await refusedUnchanged(body, 400, ingredient)).toEqual({
      code: 'area_not_served',
      area: ['This restaurant does not deliver to this area.'],
    });
    const saved = await makeAddress(t, customer.id, elsewhere);
    const bySaved = { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), address: saved };
    expect((await refusedUnchanged(bySaved, 400, ingredient)).code).toBe('area_not_served');

    const retired = await makeArea(t, { isRetired: true });
    await deliverTo(t, restaurant.id, retired);
    expect((await refusedUnchanged({ ...body, area: retired }, 400, ingredient)).code).toBe('area_not_served');

    await t.db.update(restaurants).set({ offersDelivery: false }).where(eq(restaurants.id, restaurant.id));
    expect((await refusedUnchanged({ ...body, area }, 400, ingredient)).code).toBe('area_not_served');
  });

  it("another customer's address, an unknown area, or no area where the restaurant has areas: 400", async () => {
    const { restaurant, meal, ingredient, area } = await served({ minimumCents: 0 });
    const other = await createUser(t, 'customer');
    const theirs = await makeAddress(t, other.id, area);
    const base = cashOrder(restaurant.id, [{ meal }]);
    expect(await refusedUnchanged({ ...base, address: theirs }, 400, ingredient)).toEqual({
      address: [DEFAULT_MESSAGES.doesNotExist('Address', theirs)],
    });
    expect(await refusedUnchanged({ ...base, area: 999_999 }, 400, ingredient)).toEqual({
      area: [DEFAULT_MESSAGES.doesNotExist('Area', 999_999)],
    });
    // The old client's body (a typed line, no area) at a restaurant that delivers by area.
    expect(await refusedUnchanged(base, 400, ingredient)).toEqual({
      area: ['Choose a saved address or a delivery area.'],
    });
  });

  it('the minimum: one piastre short is refused with what is missing, exactly the minimum is accepted', async () => {
    const { restaurant, meal, ingredient, area } = await served({ minimumCents: 1601 });
    const body = { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), area };
    expect(await refusedUnchanged(body, 400, ingredient)).toEqual({
      code: 'below_minimum',
      minimum: '16.01',
      missing: '0.01',
      non_field_errors: ['The minimum order for delivery to this area is 16.01. Add 0.01 more.'],
    });
    const { restaurant: exact, meal: bread, area: exactArea } = await served({ minimumCents: 1600 });
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(exact.id, [{ meal: bread, quantity: 2 }]), area: exactArea },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ subtotal: '16.00', delivery_fee: '15.00', total_price: '31.00' });
  });

  it('pickup: refused where not offered; where offered no fee, no minimum, no address, ready after the kitchen', async () => {
    const { restaurant, meal, ingredient } = await served({ minimumCents: 100_000 });
    const body = { ...cashOrder(restaurant.id, [{ meal }]), delivery_address: undefined, fulfilment: 'pickup' };
    expect(await refusedUnchanged(body, 400, ingredient)).toEqual({
      fulfilment: ['This restaurant does not offer pickup.'],
    });
    await t.db
      .update(restaurants)
      .set({ offersPickup: true, busyExtraMinutes: 15 })
      .where(eq(restaurants.id, restaurant.id));
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body: { ...body, total_price: 8 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      fulfilment: 'pickup',
      area: null,
      area_details: null,
      address: null,
      delivery_address: '',
      subtotal: '8.00',
      delivery_fee: '0.00',
      total_price: '8.00',
    });
    expect(Date.parse(res.body.estimated_at) - Date.parse(res.body.created_at)).toBe(35 * MINUTE);
    expect(await stockOf(t, ingredient)).toBe(900);
  });

  it("the client's total must include the fee", async () => {
    const { restaurant, meal, ingredient, area } = await served({ minimumCents: 0 });
    const body = { ...cashOrder(restaurant.id, [{ meal }]), area, total_price: '8.00' };
    expect(await refusedUnchanged(body, 400, ingredient)).toEqual({
      total_price: ['The order total has changed. The current total is 23.00.'],
    });
  });

  it('a card pays exactly the total with the fee: an intent for the subtotal is refused and stays unused', async () => {
    const { restaurant, meal, ingredient, area } = await served({ minimumCents: 0 });
    const short = await payByCard(t, customer, 800);
    const body = {
      ...cashOrder(restaurant.id, [{ meal }]),
      area,
      payment_method: 'credit_card',
      payment: { payment_intent_id: short.id },
    };
    const refused = await refusedUnchanged(body, 402, ingredient);
    expect(refused.code).toBe('payment_amount_mismatch');
    const [unused] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, short.id));
    expect(unused?.orderId).toBeNull();

    const full = await payByCard(t, customer, 2300);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...body, payment: { payment_intent_id: full.id } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      total_price: '23.00',
      delivery_fee: '15.00',
      payment: { amount: '23.00', status: 'completed', transaction_id: full.id },
    });
  });

  it('the e-mails and the notice give subtotal, fee, total and the area, each in its reader’s language', async () => {
    const { restaurant, meal, area } = await served({ minimumCents: 0 });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, restaurant.owner.id));
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), area },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const mails = () => mailer.sent.filter((m) => m.subject.includes(`#${id}`) || m.subject.includes(` ${id}`));
    await eventually(async () => mails().length === 2);
    const toCustomer = mails().find((m) => m.to === customer.email)?.text ?? '';
    expect(toCustomer).toContain(
      `Subtotal: EGP\u00a016.00\nDelivery fee: EGP\u00a015.00\nTotal: EGP\u00a031.00\n\nDelivery to Maadi ${restaurant.id}: 12 Nile St, Cairo\nAs soon as possible, expected by `,
    );
    const toOwner = mails().find((m) => m.to === restaurant.owner.email)?.text ?? '';
    expect(toOwner).toContain('المجموع الفرعي: ');
    expect(toOwner).toContain('رسوم التوصيل: ');
    expect(toOwner).toContain('التوصيل إلى المعادي: 12 Nile St, Cairo');
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, id));
    expect(note?.message).toMatch(/المجموع الفرعي .* \+ رسوم التوصيل .*\. التوصيل إلى المعادي\.$/);
  });

  it('an old client at a restaurant without areas: no fee, the typed line, and the notice as before', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: { ...cashOrder(restaurant.id, [{ meal, quantity: 2 }]), total_price: 16 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fulfilment: 'delivery',
      area: null,
      address: null,
      delivery_address: '12 Nile St, Cairo',
      subtotal: '16.00',
      delivery_fee: '0.00',
      total_price: '16.00',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(row).toMatchObject({ subtotalCents: 1600, deliveryFeeCents: 0, totalPriceCents: 1600, areaId: null });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, res.body.id));
    expect(note?.message).toBe(
      `You have a new order #${res.body.id} from ${customer.username}: 2 items, total EGP\u00a016.00.`,
    );
  });
});
