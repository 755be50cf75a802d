import { ORDER_MESSAGES as M, staffTransitions } from '@dishcraft/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, payments } from '../../src/db/schema.js';
import { cashOrder, makeMenu, stockOf } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { tally } from './support/tally.js';

const ORDERS = '/api/orders/orders/';
const statusUrl = (id: number) => `${ORDERS}${id}/update_status/`;
const STOCK = 100_000;

// Several requests on the same order at the same moment: only PostgreSQL's pool runs them truly in
// parallel, so the row lock in the status change is what decides the winner.
describe('parallel status changes of one order (PostgreSQL)', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
    menu = await makeMenu(t, STOCK);
  });
  afterAll(() => t.close());

  async function place(): Promise<number> {
    const res = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(menu.restaurant.id, [{ meal: menu.meal }]),
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /** Notifications caused by status changes of `orderId` (everything but the order's own `new_order`). */
  async function statusNotes(orderId: number) {
    return t.db
      .select({
        recipient: notifications.recipientId,
        type: notifications.notificationType,
        title: notifications.title,
      })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), ne(notifications.notificationType, 'new_order')));
  }

  async function orderRow(orderId: number) {
    const [row] = await t.db
      .select({ status: orders.status, reason: orders.cancellationReason, payment: payments.status })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    return row;
  }

  it('20 parallel pending→confirmed by owner and admin: one 200, nineteen 409, one notification set', async ({
    annotate,
  }) => {
    const id = await place();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', statusUrl(id), {
          token: i % 2 ? admin.token : menu.restaurant.owner.token,
          body: { status: 'confirmed' },
        }),
      ),
    );
    expect(tally(replies)).toEqual({ 200: 1, 409: 19 });
    const winner = replies.findIndex((r) => r.status === 200);
    expect(replies[winner]?.body.status).toBe('confirmed');
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        detail: M.invalidTransition('confirmed', 'confirmed'),
        code: 'invalid_transition',
        status: 'confirmed',
        allowed: staffTransitions('confirmed'),
      });
    }
    // The customer hears once; when the admin won, the owner is told once as well (API.md §4.5).
    const notes = await statusNotes(id);
    const byAdmin = winner % 2 === 1;
    expect(notes.filter((n) => n.type === 'order_accepted')).toEqual([
      { recipient: customer.id, type: 'order_accepted', title: 'Order Accepted' },
    ]);
    expect(notes).toHaveLength(byAdmin ? 2 : 1);
    await annotate(`won by the ${byAdmin ? 'admin' : 'owner'}; ${notes.length} notification(s)`);
    expect(await stockOf(t, menu.ingredient)).toBe(STOCK - 100 * (await orderCount()));
  });

  it('20 parallel cancellations by customer, owner and admin: one 200, stock given back exactly once', async () => {
    const id = await place();
    const before = await stockOf(t, menu.ingredient);
    const tokens = [customer.token, menu.restaurant.owner.token, admin.token];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'POST', statusUrl(id), {
          token: tokens[i % 3],
          body: { status: 'cancelled', reason: `Race ${i}` },
        }),
      ),
    );
    expect(tally(replies)).toEqual({ 200: 1, 409: 19 });
    for (const [i, r] of replies.entries()) {
      if (r.status === 200) continue;
      const byCustomer = i % 3 === 0;
      expect(r.body).toEqual({
        detail: byCustomer ? M.noLongerCancellable('cancelled') : M.invalidTransition('cancelled', 'cancelled'),
        code: 'invalid_transition',
        status: 'cancelled',
        allowed: [],
      });
    }
    const winner = replies.findIndex((r) => r.status === 200);
    expect(await stockOf(t, menu.ingredient)).toBe(before + 100);
    expect(await orderRow(id)).toEqual({ status: 'cancelled', reason: `Race ${winner}`, payment: 'cancelled' });
    const notes = await statusNotes(id);
    // An admin's cancellation also tells the owner (API.md §4.5); the others tell one person.
    expect(notes).toHaveLength(winner % 3 === 2 ? 2 : 1);
    expect(notes.filter((n) => n.title.startsWith('Order Cancelled'))).toHaveLength(1);
  });

  it('customer cancels racing owner confirms, five rounds: exactly one change wins each time', async ({ annotate }) => {
    const winners: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const id = await place();
      const before = await stockOf(t, menu.ingredient);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? call(t, 'POST', statusUrl(id), {
                token: customer.token,
                body: { status: 'cancelled', reason: 'Changed' },
              })
            : call(t, 'POST', statusUrl(id), { token: menu.restaurant.owner.token, body: { status: 'confirmed' } }),
        ),
      );
      expect(tally(replies)).toEqual({ 200: 1, 409: 19 });
      const won = replies.find((r) => r.status === 200)?.body.status as string;
      winners.push(won);
      for (const [i, r] of replies.entries()) {
        if (r.status === 200) continue;
        const cancel = i % 2 === 1;
        expect(r.body.code).toBe('invalid_transition');
        expect(r.body.status).toBe(won);
        expect(r.body.detail).toBe(cancel ? M.noLongerCancellable(won) : M.invalidTransition(won, 'confirmed'));
      }
      const row = await orderRow(id);
      expect(row?.status).toBe(won);
      expect(row?.payment).toBe(won === 'cancelled' ? 'cancelled' : 'pending');
      expect(await stockOf(t, menu.ingredient)).toBe(won === 'cancelled' ? before + 100 : before);
      expect(await statusNotes(id)).toHaveLength(1);
    }
    await annotate(`winners: ${winners.join(', ')}`);
  });

  /** Orders of this file not cancelled: each still holds 100 g of the stock. */
  async function orderCount(): Promise<number> {
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.restaurantId, menu.restaurant.id), ne(orders.status, 'cancelled')));
    return rows.length;
  }
});
