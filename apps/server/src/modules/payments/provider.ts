import { randomBytes } from 'node:crypto';
import type { IntentStatus } from '@dishcraft/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { findIntent } from './queries.js';
import { createStripeProvider } from './stripe.js';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

/**
 * The card processor behind the payments module (ARCHITECTURE.md, outside services): the built-in
 * test processor (default) or Stripe. Intents are also stored in `payment_intents` by the service.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  readonly publishableKey: string | null;
  createIntent(amountCents: number, currency: string, metadata: Record<string, string>): Promise<ProviderIntent>;
  /** The intent's current state at the processor; null when it does not know it. */
  retrieve(id: string): Promise<{ id: string; status: IntentStatus; amountCents: number } | null>;
  refund(id: string): Promise<void>;
  /** Stripe only: verifies a webhook's signature on the raw body and returns the event. */
  verifyWebhook?(rawBody: Buffer, signature: string, receivedAtMs: number): StripeLikeEvent;
}

export interface StripeLikeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * The built-in test processor: intents live in `payment_intents`; `POST /api/payments/test/confirm/`
 * plays the card's scripted outcome (API.md §3.10); refunds complete at once.
 */
export function createTestProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    async createIntent() {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`, status: 'requires_payment_method' };
    },
    async retrieve(id) {
      const row = await findIntent(db, id);
      return row ? { id: row.id, status: row.status as IntentStatus, amountCents: row.amountCents } : null;
    },
    async refund() {},
  };
}

export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY as string,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY as string,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return createTestProvider(db);
}
