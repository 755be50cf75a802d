import { z } from 'zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from './enums.js';
import { choice, integer, optionalText, text } from './fields.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D } from './messages.js';
import { formatCents, parseCents } from './money.js';

/** Orders (API.md §3.9, §4.1–4.3, §4.5): rules, messages and templates, used by server and web. */
export const ORDER_MESSAGES = {
  customersOnly: 'Only customer accounts can place orders.',
  addressRequired: 'Delivery address is required.',
  needsItem: 'An order needs at least one item.',
  tooManyItems: (max: number) => `An order can have at most ${max} items.`,
  exactlyOneTarget: 'Each item needs exactly one of meal or custom_meal.',
  methodMismatch: 'Does not match payment.payment_method.',
  mealElsewhere: 'This meal belongs to another restaurant.',
  customMealElsewhere: 'This custom meal belongs to another restaurant.',
  totalChanged: (cents: number) => `The order total has changed. The current total is ${formatCents(cents)}.`,
  closed: (name: string) => `${name} is closed right now.`,
  unavailable: 'Some items cannot be made right now.',
  unavailableHeading: 'This order cannot be placed right now:',
  ingredientLine: (name: string, items: string, out: boolean, required: number, inStock: number) =>
    `- ${name} (required for ${items}) is ${out ? 'out of stock' : 'low in stock'}. Required: ${required}, Available: ${inStock}`,
  mealUnavailable: (meal: string) => `- ${meal} is currently unavailable.`,
  statusForbidden: 'You do not have permission to update this order status',
  reasonRequired: 'A cancellation reason is required.',
  invalidTransition: (from: string, to: string) => `Cannot change the order from ${from} to ${to}.`,
  noLongerCancellable: (status: string) => `This order can no longer be cancelled because it is already ${status}.`,
  // web-side (customer spec §8)
  fetchFailed: 'Failed to fetch orders.',
  fetchOneFailed: 'Failed to fetch order.',
  createFailed: 'Failed to create order.',
  notFound: 'Order not found.',
  userMissing: 'User information is missing. Please log in again.',
} as const;

/** Notification titles and messages of order events (API.md §4.5); `total` is the money string. */
export const ORDER_NOTIFICATIONS = {
  newOrder: {
    title: 'New Order Received',
    message: (id: number, customer: string, count: number, total: string) =>
      `You have a new order #${id} from ${customer}: ${count} item(s), total $${total}.`,
  },
  confirmed: {
    title: 'Order Accepted',
    message: (id: number, restaurant: string) => `${restaurant} accepted your order #${id}.`,
  },
  preparing: {
    title: 'Order Being Prepared',
    message: (id: number, restaurant: string) => `${restaurant} is now preparing your order #${id}.`,
  },
  ready: {
    title: 'Order Ready',
    message: (id: number, restaurant: string) =>
      `Your order #${id} from ${restaurant} is ready for pickup or delivery.`,
  },
  delivered: {
    title: 'Order Delivered',
    message: (id: number, restaurant: string) =>
      `Your order #${id} from ${restaurant} has been delivered. Enjoy your meal!`,
  },
  cancelledByStaff: {
    title: 'Order Cancelled',
    message: (id: number, restaurant: string, reason: string, refundTotal: string | null) =>
      `${restaurant} cancelled your order #${id}. Reason: ${reason}` +
      (refundTotal === null ? '' : ` Your card payment of $${refundTotal} will be refunded.`),
  },
  cancelledByCustomer: {
    title: 'Order Cancelled by Customer',
    message: (id: number, customer: string, reason: string) => `${customer} cancelled order #${id}. Reason: ${reason}`,
  },
  byAdmin: {
    title: 'Order Updated by Admin',
    message: (id: number, status: OrderStatus) =>
      `An administrator set order #${id} to ${ORDER_STATUS_LABELS[status]}.`,
  },
} as const;

/** E-mails sent after an order commits (subjects and bodies). */
export const ORDER_MAILS = {
  confirmation: {
    subject: (id: number) => `Your Dishcraft order #${id}`,
    text: (id: number, restaurant: string, lines: string[], total: string) =>
      `Thank you for your order #${id} at ${restaurant}.\n\n${lines.join('\n')}\n\nTotal: $${total}\n`,
  },
  newOrder: {
    subject: (id: number) => `New order #${id}`,
    text: (id: number, customer: string, lines: string[], total: string) =>
      `${customer} placed order #${id}.\n\n${lines.join('\n')}\n\nTotal: $${total}\n`,
  },
  line: (quantity: number, name: string, price: string) => `${quantity} × ${name} ($${price})`,
} as const;

const L = LIMITS.order;
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An optional money value in cents (API.md §1.4); blank means "not sent". */
const money = z.unknown().transform((value, ctx): number => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    ctx.issues.push({ code: 'custom', message: D.number, input: value });
    return z.NEVER;
  }
  const cents = parseCents(n);
  if (cents === null) {
    ctx.issues.push({ code: 'custom', message: D.decimals(2), input: value });
    return z.NEVER;
  }
  return cents;
});
const optionalMoney = z.preprocess((value) => (isBlank(value) ? undefined : value), money.optional());

