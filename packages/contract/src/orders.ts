import { z } from 'zod';
import { addressPartFields } from './addresses.js';
import { INTL_LOCALES, type Language } from './i18n/language.js';
import type { TFunction } from 'i18next';
import { translator } from './i18n/translator.js';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from './enums.js';
import { choice, integer, optionalText, text } from './fields.js';
import { LIMITS } from './limits.js';
import { chosenOptionsField } from './meal-options.js';
import { DEFAULT_MESSAGES as D, OPTION_MESSAGES } from './messages.js';
import { formatCents, formatMoney, parseCents } from './money.js';
import { orderPromoCode } from './promotions.js';

const en = translator('en');

/** An item's name followed by its chosen options (issue #22), "Kofta (Large · Extra halloumi)"; the name alone without. */
const withOptions = (t: TFunction, name: string, options: readonly string[]): string =>
  options.length
    ? t('email.order.withOptions', { name, options: options.join(t('email.order.optionSeparator')) })
    : name;

/** One line of an order as its e-mails and the owner's notice list it: names already in the reader's language. */
export interface OrderLineText {
  quantity: number;
  name: string;
  /** The chosen options' names, in menu order. */
  options: readonly string[];
}

/** Orders (API.md §3.9, §4.1–4.3, §4.5): rules, messages and templates, used by server and web. */
export const ORDER_MESSAGES = {
  customersOnly: en('errors.order.customersOnly'),
  addressRequired: en('errors.order.addressRequired'),
  needsItem: en('errors.order.needsItem'),
  tooManyItems: (max: number): string => en('errors.order.tooManyItems', { max }),
  exactlyOneTarget: en('errors.order.exactlyOneTarget'),
  methodMismatch: en('errors.order.methodMismatch'),
  mealElsewhere: en('errors.order.mealElsewhere'),
  customMealElsewhere: en('errors.order.customMealElsewhere'),
  totalChanged: (cents: number): string => en('errors.order.totalChanged', { total: formatCents(cents) }),
  closed: (name: string): string => en('errors.order.closed', { name }),
  unavailable: en('errors.order.unavailable'),
  unavailableHeading: en('errors.order.unavailableHeading'),
  ingredientLine: (name: string, items: string, out: boolean, required: number, inStock: number): string =>
    en(out ? 'errors.order.ingredientOut' : 'errors.order.ingredientLow', { name, items, required, inStock }),
  mealUnavailable: (meal: string): string => en('errors.availability.mealUnavailable', { meal }),
  /** Who takes an ingredient, in the 409's lines: the meal with the chosen options that take it. */
  itemWithOptions: (meal: string, options: readonly string[]): string => withOptions(en, meal, options),
  statusForbidden: en('errors.order.statusForbidden'),
  reasonRequired: en('errors.order.reasonRequired'),
  invalidTransition: (from: string, to: string): string => en('errors.order.invalidTransition', { from, to }),
  noLongerCancellable: (status: string): string => en('errors.order.noLongerCancellable', { status }),
  areaRequired: en('errors.order.areaRequired'),
  areaNotServed: en('errors.order.areaNotServed'),
  noDelivery: en('errors.order.noDelivery'),
  noPickup: en('errors.order.noPickup'),
  belowMinimum: (minimumCents: number, missingCents: number): string =>
    en('errors.order.belowMinimum', { minimum: formatCents(minimumCents), missing: formatCents(missingCents) }),
  scheduleInvalid: en('errors.order.scheduleInvalid'),
  schedulePast: en('errors.order.schedulePast'),
  scheduleTooFar: (days: number): string => en('errors.order.scheduleTooFar', { count: days }),
  scheduleClosed: en('errors.order.scheduleClosed'),
  // web-side (customer spec §8)
  fetchFailed: 'Failed to fetch orders.',
  fetchOneFailed: 'Failed to fetch order.',
  createFailed: 'Failed to create order.',
  notFound: 'Order not found.',
  userMissing: 'User information is missing. Please log in again.',
} as const;

