import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { expectAccessible } from '../support/axe';

/** A 1×1 PNG, enough for the server's image pipeline. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const auth = (token: string) => ({ Authorization: `Token ${token}` });

export async function signedIn(page: Page, request: APIRequestContext, type: 'customer' | 'restaurant') {
  const user = await registerUser(request, type);
  const token = await tokenFor(request, user.username, user.password);
  await signIn(page, token);
  return { ...user, token };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return tokenFor(request, 'admin', 'Admin123!');
}

/** An owner with an approved, always-open restaurant, one ingredient and one meal, all through the API. */
export async function ownerWithMenu(request: APIRequestContext) {
  const owner = await registerUser(request, 'restaurant');
  const token = await tokenFor(request, owner.username, owner.password);
  const name = unique('Api Bistro');
  const created = await request.post('/api/restaurants/restaurants/', {
    headers: auth(token),
    data: {
      name,
      description: 'Made for a test',
      address: '1 Test Street',
      phone_number: '0123456789',
      opening_time: '00:00',
      closing_time: '00:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: number; name: string };
  const admin = await adminToken(request);
  const approved = await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
    headers: auth(admin),
    data: { is_approved: true, rejection_reason: null },
  });
  expect(approved.status()).toBe(200);
  return { owner, token, restaurant };
}

/**
 * Places a cash order of `quantity` × meal as a fresh customer; returns the order id. A restaurant made by the test has
 * no delivery areas and takes the old client's order; a demo restaurant delivers by area (issue #21), so there the
 * test asks for pickup, which has no minimum.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  restaurant: number,
  meal: number,
  quantity = 1,
  fulfilment?: 'pickup',
) {
  const customer = await registerUser(request, 'customer');
  const token = await tokenFor(request, customer.username, customer.password);
  const res = await request.post('/api/orders/orders/', {
    headers: auth(token),
    data: {
      restaurant,
      ...(fulfilment ? { fulfilment } : { delivery_address: '12 Nile St, Cairo' }),
      delivery_notes: 'Ring twice',
      payment_method: 'cash',
      items: [{ meal, quantity, special_instructions: 'No onions' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, customer };
}

/** Chooses an option of a Mantine Select by the field's label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * axe on the page once every toast has closed: toasts leave on timers of their own (3-5 s), and one that starts to
 * fade out during the scan reads as low-contrast text; notifications.spec.ts checks a toast standing. Everything
 * else is checked as it stands.
 */
export async function expectPageAccessible(page: Page): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}
