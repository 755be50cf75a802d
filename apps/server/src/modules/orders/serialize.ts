import { createHash } from 'node:crypto';
import { iso, money, quantity } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';

/** What an order item remembers of its custom meal (API.md §2.13). */
export interface CustomSnapshot {
  cooking_instructions: string;
  ingredients: { ingredient: number; name: string; unit: string; quantity: number }[];
}

/*
 * The one definition of an order's answer (ADR 015): the answer of an order just placed, built from what
 * its statement wrote (ADR 009), and the text every read answers, stored when the order changes
 * (`storedText`, texts.ts). json.test.ts checks the reads against this function for the rows as they are.
 */

/** A chosen option as an order item keeps it (order_items.options, issue #22): what it was called and cost then. */
export interface OptionSnapshot {
  id: number;
  name: string;
  name_ar: string | null;
  price_delta_cents: number;
}

/** One line of the order as written, with the image its meal (a custom meal's base meal) has now. */
export interface ItemRow {
  id: number;
  kind: string;
  mealId: number | null;
  customMealId: number | null;
  name: string;
  nameAr: string | null;
  customSnapshot: unknown;
  quantity: number;
  priceCents: number;
  specialInstructions: string;
  options: OptionSnapshot[];
  mealImage: string | null;
  customImage: string | null;
}

export interface OrderRow {
  id: number;
  userId: number | null;
  userUsername: string;
  restaurantId: number | null;
  restaurantName: string;
  restaurantNameAr: string | null;
  status: string;
  totalPriceCents: number;
  paymentMethod: string;
  deliveryAddress: string;
  deliveryNotes: string;
  cancellationReason: string | null;
  fulfilment: string;
  areaId: number | null;
  areaName: string | null;
  areaNameAr: string | null;
  address: Record<string, string> | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  promoCode: string | null;
  discountCents: number;
  scheduledFor: Date | null;
  estimatedAt: Date | null;
  acceptBy: Date | null;
  cancelledBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  customer:
    | { id: number; username: string; firstName: string; lastName: string; email: string; phoneNumber: string }
    | null
    | undefined;
  payment: {
    id: number;
    paymentMethod: string;
    amountCents: number;
    status: string;
    transactionId: string | null;
    provider: string | null;
    paymentDate: Date;
  };
  items: ItemRow[];
}

/** OrderItemOut (API.md §2.13): names and compositions from the snapshot, images current. */
function orderItemOut(item: ItemRow, baseUrl: string) {
  const snapshot = (item.customSnapshot ?? { cooking_instructions: '', ingredients: [] }) as CustomSnapshot;
  return {
    id: item.id,
    meal: item.mealId,
    meal_details:
      item.kind === 'meal'
        ? { id: item.mealId, name: item.name, name_ar: item.nameAr, image: mediaUrl(baseUrl, item.mealImage) }
        : null,
    custom_meal: item.customMealId,
    custom_meal_details:
      item.kind === 'custom'
        ? {
            id: item.customMealId,
            name: item.name,
            image: item.customMealId === null ? null : mediaUrl(baseUrl, item.customImage),
            cooking_instructions: snapshot.cooking_instructions,
            // Keys in the order the reads have always answered (jsonb's, which the stored snapshot keeps),
            // named one by one so a placed order's answer and its stored text have the same bytes.
            ingredients: snapshot.ingredients.map((line) => ({
              name: line.name,
              unit: line.unit,
              quantity: quantity(line.quantity),
              ingredient: line.ingredient,
            })),
          }
        : null,
    quantity: item.quantity,
    price: money(item.priceCents),
    special_instructions: item.specialInstructions,
    options: item.options.map((o) => ({
      id: o.id,
      name: o.name,
      name_ar: o.name_ar,
      price_delta: money(o.price_delta_cents),
    })),
  };
}

/** The order's structured address, each part named (the jsonb keeps whatever key order it likes). */
const addressOut = (a: Record<string, string>) => ({
  label: a.label ?? '',
  street: a.street ?? '',
  building: a.building ?? '',
  floor: a.floor ?? '',
  apartment: a.apartment ?? '',
  landmark: a.landmark ?? '',
  phone: a.phone ?? '',
});

