import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { adminToken, unique } from './browse-helpers';
import { auth, customMeal, kitchenAndCustomer, setStatus, withCart } from './customer-helpers';

/** Issue #21 at checkout: the area's fee and minimum, the card charged the total, pickup. */

async function ok<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A restaurant delivering to a new area for EGP 15.00 with an EGP 150.00 minimum, offering pickup; a customer with a
 * saved address there; a meal of EGP 12.50 (250 g of tomato at 0.05).
 */
async function deliveringKitchen(request: APIRequestContext) {
  const fixture = await kitchenAndCustomer(request);
  const admin = await adminToken(request);
  const area = await ok<{ id: number; name: string }>(
    await request.post('/api/areas/', { headers: auth(admin), data: { name: unique('Zamalek '), city: 'Cairo' } }),
    'create area',
  );
  await ok(
    await request.put(`/api/restaurants/restaurants/${fixture.restaurant.id}/delivery-areas/`, {
      headers: auth(fixture.ownerToken),
      data: [{ area: area.id, fee: '15.00', minimum_order: '150.00', delivery_minutes: 25 }],
    }),
    'delivery areas',
  );
  await ok(
    await request.patch(`/api/restaurants/restaurants/${fixture.restaurant.id}/`, {
      headers: auth(fixture.ownerToken),
      data: { offers_delivery: true, offers_pickup: true, preparation_minutes: 15 },
    }),
    'offer pickup',
  );
  const address = await ok<{ id: number }>(
    await request.post('/api/users/addresses/', {
      headers: auth(fixture.customer.token),
      data: { label: 'Home', area: area.id, street: '12 Nile St', building: '4', phone: '01012345678' },
    }),
    'save address',
  );
  const meal = await customMeal(request, fixture.customer.token, {
    name: 'Area Bowl',
    ingredients: [{ ingredient: fixture.tomato.id, quantity: 250 }],
  });
  const cart = (page: Page, quantity: number) =>
    withCart(page, fixture.customer.token, fixture.customer.id, [
      { type: 'custom', id: meal.id, name: meal.name, price: 12.5, quantity, restaurant: fixture.restaurant },
    ]);
  return { ...fixture, area, address, meal, cart };
}

interface PlacedOrder {
  total_price: string;
  subtotal: string;
  delivery_fee: string;
  fulfilment: string;
  payment: { amount: string; payment_method: string };
}

test('below the minimum the customer is told what is missing; at it the card is charged the total with the fee', async ({
  page,
  request,
}) => {
  const kitchen = await deliveringKitchen(request);
  await kitchen.cart(page, 11);
  await page.goto('/checkout');

  // the default address is chosen and priced; EGP 137.50 is EGP 12.50 short of the minimum
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await expect(page.getByTestId('checkout-fee')).toHaveText('EGP 15.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 152.50');
  await expect(page.getByTestId('checkout-minimum')).toHaveText('Add EGP 12.50 more to reach the EGP 150.00 minimum');
  await expect(page.getByRole('button', { name: /Place Order/ })).toBeDisabled();
  await expect(page.getByTestId('checkout-eta')).toHaveText(/Arrives in about 35–45 min/);
  await expectAccessible(page);

  // the server refuses it too, saying the same
  const refused = await request.post('/api/orders/orders/', {
    headers: auth(kitchen.customer.token),
    data: {
      restaurant: kitchen.restaurant.id,
      fulfilment: 'delivery',
      address: kitchen.address.id,
      payment_method: 'cash',
      items: [{ custom_meal: kitchen.meal.id, quantity: 11 }],
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'below_minimum', minimum: '150.00', missing: '12.50' });

  // exactly the minimum is enough: EGP 150.00 + EGP 15.00, paid by card
  await kitchen.cart(page, 12);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-minimum')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Place Order · EGP 165.00' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-fulfilment')).toHaveText(`Delivery to ${kitchen.area.name}`);
  await expect(page.getByTestId('order-subtotal')).toHaveText('EGP 150.00');
  await expect(page.getByTestId('order-fee')).toHaveText('EGP 15.00');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 165.00');
  await expect(page.getByTestId('order-address')).toContainText('12 Nile St');
  await expect(page.getByTestId('order-eta')).toHaveText(/^Arrives around \d\d:\d\d$/);
  const order = await ok<PlacedOrder>(
    await request.get(`/api/orders/orders/${id}/`, { headers: auth(kitchen.customer.token) }),
    'order',
  );
  expect(order).toMatchObject({
    fulfilment: 'delivery',
    subtotal: '150.00',
    delivery_fee: '15.00',
    total_price: '165.00',
    payment: { payment_method: 'credit_card', amount: '165.00' },
  });
  await expectAccessible(page);

  // the admin's order page shows the same breakdown and where it goes
  await signIn(page, await adminToken(request));
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByTestId('order-fulfilment')).toHaveText(`Delivery to ${kitchen.area.name}`);
  await expect(page.getByTestId('order-subtotal')).toHaveText('EGP 150.00');
  await expect(page.getByTestId('order-fee')).toHaveText('EGP 15.00');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 165.00');
  await expect(page.getByTestId('order-address')).toContainText('12 Nile St');
});

test('a pickup order has no fee and ends at Picked up', async ({ page, request }) => {
  const kitchen = await deliveringKitchen(request);
  await kitchen.cart(page, 2);
  await page.goto('/checkout');
  // the segmented control's radios are hidden behind their labels, which are what a user clicks
  await page
    .locator('label')
    .filter({ hasText: /^\s*Pickup\s*$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Pickup', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash at pickup' })).toBeChecked();
  await expect(page.getByTestId('pickup-address')).toContainText(kitchen.restaurant.address);
  await expect(page.getByTestId('checkout-fee')).toHaveCount(0);
  await expect(page.getByTestId('checkout-minimum')).toHaveCount(0);
  await expect(page.getByTestId('checkout-eta')).toHaveText(/Ready for pickup in about 15 min/);
  await page.getByRole('button', { name: 'Place Order · EGP 25.00' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-fulfilment')).toHaveText('Pickup');
  await expect(page.getByTestId('order-fee')).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText('EGP 25.00');
  // Where and when to collect it, and cash paid at the counter rather than "on delivery".
  await expect(page.getByTestId('order-pickup-place')).toContainText(kitchen.restaurant.address);
  await expect(page.getByTestId('order-eta')).toHaveText(/^Ready around \d\d:\d\d$/);
  await expect(page.getByText('Cash at pickup')).toBeVisible();
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await setStatus(request, kitchen.ownerToken, id, status);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Picked up');
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByText('Picked up')).toBeVisible();
  await expect(timeline.getByText('Delivered')).toHaveCount(0);
});

test('a new address added at checkout is saved to the address book and used', async ({ page, request }) => {
  const kitchen = await deliveringKitchen(request);
  await kitchen.cart(page, 12);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel('Label').fill('Work');
  await form.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: new RegExp(kitchen.area.name) }).click();
  await form.getByLabel('Street').fill('7 Brazil St');
  // the test customer has no phone on the account to start the field with
  await form.getByLabel('Phone for the rider').fill('01098765432');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: /Work/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order · EGP 165.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('order-address')).toContainText('7 Brazil St');

  await page.goto('/profile?tab=addresses');
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await expect(page.getByTestId('address-card').filter({ hasText: 'Home' })).toContainText('Default');
});
