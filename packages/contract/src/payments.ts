import { z } from 'zod';
import { translator } from './i18n/translator.js';
import { integer, text } from './fields.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const en = translator('en');

/** Payments (API.md §2.17, §3.10, §4.4): limits, messages and the test processor's card table. */
export const PAYMENT_LIMITS = { minCents: 50, maxCents: 99_999_999, currency: 'usd' } as const;

export const PAYMENT_MESSAGES = {
  providerUnavailable: en('errors.payment.providerUnavailable'),
  unknownIntent: en('errors.payment.unknownIntent'),
  paymentRequired: en('errors.payment.paymentRequired'),
  paymentIncomplete: en('errors.payment.paymentIncomplete'),
  amountMismatch: (paid: number, total: number): string => en('errors.payment.amountMismatch', { paid, total }),
  alreadyUsed: (order: number): string => en('errors.payment.alreadyUsed', { order }),
  notConfirmable: en('errors.payment.notConfirmable'),
  invalidSignature: en('errors.payment.invalidSignature'),
  invalidPayload: en('errors.payment.invalidPayload'),
  idempotencyKeyInvalid: en('errors.payment.idempotencyKeyInvalid'),
  idempotencyReused: en('errors.payment.idempotencyReused'),
  idempotencyInProgress: en('errors.payment.idempotencyInProgress'),
} as const;

/** Outcomes of the built-in test processor (API.md §3.10), by `code`. */
export const CARD_OUTCOMES = {
  card_declined: en('errors.card.card_declined'),
  insufficient_funds: en('errors.card.insufficient_funds'),
  expired_card: en('errors.card.expired_card'),
  incorrect_cvc: en('errors.card.incorrect_cvc'),
  processing_error: en('errors.card.processing_error'),
  incorrect_number: en('errors.card.incorrect_number'),
  invalid_expiry: en('errors.card.invalid_expiry'),
  invalid_cvc: en('errors.card.invalid_cvc'),
} as const;
export type CardOutcome = keyof typeof CARD_OUTCOMES;

/** Scripted card numbers of the test processor; any other valid number is declined. */
export const TEST_CARDS: Record<string, CardOutcome | 'succeeded'> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `POST /api/orders/create-payment-intent/`: integer cents. */
export const createIntentSchema = z.object({
  amount: integer({ min: PAYMENT_LIMITS.minCents, max: PAYMENT_LIMITS.maxCents }),
});

const present = z.union([z.string(), z.number()], { error: D.required }).refine((v) => String(v).trim() !== '', {
  error: D.required,
});

/**
 * `POST /api/payments/test/confirm/`: every field present; the card rules are the processor's (402). The secret is
 * looked up as text, which PostgreSQL refuses with a NUL character in it (`text()` says so instead).
 */
export const testConfirmSchema = z.object({
  client_secret: text({ required: D.required }),
  card_number: present,
  exp_month: present,
  exp_year: present,
  cvc: present,
});
