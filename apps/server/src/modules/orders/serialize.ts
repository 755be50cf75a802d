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

/** One line of the order as written, with the image its meal (a custom meal's base meal) has now. */
export interface ItemRow {
  id: number;
  kind: string;
  mealId: number | null;
  customMealId: number | null;
  name: string;
  customSnapshot: unknown;
  quantity: number;
  priceCents: number;
  specialInstructions: string;
  mealImage: string | null;
  customImage: string | null;
}

export interface OrderRow {
  id: number;
  userId: number | null;
  userUsername: string;
  restaurantId: number | null;
  restaurantName: string;
  status: string;
  totalPriceCents: number;
  paymentMethod: string;
  deliveryAddress: string;
  deliveryNotes: string;
  cancellationReason: string | null;
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
      item.kind === 'meal' ? { id: item.mealId, name: item.name, image: mediaUrl(baseUrl, item.mealImage) } : null,
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
  };
}

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
    status: order.status,
    total_price: money(order.totalPriceCents),
    payment_method: order.paymentMethod,
    delivery_address: order.deliveryAddress,
    delivery_notes: order.deliveryNotes,
    cancellation_reason: order.cancellationReason,
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
