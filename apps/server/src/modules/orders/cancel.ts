import { eq } from 'drizzle-orm';
import type { AppContext, OnCommit } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { paymentsService } from '../payments/service.js';
import { promotionsService } from '../promotions/service.js';
import * as q from './queries.js';

/** Who cancelled an order (`orders.cancelled_by`): the customer, the staff (owner or admin) or the server. */
export type CancelledBy = 'customer' | 'staff' | 'system';

/**
 * The writes every cancellation makes, whoever asks for it (API.md §4.3): stock back, the order cancelled, its promo
 * code's use given back, a completed card payment refunded, a cash one cancelled. The caller holds the order's row lock and writes the
 * notices and the order's text itself.
 */
export function orderCancellation(ctx: AppContext) {
  const payments = paymentsService(ctx);
  const promotions = promotionsService(ctx);

  return async function cancel(
    tx: Tx,
    onCommit: OnCommit,
    order: { id: number; paymentMethod: string },
    reason: string | null,
    by: CancelledBy,
  ) {
    const { id } = order;
    // Stock before status: an order placement locks stock rows and then (writing its order) a row
    // of order_counts; a cancellation taking them in the other order could deadlock with it (ADR 008).
    await q.restoreStock(tx, id);
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledBy: by,
        updatedAt: ctx.clock.now(),
        ...(reason !== null && { cancellationReason: reason }),
      })
      .where(eq(orders.id, id));
    // After the stock and the order, the order a placement takes them in (ADR 029).
    await promotions.release(tx, id);

    const payment = await q.paymentOf(tx, id);
    if (order.paymentMethod === 'credit_card' && payment?.transactionId && payment.status === 'completed') {
      const status = await payments.refundForOrder(tx, onCommit, payment.transactionId, payment.provider);
      if (status !== payment.status) await q.setPaymentStatus(tx, id, status);
    } else if (order.paymentMethod === 'cash') {
      await q.setPaymentStatus(tx, id, 'cancelled');
    }
  };
}
