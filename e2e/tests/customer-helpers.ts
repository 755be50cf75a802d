import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { newCustomer, newIngredient, newRestaurant, unique } from './browse-helpers';

/** Fixtures of the signed-in customer journey, made through the real API. */

export const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function json<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A restaurant open all day with two ingredients, and a signed-in customer. */
export async function kitchenAndCustomer(request: APIRequestContext) {
  const kitchen = await newRestaurant(request);
  const tomato = await newIngredient(request, kitchen.ownerToken, {
    name: unique('Tomato '),
    price_per_unit: '0.05',
    quantity: 5000,
  });
  const basil = await newIngredient(request, kitchen.ownerToken, {
    name: unique('Basil '),
    price_per_unit: '1.10',
    unit: 'unit',
    quantity: 100,
  });
  const customer = await newCustomer(request);
  return { ...kitchen, tomato, basil, customer };
}

export async function customMeal(
  request: APIRequestContext,
  token: string,
  fields: { name?: string; is_public?: boolean; ingredients: { ingredient: number; quantity: number }[] },
) {
  return json<{ id: number; name: string; base_price: string; restaurant: number; restaurant_name: string }>(
    await request.post('/api/meals/custom-meals/', {
      headers: auth(token),
      data: { name: fields.name ?? unique('Bowl '), is_public: fields.is_public ?? false, ...fields },
    }),
    'create custom meal',
  );
}

export interface OrderFixture {
  id: number;
  status: string;
  total_price: string;
}

/** A cash order of one custom meal, placed by the customer through the API. */
export async function cashOrder(request: APIRequestContext, token: string, restaurant: number, customMealId: number) {
  return json<OrderFixture>(
    await request.post('/api/orders/orders/', {
      headers: auth(token),
      data: {
        restaurant,
        delivery_address: '12 Nile St, Cairo',
        delivery_notes: 'Ring twice',
        payment_method: 'cash',
        items: [{ custom_meal: customMealId, quantity: 2, special_instructions: 'No salt' }],
      },
    }),
    'create order',
  );
}

export async function setStatus(request: APIRequestContext, token: string, order: number, status: string) {
  return json<OrderFixture>(
    await request.post(`/api/orders/orders/${order}/update_status/`, {
      headers: auth(token),
      data: { status, reason: status === 'cancelled' ? 'Out of ingredients' : undefined },
    }),
    'update status',
  );
}

export async function ordersOf(request: APIRequestContext, token: string) {
  return json<OrderFixture[]>(await request.get('/api/orders/orders/', { headers: auth(token) }), 'orders');
}

/** Fills the browser's cart as the cart store keeps it (`cart_{userId}`), then opens `path`. */
export async function withCart(
  page: Page,
  token: string,
  userId: number | 'anonymous',
  items: {
    type: 'regular' | 'custom';
    id: number;
    name: string;
    price: number;
    quantity: number;
    restaurant: { id: number; name: string };
    specialInstructions?: string;
  }[],
) {
  if (token) await signIn(page, token);
  else await page.goto('/');
  await page.evaluate(
    ({ key, items }) => {
      const full = items.map((i) => ({
        ...i,
        customMealId: i.type === 'custom' ? i.id : null,
        cartItemId: i.type === 'custom' ? `custom-${i.id}` : `meal-${i.id}`,
        image: null,
        specialInstructions: i.specialInstructions ?? '',
        ingredients: [],
      }));
      localStorage.setItem(key, JSON.stringify({ items: full }));
    },
    { key: `cart_${userId}`, items },
  );
}
