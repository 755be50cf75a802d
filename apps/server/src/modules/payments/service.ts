import {
  createIntentSchema,
  type IntentStatus,
  PAYMENT_MESSAGES as M,
  ORDER_MESSAGES,
  PAYMENT_LIMITS,
  testConfirmSchema,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserActor } from '../../lib/actor.js';
import { ApiError, badRequest, conflict, notFound, paymentRequired } from '../../lib/errors.js';
import { requireRole } from '../../lib/policy.js';
import { HOUR, MINUTE } from '../../lib/rate-limit/limiter.js';
import { validate } from '../../lib/validate.js';
import { refreshOrderTexts } from '../orders/texts.js';
import { cardOutcome, outcomeDetail } from './cards.js';
import type { StripeLikeEvent } from './provider.js';
import * as q from './queries.js';

/** A succeeded intent may pay for an order within this window (API.md §3.9, §4.4). */
const USABLE_MS = 60 * MINUTE;
const providerUnavailable = () => new ApiError(502, { detail: M.providerUnavailable });

const STRIPE_ID = /^[\x20-\x7e]{1,255}$/;

export function paymentsService(ctx: AppContext) {
  const { db } = ctx.database;
  const provider = ctx.payments;

  /** The payment an intent paid for becomes `refunded`, and so does what its order shows. */
  async function refundPayment(tx: Tx, intentId: string) {
    await refreshOrderTexts(tx, { ids: await q.refundPaymentOfIntent(tx, intentId) });
  }

  /** Marks an intent and the payment it paid for as refunded, once the processor accepted it. */
  async function markRefunded(intentId: string) {
    await ctx.transaction(async (tx) => {
      await q.setIntentStatus(tx, intentId, 'refunded', ['succeeded'], ctx.clock.now());
      await refundPayment(tx, intentId);
    });
  }

  const service = {
    config: () => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
      currency: PAYMENT_LIMITS.currency,
    }),

    /** `POST /api/orders/create-payment-intent/` (API.md §3.10): stored with the caller and amount. */
    async createIntent(actor: UserActor, body: unknown) {
      requireRole(actor, ['customer'], ORDER_MESSAGES.customersOnly);
      await ctx.limiter.hit({ key: `payment-intent:user:${actor.id}`, max: 20, windowMs: 10 * MINUTE });
      const { amount } = validate(createIntentSchema, body);
      let intent: Awaited<ReturnType<typeof provider.createIntent>>;
      try {
        intent = await provider.createIntent(amount, PAYMENT_LIMITS.currency, { user_id: String(actor.id) });
      } catch (error) {
        ctx.log.error({ err: error }, 'payment provider: creating an intent failed');
        throw providerUnavailable();
      }
      const now = ctx.clock.now();
      await q.insertIntent(db, {
        id: intent.id,
        userId: actor.id,
        provider: provider.name,
        amountCents: amount,
        currency: PAYMENT_LIMITS.currency,
        status: intent.status,
        clientSecret: intent.clientSecret,
        createdAt: now,
        updatedAt: now,
      });
      return {
        clientSecret: intent.clientSecret,
        id: intent.id,
        provider: provider.name,
        amount,
        currency: PAYMENT_LIMITS.currency,
        status: intent.status,
      };
    },

    /** `POST /api/payments/test/confirm/`: the card table of API.md §3.10. */
    async confirmTest(body: unknown, ip: string) {
      await ctx.limiter.hit({ key: `test-confirm:ip:${ip}`, max: 20, windowMs: 10 * MINUTE });
      const input = validate(testConfirmSchema, body);
      const intent = await q.findIntentBySecret(db, input.client_secret);
      if (intent?.provider !== 'test') throw notFound();
      if (intent.status !== 'requires_payment_method')
        throw conflict(M.notConfirmable, 'intent_not_confirmable', { status: intent.status });
      const outcome = cardOutcome(input, ctx.clock.now());
      if (outcome !== 'succeeded')
        throw paymentRequired(outcomeDetail(outcome), outcome, { status: 'requires_payment_method' });
      const moved = await q.setIntentStatus(db, intent.id, 'succeeded', ['requires_payment_method'], ctx.clock.now());
      if (!moved) {
        const now = await q.findIntent(db, intent.id);
        throw conflict(M.notConfirmable, 'intent_not_confirmable', { status: now?.status ?? intent.status });
      }
      return { id: intent.id, status: 'succeeded', amount: intent.amountCents, currency: intent.currency };
    },

    /**
     * With Stripe, re-reads an intent that is not yet `succeeded` before an order uses it (API.md
     * §4.4); a processor failure leaves the stored state, which the order then judges.
     */
    async refresh(intentId: string | null, userId: number) {
      if (!intentId || provider.name !== 'stripe') return;
      const stored = await q.findIntent(db, intentId);
      if (!stored || stored.userId !== userId || stored.provider !== 'stripe' || stored.status === 'succeeded') return;
      try {
        const current = await provider.retrieve(intentId);
        if (current && current.status !== stored.status)
          await q.setIntentStatus(db, intentId, current.status, [stored.status], ctx.clock.now());
      } catch (error) {
        ctx.log.warn({ err: error }, 'payment provider: re-reading an intent failed');
      }
    },

    /**
     * Verifies the card payment of a new order inside its transaction (API.md §3.9): the intent
     * must be the caller's, succeeded, unused and of the exact amount. Returns the locked intent.
     */
    async verifyForOrder(tx: Tx, actor: UserActor, intentId: string | null, totalCents: number) {
      let intent: q.IntentRow | undefined;
      if (intentId) {
        intent = await q.lockIntent(tx, intentId);
        if (!intent || intent.userId !== actor.id)
          throw badRequest({ payment: { payment_intent_id: [M.unknownIntent] } });
      } else {
        const since = new Date(ctx.clock.now().getTime() - USABLE_MS);
        intent = await q.lockRecentUsableIntent(tx, actor.id, totalCents, since);
        if (!intent) throw paymentRequired(M.paymentRequired, 'payment_required');
      }
      if (intent.status !== 'succeeded')
        throw paymentRequired(M.paymentIncomplete, 'payment_incomplete', { payment_status: intent.status });
      if (intent.amountCents !== totalCents)
        throw paymentRequired(M.amountMismatch(intent.amountCents, totalCents), 'payment_amount_mismatch');
      if (intent.orderId !== null)
        throw paymentRequired(M.alreadyUsed(intent.orderId), 'payment_already_used', { order: intent.orderId });
      return intent;
    },

    /** Links the intent to its order; a concurrent order that took it first makes this one fail. */
    async link(tx: Tx, intentId: string, orderId: number) {
      if (await q.linkIntent(tx, intentId, orderId, ctx.clock.now())) return;
      const intent = await q.findIntent(tx, intentId);
      throw paymentRequired(M.alreadyUsed(intent?.orderId ?? 0), 'payment_already_used', {
        order: intent?.orderId ?? null,
      });
    },

    /**
     * Refunds the card payment of a cancelled order (API.md §4.4): the test processor at once,
     * inside the transaction; Stripe after commit, the record turning `refunded` when Stripe
     * accepts (the sweep retries until it does).
     */
    async refundForOrder(
      tx: Tx,
      onCommit: (label: string, fn: () => Promise<unknown>) => void,
      intentId: string,
      providerName: string | null,
    ) {
      if (providerName === 'stripe') {
        onCommit('stripe refund', () => service.refundAtProvider(intentId));
        return 'completed' as const;
      }
      await provider.refund(intentId);
      await q.setIntentStatus(tx, intentId, 'refunded', ['succeeded'], ctx.clock.now());
      return 'refunded' as const;
    },

    async refundAtProvider(intentId: string) {
      if (provider.name !== 'stripe') {
        ctx.log.error({ intentId }, 'a Stripe payment cannot be refunded while PAYMENTS_PROVIDER is not stripe');
        return;
      }
      await provider.refund(intentId);
      await markRefunded(intentId);
    },

    /** `POST /api/payments/stripe/webhook/`: signature on the raw body, each event once. */
    async webhook(rawBody: Buffer | undefined, signature: unknown) {
      if (!provider.verifyWebhook) throw notFound();
      let event: StripeLikeEvent;
      try {
        event = provider.verifyWebhook(
          rawBody ?? Buffer.alloc(0),
          typeof signature === 'string' ? signature : '',
          ctx.clock.now().getTime(),
        );
      } catch (error) {
        const name = (error as { type?: string }).type;
        if (name === 'StripeSignatureVerificationError') throw new ApiError(400, { detail: M.invalidSignature });
        throw new ApiError(400, { detail: M.invalidPayload });
      }
      const object = event?.data?.object;
      // Stripe's ids are short printable ASCII; anything else (too long for the column, a NUL that
      // PostgreSQL refuses in text) is not an event of theirs.
      if (
        typeof event?.id !== 'string' ||
        !STRIPE_ID.test(event.id) ||
        typeof event.type !== 'string' ||
        !object ||
        typeof object !== 'object'
      )
        throw new ApiError(400, { detail: M.invalidPayload });
      await ctx.transaction(async (tx) => {
        const now = ctx.clock.now();
        if (!(await q.recordStripeEvent(tx, event.id, now))) return;
        const intentId =
          event.type === 'charge.refunded'
            ? (object.payment_intent as string | undefined)
            : (object.id as string | undefined);
        if (typeof intentId !== 'string' || !STRIPE_ID.test(intentId)) return;
        const moves: Record<string, [IntentStatus, IntentStatus[]]> = {
          'payment_intent.succeeded': ['succeeded', ['requires_payment_method', 'canceled']],
          'payment_intent.payment_failed': ['requires_payment_method', ['requires_payment_method']],
          'payment_intent.canceled': ['canceled', ['requires_payment_method']],
          'charge.refunded': ['refunded', ['succeeded', 'requires_payment_method', 'canceled']],
        };
        // Own keys only: a signed event typed `__proto__` or `constructor` is just an unhandled type.
        const move = Object.hasOwn(moves, event.type) ? moves[event.type] : undefined;
        if (!move) return;
        await q.setIntentStatus(tx, intentId, move[0], move[1], now);
        if (event.type === 'charge.refunded') await refundPayment(tx, intentId);
      });
      return { received: true };
    },

    /**
     * Housekeeping of API.md §4.4: unused succeeded intents are refunded after 60 minutes,
     * unconfirmed ones canceled after 24 hours, and Stripe refunds not yet accepted are retried.
     */
    async sweep() {
      const now = ctx.clock.now();
      for (const intent of await q.unusedSucceededIntents(db, new Date(now.getTime() - USABLE_MS))) {
        try {
          if (intent.provider === provider.name) await provider.refund(intent.id);
          await markRefunded(intent.id);
        } catch (error) {
          ctx.log.error({ err: error, intentId: intent.id }, 'refunding an unused payment failed');
        }
      }
      await q.cancelStaleIntents(db, new Date(now.getTime() - 24 * HOUR), now);
      for (const { intentId } of await q.pendingStripeRefunds(db)) {
        if (!intentId) continue;
        await service
          .refundAtProvider(intentId)
          .catch((error) => ctx.log.error({ err: error, intentId }, 'stripe refund failed; retrying later'));
      }
    },
  };
  return service;
}
