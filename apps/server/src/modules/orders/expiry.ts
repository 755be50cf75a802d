import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { type Language, localized, orderNotifications } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { orders, restaurants } from '../../db/schema.js';
import { type NewNotification, notificationsService } from '../notifications/service.js';
import { orderCancellation } from './cancel.js';
import { refreshOrderTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep now (the timer's work), for tests and tools: the ids of the orders it cancelled. */
    sweepOrders(limit?: number): Promise<number[]>;
  }
}

const MINUTE_MS = 60_000;
/** A scheduled order's time to confirm starts this long before its time (ADR 026). */
const SCHEDULED_LEAD_MS = 30 * MINUTE_MS;
/** Orders one sweep cancels at most; the rest wait for the next sweep, so one sweep never runs for long. */
export const SWEEP_BATCH = 200;

/**
 * The next overdue pending order, locked. SKIP LOCKED leaves an order another instance (or the owner confirming
 * it) holds to that transaction, so each is cancelled once however many servers sweep the same database.
 */
async function claimOverdue(tx: Tx, now: Date, skip: number[]) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      restaurantId: orders.restaurantId,
      restaurantName: orders.restaurantName,
      restaurantNameAr: orders.restaurantNameAr,
      status: orders.status,
      totalPriceCents: orders.totalPriceCents,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      scheduledFor: orders.scheduledFor,
      acceptBy: orders.acceptBy,
      ownerId: restaurants.ownerId,
    })
    .from(orders)
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.acceptBy, now),
        skip.length ? notInArray(orders.id, skip) : undefined,
      ),
    )
    .orderBy(asc(orders.acceptBy))
    .limit(1)
    .for('update', { of: orders, skipLocked: true });
  return row;
}

/** The minutes the restaurant was given: from placement (or 30 minutes before a scheduled time) to accept_by. */
function minutesGiven(order: { createdAt: Date; scheduledFor: Date | null; acceptBy: Date | null }) {
  const start = Math.max(order.createdAt.getTime(), (order.scheduledFor?.getTime() ?? 0) - SCHEDULED_LEAD_MS);
  return Math.max(0, Math.round(((order.acceptBy?.getTime() ?? start) - start) / MINUTE_MS));
}

/**
 * Issue #21 (ADR 026): pending orders their restaurant did not confirm by `accept_by` are cancelled by the server
 * with the staff cancellation's effects, `cancelled_by = 'system'`, and both sides told in their language.
 */
export function orderSweeper(ctx: AppContext) {
  const cancel = orderCancellation(ctx);
  const notifications = notificationsService(ctx);
  const reason = orderNotifications('en', ctx.config.CURRENCY).notAcceptedReason();

  /** Cancels one overdue order in its own transaction; the order claimed (and whether cancelled), null when none. */
  async function cancelNext(skip: number[], claimed: { id?: number }) {
    return ctx.transaction(async (tx, onCommit) => {
      const order = await claimOverdue(tx, ctx.clock.now(), skip);
      if (!order) return null;
      claimed.id = order.id;
      // The row is read as locked: an owner who confirmed it first has changed its status.
      if (order.status !== 'pending') return { id: order.id, cancelled: false };
      const { id } = order;
      await cancel(tx, onCommit, order, reason, 'system');
      await refreshOrderTexts(tx, { ids: [id] });

      const refund = order.paymentMethod === 'credit_card' ? order.totalPriceCents : null;
      const minutes = minutesGiven(order);
      const restaurantIn = (language: Language) =>
        localized({ name: order.restaurantName, name_ar: order.restaurantNameAr }, 'name', language);
      const base = { senderId: null, restaurantId: order.restaurantId, orderId: id };
      const notes: NewNotification[] = [];
      if (order.userId !== null)
        notes.push({
          ...base,
          recipientId: order.userId,
          type: 'order_rejected',
          text: (language) =>
            orderNotifications(language, ctx.config.CURRENCY).notAccepted(id, restaurantIn(language), refund),
        });
      if (order.ownerId !== null && order.ownerId !== undefined)
        notes.push({
          ...base,
          recipientId: order.ownerId,
          type: 'other',
          text: (language) => orderNotifications(language, ctx.config.CURRENCY).notAcceptedOwner(id, minutes),
        });
      await notifications.create(tx, notes);
      return { id, cancelled: true };
    });
  }

  /**
   * Cancels the orders overdue now, at most `limit`, one transaction each; returns their ids. An order whose
   * cancellation fails is logged and left for the next sweep.
   */
  async function sweep(limit = SWEEP_BATCH): Promise<number[]> {
    const cancelled: number[] = [];
    const passed: number[] = [];
    while (cancelled.length + passed.length < limit) {
      const claimed: { id?: number } = {};
      let next: Awaited<ReturnType<typeof cancelNext>>;
      try {
        next = await cancelNext(passed, claimed);
      } catch (error) {
        // Nothing claimed means the database itself failed: stop, the next sweep tries again.
        if (claimed.id === undefined) throw error;
        ctx.log.error({ err: error, orderId: claimed.id }, 'cancelling an order not accepted in time failed');
        passed.push(claimed.id);
        continue;
      }
      if (next === null) break;
      const { id } = next;
      if (!next.cancelled) {
        passed.push(id);
        continue;
      }
      ctx.log.info({ orderId: id }, `order #${id} cancelled: not accepted in time`);
      cancelled.push(id);
    }
    return cancelled;
  }

  /**
   * Sweeps now and then every `intervalMs` (0: never) until stopped; sweeps never overlap. The timer is unref'd, so
   * it never keeps the process alive; `stop` waits for a sweep under way.
   */
  function start(intervalMs: number) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let stopped = false;
    const run = () => {
      running = sweep()
        .catch((error) => ctx.log.error({ err: error }, 'order sweep failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule();
        });
    };
    const schedule = () => {
      timer = setTimeout(run, intervalMs);
      timer.unref();
    };
    if (intervalMs > 0) run();
    return {
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  }

  return { sweep, start };
}
