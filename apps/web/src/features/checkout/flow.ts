import { type PaymentMethod, translator } from '@dishcraft/contract';
import { ApiError } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { Order } from '../../lib/types';
import type { Cart } from '../cart';
import { createOrder, createPaymentIntent, type OrderBody } from './api';
import type { Fulfilment } from './fulfilment';

/** Confirms a payment intent with the card the customer entered; throws the provider's message on failure. */
export type ConfirmCard = (clientSecret: string) => Promise<void>;

/** An intent paid in an earlier attempt whose order failed: reused while the total stays the same. */
export interface PaidIntent {
  id: string;
  amount: number;
}

/** One ingredient of a 409 `unavailable` answer. */
export interface UnavailableLine {
  name: string;
  meal?: string;
  unit?: string;
  required: number;
  in_stock: number;
  available: boolean;
}

export type CheckoutProblem =
  | { kind: 'price'; message: string }
  | { kind: 'closed'; message: string; opening: string; closing: string; opensAt: string | null }
  | { kind: 'minimum'; message: string; minimum: string; missing: string }
  | { kind: 'area'; message: string }
  | { kind: 'schedule'; message: string }
  | {
      kind: 'unavailable';
      message: string;
      items: string[];
      ingredients: UnavailableLine[];
    }
  | { kind: 'options'; message: string; lines: OptionsLine[] }
  | { kind: 'payment'; message: string }
  | { kind: 'promo'; message: string }
  | { kind: 'other'; message: string };

/** A cart line whose options the server refused (a 400 on `items[i].options`): its place in the cart, and why. */
export interface OptionsLine {
  index: number;
  message: string;
}

/** The lines of a 400 body whose `options` were refused (API.md §1: one object per item, `{}` when valid). */
function optionsLines(body: Record<string, unknown>): OptionsLine[] {
  if (!Array.isArray(body.items)) return [];
  return (body.items as unknown[]).flatMap((item, index) => {
    const options = (item as { options?: unknown } | null)?.options;
    return Array.isArray(options) && options.length > 0 ? [{ index, message: options.map(String).join(' ') }] : [];
  });
}

/** Card amount: the cart total × 100, rounded (customer spec §9). */
export const amountInCents = (total: number) => Math.round(total * 100);

/**
 * How the order is received (issue #21). Without `fulfilment` the order goes as before areas existed: to the typed
 * address, free (a restaurant without delivery areas). A delivery goes to a saved address; its fee is in the total.
 */
export interface FulfilmentChoice {
  fulfilment?: Fulfilment;
  addressId?: number;
  /** ISO instant, or absent for "as soon as possible". */
  scheduledFor?: string;
  feeCents: number;
}

const NO_CHOICE: FulfilmentChoice = { feeCents: 0 };

/**
 * The cart's promo code and what the server's check of these items and fee said it takes off (issue #23). The
 * order sends the code; the server judges it again and refuses a total that does not match.
 */
export interface PromoChoice {
  code: string;
  discountCents: number;
}

/** What is charged: the cart plus the delivery fee, less the code's discount, in currency units exact to the cent. */
export const chargedTotal = (cart: Cart, choice: FulfilmentChoice, promo: PromoChoice | null = null) =>
  (amountInCents(cart.total) + choice.feeCents - (promo?.discountCents ?? 0)) / 100;

export function orderBody(
  cart: Cart,
  userId: number,
  form: { address: string; notes: string; method: PaymentMethod },
  intentId?: string,
  choice: FulfilmentChoice = NO_CHOICE,
  promo: PromoChoice | null = null,
): OrderBody {
  const total = chargedTotal(cart, choice, promo);
  return {
    restaurant: cart.restaurantId as number,
    ...(promo ? { promo_code: promo.code } : {}),
    ...(choice.fulfilment ? { fulfilment: choice.fulfilment } : { delivery_address: form.address.trim() }),
    ...(choice.fulfilment === 'delivery' && choice.addressId ? { address: choice.addressId } : {}),
    ...(choice.scheduledFor ? { scheduled_for: choice.scheduledFor } : {}),
    delivery_notes: form.notes.trim(),
    payment_method: form.method,
    total_price: total,
    user: userId,
    items: cart.items.map((item) => ({
      ...(item.type === 'custom'
        ? { custom_meal: item.customMealId as number }
        : { meal: item.id, options: item.options.map((o) => o.id) }),
      quantity: item.quantity,
      price: item.price,
      special_instructions: item.specialInstructions,
    })) as OrderBody['items'],
    payment: {
      payment_method: form.method,
      amount: total,
      ...(intentId ? { payment_intent_id: intentId } : {}),
    },
  };
}

