import { formatCents, type PaymentMethod, translator } from '@dishcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { restaurantQuery } from '../../lib/restaurantQuery';
import { api, ApiError } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import { priceMealChoice } from '../../lib/mealOptions';
import type { CustomMeal, Meal, Order, PaymentConfig, PaymentIntent, Restaurant } from '../../lib/types';
import type { CartItem } from '../cart';
import type { DeliveryArea, Fulfilment, RestaurantTerms } from './fulfilment';

/** Which card form to show: the built-in test processor or Stripe (API.md §3.10). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => api<PaymentConfig>('/payments/config/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function createPaymentIntent(amountCents: number, idempotencyKey: string) {
  return api<PaymentIntent>('/orders/create-payment-intent/', {
    method: 'POST',
    body: { amount: amountCents },
    headers: { 'Idempotency-Key': idempotencyKey },
    auth: true,
  });
}

export interface TestCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The test processor's confirmation; a decline is a 402 whose detail is the provider's message. */
export function confirmTestPayment(clientSecret: string, card: TestCard) {
  return api<{ id: string; status: string; amount: number; currency: string }>('/payments/test/confirm/', {
    method: 'POST',
    body: { client_secret: clientSecret, ...card },
  });
}

export interface OrderBody {
  restaurant: number;
  /** The cart's promo code (issue #23); the server judges it again and stores the discount. */
  promo_code?: string;
  /** The typed address of an order without `fulfilment` (a restaurant without delivery areas). */
  delivery_address?: string;
  fulfilment?: Fulfilment;
  /** A saved address of the customer, for a delivery. */
  address?: number;
  scheduled_for?: string;
  delivery_notes: string;
  payment_method: PaymentMethod;
  total_price: number;
  user: number;
  items: ({ meal: number; options: number[] } | { custom_meal: number })[] &
    { quantity: number; price: number; special_instructions: string }[];
  payment: { payment_method: PaymentMethod; amount: number; payment_intent_id?: string };
}

export function createOrder(body: OrderBody, idempotencyKey: string) {
  return api<Order>('/orders/orders/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    auth: true,
    fallback: translator(activeLocale().language)('checkout.createFailed'),
  });
}

/**
 * A cart line's unit price now, for "update the cart prices" after a 400 total_price: a meal's with the line's
 * options, priced by the rule the server prices the order with.
 */
export async function currentPrice(item: CartItem): Promise<string> {
  if (item.type === 'custom') return (await api<CustomMeal>(`/meals/custom-meals/${item.customMealId}/`)).base_price;
  const meal = await api<Meal>(`/meals/meals/${item.id}/`);
  return formatCents(
    priceMealChoice(
      meal,
      item.options.map((o) => o.id),
    ).unitCents,
  );
}

/** The cart's restaurant with the terms checkout needs (who delivers, pickup, kitchen time, hours). */
export function useCheckoutRestaurant(id: number | null): (Restaurant & RestaurantTerms) | undefined {
  return useQuery({ ...restaurantQuery(id ?? 0), staleTime: 0 }).data;
}

/** Where the restaurant delivers, each area with its fee, minimum and time; empty for one that never set areas. */
export function useDeliveryAreas(restaurantId: number | null) {
  return useQuery({
    queryKey: ['restaurants', 'delivery-areas', restaurantId],
    queryFn: async () => {
      try {
        return await api<DeliveryArea[]>(`/restaurants/restaurants/${restaurantId}/delivery-areas/`, {
          fallback: translator(activeLocale().language)('checkout.areasFailed'),
        });
      } catch (error) {
        // A server from before delivery areas has no such list: its restaurants deliver as before.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    enabled: !!restaurantId,
    staleTime: 60_000,
  });
}
