import type { IntentStatus } from '@dishcraft/contract';
import Stripe from 'stripe';
import type { PaymentProvider, StripeLikeEvent } from './provider.js';

/** Webhooks older than five minutes are refused (API.md §3.10). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's intent states folded into ours (API.md §1.4): anything unfinished needs a payment method. */
export function intentStatusOf(status: string): IntentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  return 'requires_payment_method';
}

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API base (a local fake or stripe-mock), e.g. `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/** The Stripe adapter, through the official `stripe` package. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent(amountCents, currency, metadata) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        metadata,
        automatic_payment_methods: { enabled: true },
      });
      return { id: intent.id, clientSecret: intent.client_secret ?? '', status: intentStatusOf(intent.status) };
    },
    async retrieve(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return { id: intent.id, status: intentStatusOf(intent.status), amountCents: intent.amount };
    },
    async refund(id) {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    },
    verifyWebhook(rawBody, signature, receivedAtMs) {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        receivedAtMs,
      ) as unknown as StripeLikeEvent;
    },
  };
}
