import { z } from 'zod';
import { answerShapes } from './common.js';
import { INTENT_STATUSES } from '../enums.js';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

/** PaymentIntentOut (API.md §2.17). */
export const paymentIntentOutSchema = z
  .object({
    clientSecret: z.string(),
    id: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    amount: z.int(),
    currency: z.string(),
    status: z.enum(INTENT_STATUSES),
  })
  .register(answerShapes, { id: 'PaymentIntentOut' });

/** PaymentConfigOut (API.md §2.17). */
export const paymentConfigOutSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    publishableKey: z.string().nullable(),
    currency: z.string(),
  })
  .register(answerShapes, { id: 'PaymentConfigOut' });

/** A test-processor confirmation that succeeded (API.md §3.10). */
export const testConfirmOutSchema = z.object({
  id: z.string(),
  status: z.literal('succeeded'),
  amount: z.int(),
  currency: z.string(),
});

/** Stripe's events are acknowledged with `{"received": true}`. */
export const webhookOutSchema = z.object({ received: z.literal(true) });

/** The body Stripe signs is read raw; it is one event object. */
export const stripeEventBody = z.looseObject({ id: z.string(), type: z.string() });

export type PaymentIntentOut = z.output<typeof paymentIntentOutSchema>;
export type PaymentConfigOut = z.output<typeof paymentConfigOutSchema>;