/** How an order reaches its customer (issue #21). */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Who cancelled an order: the customer, the staff (owner or admin) or the server (not accepted in time). */
export const CANCELLERS = ['customer', 'staff', 'system'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/**
 * Scheduling (ADR 026): at most `maxDaysAhead` days ahead; the restaurant's time to accept a scheduled order starts
 * `acceptLeadMinutes` before the scheduled time.
 */
export const ORDER_SCHEDULE = { maxDaysAhead: 7, acceptLeadMinutes: 30 } as const;

/** What an order costs and how and when it is received, for its e-mails and the owner's notice (issue #21). */
export interface OrderBreakdown {
  subtotalCents: number;
  feeCents: number;
  /** What a promo code took off (issue #23); 0 without one. */
  discountCents: number;
  promoCode: string | null;
  totalCents: number;
  fulfilment: Fulfilment;
  /** The area's name in the reader's language; null without an area. */
  area: string | null;
  /** The one-line delivery address ("" for pickup). */
  address: string;
  scheduledFor: Date | null;
  estimatedAt: Date | null;
}

/** An instant as `language` writes a date and time, on the clocks of `timeZone` (the deployment's `TZ`). */
// Building an Intl.DateTimeFormat for a zone takes about a millisecond: three per order (two e-mails and a notice)
// took placement from about 310 to about 260 orders/s, so each language and zone has one, made on first use.
const momentFormats = new Map<string, Intl.DateTimeFormat>();
const momentIn = (language: Language, timeZone: string) => (at: Date) => {
  const key = `${language} ${timeZone}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(key, format);
  }
  return format.format(at);
};

/** Amounts in `currency` (the CURRENCY setting), written as `language` writes money: "EGP 12.50", "‏12.50 ج.م.‏". */
const moneyIn = (language: Language, currency: string) => (cents: number) =>
  formatMoney(formatCents(cents), INTL_LOCALES[language], currency);

/**
 * Notification titles and messages of order events (API.md §4.5) in the recipient's language; amounts are cents,
 * shown in `currency`. Names (restaurant, customer) come already in that language.
 */
export function orderNotifications(language: Language, currency: string, timeZone = 'UTC') {
  const t = translator(language);
  const money = moneyIn(language, currency);
  const moment = momentIn(language, timeZone);
  /** The fee, pickup or area and schedule, after the old sentence; nothing for an order placed as before areas. */
  const details = (b: OrderBreakdown): string[] => [
    ...(b.feeCents > 0 ? [t('email.order.noteFee', { subtotal: money(b.subtotalCents), fee: money(b.feeCents) })] : []),
    ...(b.discountCents > 0
      ? [t('email.order.noteDiscount', { code: b.promoCode ?? '', amount: money(b.discountCents) })]
      : []),
    ...(b.fulfilment === 'pickup' ? [t('email.order.notePickup')] : []),
    ...(b.fulfilment === 'delivery' && b.area !== null ? [t('email.order.noteDelivery', { area: b.area })] : []),
    ...(b.scheduledFor ? [t('email.order.noteScheduled', { time: moment(b.scheduledFor) })] : []),
  ];
  return {
    /** With `lines`, an order where options were chosen lists its lines, so the kitchen sees the choices at once. */
    newOrder: (
      id: number,
      customer: string,
      count: number,
      totalCents: number,
      breakdown?: OrderBreakdown,
      lines: readonly OrderLineText[] = [],
    ) => ({
      title: t('email.order.newOrderTitle'),
      message: [
        t('email.order.newOrder', { id, customer, count, total: money(totalCents) }),
        ...(breakdown ? details(breakdown) : []),
        ...(lines.some((l) => l.options.length)
          ? [
              t('email.order.noteItems', {
                items: lines
                  .map((l) =>
                    t('email.order.noteItem', { quantity: l.quantity, name: withOptions(t, l.name, l.options) }),
                  )
                  .join(t('email.order.noteItemSeparator')),
              }),
            ]
          : []),
      ].join(' '),
    }),
    confirmed: (id: number, restaurant: string) => ({
      title: t('email.order.confirmedTitle'),
      message: t('email.order.confirmed', { id, restaurant }),
    }),
    preparing: (id: number, restaurant: string) => ({
      title: t('email.order.preparingTitle'),
      message: t('email.order.preparing', { id, restaurant }),
    }),
    ready: (id: number, restaurant: string) => ({
      title: t('email.order.readyTitle'),
      message: t('email.order.ready', { id, restaurant }),
    }),
    delivered: (id: number, restaurant: string) => ({
      title: t('email.order.deliveredTitle'),
      message: t('email.order.delivered', { id, restaurant }),
    }),
    /** `refundCents` is the card payment given back, null for a cash order. */
    cancelledByStaff: (id: number, restaurant: string, reason: string, refundCents: number | null) => ({
      title: t('email.order.cancelledByStaffTitle'),
      message:
        refundCents === null
          ? t('email.order.cancelledByStaff', { id, restaurant, reason })
          : t('email.order.cancelledByStaffRefund', { id, restaurant, reason, refund: money(refundCents) }),
    }),
    cancelledByCustomer: (id: number, customer: string, reason: string) => ({
      title: t('email.order.cancelledByCustomerTitle'),
      message: t('email.order.cancelledByCustomer', { id, customer, reason }),
    }),
    byAdmin: (id: number, status: OrderStatus) => ({
      title: t('email.order.byAdminTitle'),
      message: t('email.order.byAdmin', { id, status: t(`labels.orderStatus.${status}`) }),
    }),
    /** Issue #21: the server cancelled an order its restaurant left pending past accept_by; to the customer. */
    notAccepted: (id: number, restaurant: string, refundCents: number | null) => ({
      title: t('email.order.notAcceptedTitle'),
      message:
        refundCents === null
          ? t('email.order.notAccepted', { id, restaurant })
          : t('email.order.notAcceptedRefund', { id, restaurant, refund: money(refundCents) }),
    }),
    /** The same, to the owner, with the minutes the restaurant had to confirm it. */
    notAcceptedOwner: (id: number, minutes: number) => ({
      title: t('email.order.notAcceptedOwnerTitle'),
      message: t('email.order.notAcceptedOwner', { id, count: minutes }),
    }),
    /** The order's stored cancellation_reason (shown by clients that do not read cancelled_by). */
    notAcceptedReason: (): string => t('email.order.notAcceptedReason'),
  };
}

/**
 * E-mails sent after an order commits (subjects and bodies), in the language of the person they go to; amounts are
 * cents, shown in `currency`.
 */
export function orderMails(language: Language, currency: string, timeZone = 'UTC') {
  const t = translator(language);
  const money = moneyIn(language, currency);
  const moment = momentIn(language, timeZone);
  /** The total alone (an amount), or the breakdown: subtotal, fee and total, then how and when. */
  const summary = (total: number | OrderBreakdown): string => {
    if (typeof total === 'number') return t('email.order.summaryTotal', { amount: money(total) });
    const how =
      total.fulfilment === 'pickup'
        ? t('email.order.summaryPickup')
        : total.area === null
          ? t('email.order.summaryDeliveryTo', { address: total.address })
          : t('email.order.summaryDelivery', { area: total.area, address: total.address });
    const when = total.scheduledFor
      ? t('email.order.summaryScheduled', { time: moment(total.scheduledFor) })
      : total.estimatedAt
        ? t('email.order.summaryAsap', { time: moment(total.estimatedAt) })
        : null;
    return [
      t('email.order.summarySubtotal', { amount: money(total.subtotalCents) }),
      t('email.order.summaryFee', { amount: money(total.feeCents) }),
      ...(total.discountCents > 0
        ? [t('email.order.summaryDiscount', { code: total.promoCode ?? '', amount: money(total.discountCents) })]
        : []),
      t('email.order.summaryTotal', { amount: money(total.totalCents) }),
      '',
      how,
      ...(when ? [when] : []),
    ].join('\n');
  };
  return {
    confirmation: {
      subject: (id: number): string => t('email.order.confirmationSubject', { id }),
      text: (id: number, restaurant: string, lines: string[], total: number | OrderBreakdown): string =>
        t('email.order.confirmationText', { id, restaurant, lines: lines.join('\n'), summary: summary(total) }),
    },
    newOrder: {
      subject: (id: number): string => t('email.order.newOrderSubject', { id }),
      text: (id: number, customer: string, lines: string[], total: number | OrderBreakdown): string =>
        t('email.order.newOrderText', { id, customer, lines: lines.join('\n'), summary: summary(total) }),
    },
    /** One line of an e-mail: "2 × Kofta (Large · Extra halloumi) (EGP 25.00)", the price being one unit's. */
    line: (line: OrderLineText, priceCents: number): string =>
      t('email.order.line', {
        quantity: line.quantity,
        name: withOptions(t, line.name, line.options),
        price: money(priceCents),
      }),
  };
}

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
      /** Chosen option ids of a meal (issue #22). */
      options: chosenOptionsField,
    },
    { error: D.object },
  )
  .check((ctx) => {
    const { meal, custom_meal, options } = ctx.value;
    if ((meal === null) === (custom_meal === null))
      ctx.issues.push({ code: 'custom', message: ORDER_MESSAGES.exactlyOneTarget, input: ctx.value });
    else if (custom_meal !== null && options.length > 0)
      ctx.issues.push({
        code: 'custom',
        message: OPTION_MESSAGES.noOptionsOnCustom,
        path: ['options'],
        input: options,
      });
  });

const paymentMethod = choice(PAYMENT_METHODS);

/** The raw top-level and nested payment methods, blank as undefined, for the cross-field rules. */
function methodsOf(value: unknown): [unknown, unknown] {
  const body = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const payment = (body.payment && typeof body.payment === 'object' ? body.payment : {}) as Record<string, unknown>;
  return [blankToUndefined(body.payment_method), blankToUndefined(payment.payment_method)];
}

/**
 * Whether the body lacks the one-line `delivery_address` it needs: every body but a pickup, a saved address or typed
 * `address_details` (the server writes the line for those). A value of the wrong type is the field's own error.
 */
function needsAddressLine(value: unknown): boolean {
  const body = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const line = body.delivery_address;
  const missing = line === undefined || line === null || (typeof line === 'string' && line.trim() === '');
  return missing && body.fulfilment !== 'pickup' && isBlank(body.address) && isBlank(body.address_details);
}

/** The parts of a typed delivery address (`address_details`), as the addresses table keeps them. */
export const orderAddressDetailsSchema = z.object(addressPartFields, { error: D.object });
export type OrderAddressDetails = z.output<typeof orderAddressDetailsSchema>;

/** `scheduled_for`: an ISO 8601 instant with an offset (or Z); checked against now and the hours by the server. */
const scheduledFor = z.unknown().transform((value, ctx): Date => {
  const ok = typeof value === 'string' && z.iso.datetime({ offset: true }).safeParse(value.trim()).success;
  if (!ok) {
    ctx.issues.push({ code: 'custom', message: ORDER_MESSAGES.scheduleInvalid, input: value });
    return z.NEVER;
  }
  return new Date((value as string).trim());
});

/**
 * `POST /api/orders/orders/` as the spec's client sends it; prices, user and status are ignored. Issue #21 adds
 * `fulfilment`, `address` (a saved address), `area` with `address_details`, and `scheduled_for`, all optional: without
 * them the body is the old client's, and `delivery_address` is required as before. Pickup and a saved address need no
 * `delivery_address` (the server writes it).
 */
export const orderCreateSchema = z
  .object({
    restaurant: integer({ min: 1, max: 2_147_483_647 }),
    delivery_address: text({
      required: ORDER_MESSAGES.addressRequired,
      allowBlank: true,
      max: [LIMITS.address.max, D.maxChars(LIMITS.address.max)],
    })
      .nullish()
      .transform((v) => v ?? ''),
    fulfilment: z.preprocess(blankToUndefined, choice(FULFILMENTS).optional()),
    address: z.preprocess(blankToUndefined, optionalId),
    area: z.preprocess(blankToUndefined, optionalId),
    address_details: z.preprocess(
      (value) => (value === null ? undefined : value),
      orderAddressDetailsSchema.optional(),
    ),
    scheduled_for: z.preprocess(blankToUndefined, scheduledFor.optional()),
    delivery_notes: optionalText(L.text),
    payment_method: z.preprocess(blankToUndefined, paymentMethod.optional()),
    total_price: optionalMoney,
    promo_code: orderPromoCode,
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
          { error: D.object },
        )
        .optional(),
    ),
  })
  // Judged on the raw body, so the old client's missing address is reported beside its other errors, as before.
  .refine(() => false, {
    path: ['delivery_address'],
    error: ORDER_MESSAGES.addressRequired,
    when: (payload) => needsAddressLine(payload.value),
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
    fulfilment: value.fulfilment ?? null,
    addressId: value.address,
    areaId: value.area,
    addressDetails: value.address_details ?? null,
    scheduledFor: value.scheduled_for ?? null,
    deliveryNotes: value.delivery_notes,
    paymentMethod: (value.payment_method ?? value.payment?.payment_method) as (typeof PAYMENT_METHODS)[number],
    totalPriceCents: value.total_price,
    promoCode: value.promo_code ?? null,
    intentId: value.payment?.payment_intent_id ?? value.payment?.transaction_id ?? null,
    items: value.items.map((item) => ({
      mealId: item.meal,
      customMealId: item.custom_meal,
      quantity: item.quantity,
      specialInstructions: item.special_instructions,
      optionIds: item.options,
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
