export const USER_TYPES = ['customer', 'restaurant', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const UNITS = ['g', 'kg', 'ml', 'l', 'oz', 'lb', 'unit', 'tsp', 'tbsp', 'cup'] as const;
export type Unit = (typeof UNITS)[number];

/**
 * How far one press of a quantity stepper moves, per unit (issue #19: the custom meal builder stepped 1 g at a time,
 * 40 presses for a 40 g portion): about the smallest amount a cook would add.
 */
export const UNIT_STEPS: Record<Unit, number> = {
  g: 10,
  kg: 0.1,
  ml: 10,
  l: 0.1,
  oz: 1,
  lb: 0.25,
  unit: 1,
  tsp: 1,
  tbsp: 1,
  cup: 0.5,
};

/** The step for a unit a client may not know yet. */
export const unitStep = (unit: string): number => UNIT_STEPS[unit as Unit] ?? 1;

export const ALLERGEN_TYPES = [
  'gluten',
  'dairy',
  'nuts',
  'peanuts',
  'shellfish',
  'fish',
  'eggs',
  'soy',
  'wheat',
  'other',
] as const;
export type AllergenType = (typeof ALLERGEN_TYPES)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup/Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The forward order of the lifecycle; `cancelled` is reachable from every non-final state. */
const FORWARD: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];

/** Targets an owner or admin may set from `from` (API.md §4.3). */
export function staffTransitions(from: OrderStatus): OrderStatus[] {
  if (from === 'delivered' || from === 'cancelled') return [];
  const later = FORWARD.slice(FORWARD.indexOf(from) + 1);
  return [...later, 'cancelled'];
}

/** Targets the order's customer may set from `from`. */
export function customerTransitions(from: OrderStatus): OrderStatus[] {
  return from === 'pending' ? ['cancelled'] : [];
}

export const PAYMENT_METHODS = ['cash', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  credit_card: 'Credit Card',
};

export const PAYMENT_STATUSES = ['pending', 'completed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled', 'refunded'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'new_order',
  'order_accepted',
  'order_rejected',
  'order_ready',
  'order_delivered',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
