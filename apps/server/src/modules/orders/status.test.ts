import {
  customerTransitions,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  staffTransitions,
} from '@dishcraft/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { ingredients, meals, notifications, orders, paymentIntents, payments } from '../../db/schema.js';
import {
  cashOrder,
  makeIngredient,
  makeMeal,
  makeMenu,
  makeRestaurant,
  payByCard,
  type RestaurantFixture,
  stockOf,
} from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const statusUrl = (id: number) => `${ORDERS}${id}/update_status/`;

describe('order status changes', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
    menu = await makeMenu(t, 100_000);
  });
  afterAll(() => t.close());

  async function place(restaurant: RestaurantFixture = menu.restaurant, meal = menu.meal, buyer = customer) {
    const res = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  }
  const setStatus = (id: number, status: string) => t.db.update(orders).set({ status }).where(eq(orders.id, id));
  const lastNotificationId = async () => {
    const rows = await t.db.select({ id: notifications.id }).from(notifications);
    return Math.max(0, ...rows.map((r) => r.id));
  };
  const notesSince = (orderId: number, after: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), gt(notifications.id, after)))
      .orderBy(notifications.id);

  /** The notifications API.md §4.5 names for `to`, set by an owner or admin. */
  function expectedStaffNotes(id: number, to: OrderStatus, byAdmin: boolean) {
    const r = menu.restaurant.name;
    const forCustomer: Record<string, [string, string, string]> = {
      confirmed: ['order_accepted', 'Order Accepted', `${r} accepted your order #${id}.`],
      preparing: ['other', 'Order Being Prepared', `${r} is now preparing your order #${id}.`],
      ready: ['order_ready', 'Order Ready', `Your order #${id} from ${r} is ready for pickup or delivery.`],
      delivered: [
        'order_delivered',
        'Order Delivered',
        `Your order #${id} from ${r} has been delivered. Enjoy your meal!`,
      ],
      cancelled: ['order_rejected', 'Order Cancelled', `${r} cancelled your order #${id}. Reason: Out of dough`],
    };
    const [type, title, message] = forCustomer[to] as [string, string, string];
    const notes = [{ recipientId: customer.id, notificationType: type, title, message }];
    if (byAdmin)
      notes.push({
        recipientId: menu.restaurant.owner.id,
        notificationType: 'other',
        title: 'Order Updated by Admin',
        message: `An administrator set order #${id} to ${ORDER_STATUS_LABELS[to]}.`,
      });
    return notes;
  }

  for (const role of ['owner', 'admin'] as const) {
    it(`${role}: every allowed transition succeeds and notifies; every other one is a 409 that notifies no one`, async () => {
      const token = role === 'owner' ? menu.restaurant.owner.token : admin.token;
      const { id } = await place();
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await setStatus(id, from);
          const mark = await lastNotificationId();
          const res = await call(t, 'POST', statusUrl(id), { token, body: { status: to, reason: 'Out of dough' } });
          const allowed = staffTransitions(from);
          if (allowed.includes(to)) {
            expect(res.status, `${from} → ${to}`).toBe(200);
            expect(res.body.status).toBe(to);
            const notes = await notesSince(id, mark);
            expect(
              notes.map((n) => ({
                recipientId: n.recipientId,
                notificationType: n.notificationType,
                title: n.title,
                message: n.message,
              })),
            ).toEqual(expectedStaffNotes(id, to, role === 'admin'));
            for (const n of notes) {
              expect(n.senderId).toBe(role === 'owner' ? menu.restaurant.owner.id : admin.id);
              expect(n.restaurantId).toBe(menu.restaurant.id);
            }
          } else {
            expect(res.status, `${from} → ${to}`).toBe(409);
            expect(res.body).toEqual({
              detail: `Cannot change the order from ${from} to ${to}.`,
              code: 'invalid_transition',
              status: from,
              allowed,
            });
            expect(await notesSince(id, mark)).toEqual([]);
            const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
            expect(row?.status).toBe(from);
          }
        }
      }
    });
  }

  it('customer: may cancel only while pending (owner notified); anything else is 403 or 409', async () => {
    for (const from of ORDER_STATUSES) {
      const { id } = await place();
      await setStatus(id, from);
      const mark = await lastNotificationId();
      const forbidden = await call(t, 'POST', statusUrl(id), { token: customer.token, body: { status: 'confirmed' } });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ detail: 'You do not have permission to update this order status' });
      const res = await call(t, 'POST', statusUrl(id), {
        token: customer.token,
        body: { status: 'cancelled', reason: 'Changed my mind' },
      });
      if (customerTransitions(from).includes('cancelled')) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          status: 'cancelled',
          cancellation_reason: 'Changed my mind',
          cancelled_by: 'customer',
        });
        const notes = await notesSince(id, mark);
        expect(notes.map((n) => [n.recipientId, n.notificationType, n.title, n.message])).toEqual([
          [
            menu.restaurant.owner.id,
            'other',
            'Order Cancelled by Customer',
            `${customer.username} cancelled order #${id}. Reason: Changed my mind`,
          ],
        ]);
      } else {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          detail: `This order can no longer be cancelled because it is already ${from}.`,
          code: 'invalid_transition',
          status: from,
          allowed: [],
        });
        expect(await notesSince(id, mark)).toEqual([]);
      }
    }
  });

  it('status and reason are validated, after permission, and nothing changes', async () => {
    const { id } = await place();
    const owner = menu.restaurant.owner.token;
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{}, { status: ['This field is required.'] }],
      [
        { status: 'shipped' },
        {
          status: [
            '"shipped" is not a valid choice. Use one of: pending, confirmed, preparing, ready, delivered, cancelled.',
          ],
        },
      ],
      [{ status: 'cancelled' }, { reason: ['A cancellation reason is required.'] }],
      [{ status: 'cancelled', reason: '   ' }, { reason: ['A cancellation reason is required.'] }],
      [{ status: 'cancelled', reason: 'x'.repeat(501) }, { reason: ['Must be at most 500 characters.'] }],
    ];
    const mark = await lastNotificationId();
    for (const [body, errors] of cases) {
      const res = await call(t, 'POST', statusUrl(id), { token: owner, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
    const customerNoReason = await call(t, 'POST', statusUrl(id), {
      token: customer.token,
      body: { status: 'cancelled' },
    });
    expect(customerNoReason.status).toBe(400);
    expect(customerNoReason.body).toEqual({ reason: ['A cancellation reason is required.'] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'pending', cancellationReason: null });
    expect(await notesSince(id, mark)).toEqual([]);
    const ignored = await call(t, 'POST', statusUrl(id), {
      token: owner,
      body: { status: 'confirmed', reason: 'ignored' },
    });
    expect(ignored.status).toBe(200);
    expect(ignored.body.cancellation_reason).toBeNull();
  });

  it('other owners and customers see no such order (404); anonymous callers 401', async () => {
    const { id } = await place();
    const otherOwner = await makeRestaurant(t);
    const otherCustomer = await createUser(t, 'customer');
    for (const token of [otherOwner.owner.token, otherCustomer.token]) {
      const res = await call(t, 'POST', statusUrl(id), { token, body: { status: 'cancelled', reason: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
      expect((await call(t, 'GET', `${ORDERS}${id}/`, { token })).status).toBe(404);
    }
    expect((await call(t, 'POST', statusUrl(id), { body: { status: 'cancelled' } })).status).toBe(401);
    expect(
      (await call(t, 'POST', statusUrl(999999), { token: admin.token, body: { status: 'confirmed' } })).status,
    ).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('pending');
  });

  it('cancelling gives back exactly the stock taken, to ingredients that still exist', async () => {
    const restaurant = await makeRestaurant(t);
    const kept = await makeIngredient(t, restaurant.id, { quantity: 50 });
    const gone = await makeIngredient(t, restaurant.id, { quantity: 50 });
    const meal = await makeMeal(t, restaurant.id, {}, [
      { ingredientId: kept, quantity: 2.5 },
      { ingredientId: gone, quantity: 1 },
    ]);
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal, quantity: 4 }]),
    });
    expect(res.status).toBe(201);
    expect(await stockOf(t, kept)).toBe(40);
    await t.db.update(ingredients).set({ quantity: 45 }).where(eq(ingredients.id, kept)); // the owner restocked
    await t.db.delete(meals).where(eq(meals.id, meal));
    await t.db.delete(ingredients).where(eq(ingredients.id, gone));
    const cancel = await call(t, 'POST', statusUrl(res.body.id), {
      token: restaurant.owner.token,
      body: { status: 'cancelled', reason: 'Closed early' },
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(t, kept)).toBe(55);
    expect(cancel.body.payment.status).toBe('cancelled');
    expect(cancel.body.cancelled_by).toBe('staff');
  });

  it('cash: delivered completes the payment', async () => {
    const { id } = await place();
    const res = await call(t, 'POST', statusUrl(id), {
      token: menu.restaurant.owner.token,
      body: { status: 'delivered' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment.status).toBe('completed');
  });

  it('card: cancelling refunds at once with the test processor, and tells the customer', async () => {
    const intent = await payByCard(t, customer, 800);
    const order = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: {
        ...cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
        payment_method: 'credit_card',
        payment: { payment_intent_id: intent.id },
      },
    });
    expect(order.status).toBe(201);
    const stockBefore = await stockOf(t, menu.ingredient);
    const mark = await lastNotificationId();
    const res = await call(t, 'POST', statusUrl(order.body.id), {
      token: menu.restaurant.owner.token,
      body: { status: 'cancelled', reason: 'Out of dough' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'refunded', transaction_id: intent.id });
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    expect(row?.status).toBe('refunded');
    const [pay] = await t.db.select().from(payments).where(eq(payments.orderId, order.body.id));
    expect(pay?.status).toBe('refunded');
    expect(await stockOf(t, menu.ingredient)).toBe(stockBefore + 100);
    const notes = await notesSince(order.body.id, mark);
    expect(notes.map((n) => n.message)).toEqual([
      `${menu.restaurant.name} cancelled your order #${order.body.id}. Reason: Out of dough Your card payment of EGP\u00a08.00 will be refunded.`,
    ]);
  });

  it('orders cannot be edited or deleted: PUT, PATCH and DELETE answer 405 with Allow', async () => {
    const { id } = await place();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(t, method, `${ORDERS}${id}/`, { token: customer.token, body: { status: 'delivered' } });
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ detail: `Method "${method}" is not allowed here.` });
      expect(String(res.headers.allow)).toContain('GET');
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('pending');
  });
});