/** OrderOut (API.md §2.12) with its items and payment (§2.14); media URLs start with `baseUrl`. */
export function orderOut(order: OrderRow, baseUrl: string) {
  const c = order.customer;
  const p = order.payment;
  return {
    id: order.id,
    user: order.userId,
    user_username: order.userUsername,
    user_details:
      c && c.id !== null
        ? {
            id: c.id,
            username: c.username,
            first_name: c.firstName,
            last_name: c.lastName,
            email: c.email,
            phone_number: c.phoneNumber,
          }
        : null,
    restaurant: order.restaurantId,
    restaurant_name: order.restaurantName,
    restaurant_name_ar: order.restaurantNameAr,
    status: order.status,
    total_price: money(order.totalPriceCents),
    payment_method: order.paymentMethod,
    delivery_address: order.deliveryAddress,
    delivery_notes: order.deliveryNotes,
    cancellation_reason: order.cancellationReason,
    fulfilment: order.fulfilment,
    area: order.areaId,
    area_details:
      order.areaId === null ? null : { id: order.areaId, name: order.areaName ?? '', name_ar: order.areaNameAr },
    address: order.address === null ? null : addressOut(order.address),
    subtotal: money(order.subtotalCents),
    delivery_fee: money(order.deliveryFeeCents),
    promo_code: order.promoCode,
    discount: money(order.discountCents),
    scheduled_for: order.scheduledFor === null ? null : iso(order.scheduledFor),
    estimated_at: order.estimatedAt === null ? null : iso(order.estimatedAt),
    accept_by: order.acceptBy === null ? null : iso(order.acceptBy),
    cancelled_by: order.cancelledBy,
    items: order.items.map((item) => orderItemOut(item, baseUrl)),
    payment: {
      id: p.id,
      order: order.id,
      payment_method: p.paymentMethod,
      amount: money(p.amountCents),
      status: p.status,
      transaction_id: p.transactionId,
      provider: p.provider,
      payment_date: iso(p.paymentDate),
    },
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
  };
}

/*
 * A stored text holds media paths relative ("/media/..."), and a read puts the request's base URL in
 * front of them by replacing IMAGE_KEY. That sequence only occurs where the serializer writes an image:
 * inside a JSON string every quote is escaped (\"), so no text a user wrote can contain `"image":"`.
 */
export const IMAGE_KEY = '"image":"/';

/** What a read puts where a stored text has IMAGE_KEY: the same key, then `baseUrl` JSON-escaped. */
export const imageKeyAt = (baseUrl: string) => `"image":"${JSON.stringify(baseUrl).slice(1, -1)}/`;

/** The text kept for an order (order_docs): its answer with media paths relative to the site. */
export const storedText = (order: OrderRow) => JSON.stringify(orderOut(order, ''));

/** An order with every field set and a line of each kind, to fingerprint what the serializer writes. */
const SPECIMEN: OrderRow = {
  id: 1,
  userId: 2,
  userUsername: 'u',
  restaurantId: 3,
  restaurantName: 'r',
  restaurantNameAr: 'ر',
  status: 'pending',
  totalPriceCents: 1250,
  paymentMethod: 'card',
  deliveryAddress: 'a',
  deliveryNotes: 'n',
  cancellationReason: 'c',
  fulfilment: 'delivery',
  areaId: 10,
  areaName: 'z',
  areaNameAr: 'ز',
  address: { label: 'h', street: 's', building: 'b', floor: 'f', apartment: 'a', landmark: 'l', phone: 'p' },
  subtotalCents: 1000,
  deliveryFeeCents: 250,
  promoCode: 'P',
  discountCents: 100,
  scheduledFor: new Date(0),
  estimatedAt: new Date(0),
  acceptBy: new Date(0),
  cancelledBy: 'staff',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  customer: { id: 2, username: 'u', firstName: 'f', lastName: 'l', email: 'e', phoneNumber: 'p' },
  payment: {
    id: 4,
    paymentMethod: 'card',
    amountCents: 1250,
    status: 'completed',
    transactionId: 't',
    provider: 'p',
    paymentDate: new Date(0),
  },
  items: [
    {
      id: 5,
      kind: 'meal',
      mealId: 6,
      customMealId: null,
      name: 'm',
      nameAr: 'م',
      customSnapshot: null,
      quantity: 1,
      priceCents: 500,
      specialInstructions: 's',
      options: [{ id: 11, name: 'o', name_ar: 'خ', price_delta_cents: -150 }],
      mealImage: 'meals/m.jpg',
      customImage: null,
    },
    {
      id: 7,
      kind: 'custom',
      mealId: null,
      customMealId: 8,
      name: 'c',
      nameAr: null,
      customSnapshot: {
        cooking_instructions: 'i',
        ingredients: [{ ingredient: 9, name: 'g', unit: 'g', quantity: 1.5 }],
      },
      quantity: 1,
      priceCents: 750,
      specialInstructions: '',
      options: [],
      mealImage: null,
      customImage: 'meals/c.jpg',
    },
  ],
};

/**
 * The fingerprint of what the serializer writes, stored beside each text (order_docs.format). A change to the
 * answer's fields, names, order or formats changes it, and the start rewrites the texts of the old one
 * (texts.ts `refreshOutdatedOrderTexts`): without that, an order that never changes again would keep
 * answering the old shape.
 */
export const TEXT_FORMAT = createHash('sha256').update(storedText(SPECIMEN)).digest('hex').slice(0, 16);