/** Texts thrown or returned here reach the screen as they are, so they are written in the page's language. */
const tr = () => translator(activeLocale().language);

const hhmm = (time: unknown) => (typeof time === 'string' ? time.slice(0, 5) : '');

/** What went wrong, in terms the checkout screen can act on (API.md §3.9 error table). */
export function classifyError(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiError))
    return { kind: 'other', message: (error as Error)?.message || tr()('checkout.createFailed') };
  const body = (error.body ?? {}) as Record<string, unknown>;
  const first = (field: unknown) => (Array.isArray(field) ? String(field[0]) : error.message);
  if (error.status === 400 && body.code === 'promo_refused') return { kind: 'promo', message: first(body.promo_code) };
  if (error.status === 400 && body.code === 'below_minimum')
    return {
      kind: 'minimum',
      message: first(body.non_field_errors),
      minimum: String(body.minimum ?? ''),
      missing: String(body.missing ?? ''),
    };
  if (error.status === 400 && body.code === 'area_not_served') return { kind: 'area', message: first(body.area) };
  if (error.status === 400 && Array.isArray(body.scheduled_for))
    return { kind: 'schedule', message: first(body.scheduled_for) };
  const lines = error.status === 400 ? optionsLines(body) : [];
  if (lines.length > 0) return { kind: 'options', message: error.message, lines };
  if (error.status === 400 && Array.isArray(body.total_price))
    return { kind: 'price', message: String(body.total_price[0]) };
  if (error.status === 409 && body.code === 'restaurant_closed')
    return {
      kind: 'closed',
      message: error.message,
      opening: hhmm(body.opening_time),
      closing: hhmm(body.closing_time),
      opensAt: typeof body.opens_at === 'string' ? body.opens_at : null,
    };
  if (error.status === 409 && body.code === 'unavailable') {
    const items = Array.isArray(body.unavailable_items)
      ? (body.unavailable_items as { name: string }[]).map((i) => i.name)
      : [];
    const ingredients = Array.isArray(body.unavailable_ingredients)
      ? (body.unavailable_ingredients as UnavailableLine[])
      : [];
    return {
      kind: 'unavailable',
      message: typeof body.detail === 'string' ? body.detail : error.message,
      items,
      ingredients,
    };
  }
  if (error.status === 402) return { kind: 'payment', message: error.message };
  return { kind: 'other', message: error.message || tr()('checkout.createFailed') };
}

/**
 * One checkout attempt (customer spec §4 Payment by card): for cards, create an intent for the total and confirm
 * it first; the order is submitted only after the payment succeeded. One Idempotency-Key per attempt, sent on
 * both POSTs, so a double click or a network retry never charges or orders twice.
 */
export async function runCheckout(options: {
  cart: Cart;
  userId: number | undefined;
  form: { address: string; notes: string; method: PaymentMethod };
  choice?: FulfilmentChoice;
  promo?: PromoChoice | null;
  confirmCard: ConfirmCard | null;
  idempotencyKey: string;
  paid: PaidIntent | null;
  onPaid(intent: PaidIntent): void;
}): Promise<Order> {
  const { cart, form, idempotencyKey } = options;
  const choice = options.choice ?? NO_CHOICE;
  const promo = options.promo ?? null;
  if (!options.userId) throw new Error(tr()('checkout.userMissing'));
  if (!choice.fulfilment && !form.address.trim()) throw new Error(tr()('checkout.addressRequired'));
  if (choice.fulfilment === 'delivery' && !choice.addressId) throw new Error(tr()('checkout.chooseAddress'));
  let intentId: string | undefined;
  if (form.method === 'credit_card') {
    // The card pays what the order costs: the cart and the delivery fee less the code's discount (API.md: the
    // intent is for total_price).
    const amount = amountInCents(chargedTotal(cart, choice, promo));
    if (options.paid && options.paid.amount === amount) intentId = options.paid.id;
    else {
      if (!options.confirmCard) throw new Error(tr()('checkout.cardIncomplete'));
      const intent = await createPaymentIntent(amount, idempotencyKey);
      try {
        await options.confirmCard(intent.clientSecret);
      } catch (e) {
        throw new ApiError(402, null, (e as Error).message);
      }
      intentId = intent.id;
      options.onPaid({ id: intent.id, amount });
    }
  }
  return createOrder(orderBody(cart, options.userId, form, intentId, choice, promo), idempotencyKey);
}