const optionalId = integer({ min: 1, max: 2_147_483_647 })
  .nullish()
  .transform((v) => v ?? null);
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** A card payment's intent id, as `payment.payment_intent_id` or `payment.transaction_id`. */
const intentReference = text({ max: [255, D.maxChars(255)] });

export const orderItemSchema = z
  .object(
    {
      meal: z.preprocess(blankToUndefined, optionalId),
      custom_meal: z.preprocess(blankToUndefined, optionalId),
      quantity: z.preprocess(
        blankToUndefined,
        integer({ min: 1, max: L.itemQuantityMax })
          .optional()
          .transform((v) => v ?? 1),
      ),
      special_instructions: optionalText(L.text),
    },
    { error: 'Must be an object.' },
  )
  .check((ctx) => {
    const { meal, custom_meal } = ctx.value;
    if ((meal === null) === (custom_meal === null))
      ctx.issues.push({ code: 'custom', message: ORDER_MESSAGES.exactlyOneTarget, input: ctx.value });
  });

const paymentMethod = choice(PAYMENT_METHODS);

/** The raw top-level and nested payment methods, blank as undefined, for the cross-field rules. */
function methodsOf(value: unknown): [unknown, unknown] {
  const body = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const payment = (body.payment && typeof body.payment === 'object' ? body.payment : {}) as Record<string, unknown>;
  return [blankToUndefined(body.payment_method), blankToUndefined(payment.payment_method)];
}

/** `POST /api/orders/orders/` as the spec's client sends it; prices, user and status are ignored. */
export const orderCreateSchema = z
  .object({
    restaurant: integer({ min: 1, max: 2_147_483_647 }),
    delivery_address: text({
      required: ORDER_MESSAGES.addressRequired,
      max: [LIMITS.address.max, D.maxChars(LIMITS.address.max)],
    }),
    delivery_notes: optionalText(L.text),
    payment_method: z.preprocess(blankToUndefined, paymentMethod.optional()),
    total_price: optionalMoney,
    items: z.preprocess(
      (value) => (value === undefined || value === null ? [] : value),
      z
        .array(orderItemSchema, { error: D.list })
        .min(1, { error: ORDER_MESSAGES.needsItem })
        .max(L.maxItems, { error: ORDER_MESSAGES.tooManyItems(L.maxItems) }),
    ),
    payment: z.preprocess(
      (value) => (value === null ? undefined : value),
      z
        .object(
          {
            payment_method: z.preprocess(blankToUndefined, paymentMethod.optional()),
            // Looked up as text, which PostgreSQL refuses with a NUL character in it (`text()` says so instead).
            payment_intent_id: z.preprocess(blankToUndefined, intentReference.optional()),
            transaction_id: z.preprocess(blankToUndefined, intentReference.optional()),
          },
          { error: 'Must be an object.' },
        )
        .optional(),
    ),
  })
  .refine((v) => Boolean(v.payment_method ?? v.payment?.payment_method), {
    path: ['payment_method'],
    error: D.required,
    when: (payload) => methodsOf(payload.value).every((m) => m === undefined),
  })
  .refine((v) => !(v.payment_method && v.payment?.payment_method && v.payment_method !== v.payment.payment_method), {
    path: ['payment_method'],
    error: ORDER_MESSAGES.methodMismatch,
    when: (payload) => {
      const [top, nested] = methodsOf(payload.value);
      const valid = (m: unknown) => PAYMENT_METHODS.includes(m as (typeof PAYMENT_METHODS)[number]);
      return valid(top) && valid(nested) && top !== nested;
    },
  })
  .transform((value) => ({
    restaurant: value.restaurant,
    deliveryAddress: value.delivery_address,
    deliveryNotes: value.delivery_notes,
    paymentMethod: (value.payment_method ?? value.payment?.payment_method) as (typeof PAYMENT_METHODS)[number],
    totalPriceCents: value.total_price,
    intentId: value.payment?.payment_intent_id ?? value.payment?.transaction_id ?? null,
    items: value.items.map((item) => ({
      mealId: item.meal,
      customMealId: item.custom_meal,
      quantity: item.quantity,
      specialInstructions: item.special_instructions,
    })),
  }));
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

/** `POST /api/orders/orders/{id}/update_status/`; `reason` matters only for `cancelled`. */
export const orderStatusSchema = z
  .object({
    status: choice(ORDER_STATUSES),
    reason: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    if (value.status !== 'cancelled') return { status: value.status, reason: null };
    const reason = text({ required: ORDER_MESSAGES.reasonRequired, max: [L.text, D.maxChars(L.text)] }).safeParse(
      value.reason ?? '',
    );
    if (!reason.success) {
      for (const issue of reason.error.issues)
        ctx.issues.push({ code: 'custom', path: ['reason'], message: issue.message, input: value.reason });
      return z.NEVER;
    }
    return { status: value.status, reason: reason.data };
  });

export const ORDER_ORDERING = ['created_at', 'status', 'total_price'] as const;
