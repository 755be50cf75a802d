import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { auth, kitchenAndCustomer, ordersOf } from './customer-helpers';

test('a customer builds a custom meal, pays by card, and sees the owner confirm it live', async ({
  browser,
  request,
}) => {
  const { ownerToken, restaurant, tomato, basil, customer } = await kitchenAndCustomer(request);
  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  await signIn(page, customer.token);

  // build the meal: 200 g tomato (EGP 10.00) and 3 basil (EGP 3.30)
  await page.goto(`/custom-meal/${restaurant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Custom Meal' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create and Add to Cart' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Meal name').fill('Journey Bowl');
  await page.getByLabel(`Quantity of ${tomato.name}`, { exact: true }).fill('200');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: `Increase Quantity of ${basil.name}` }).click();
  await expect(page.getByTestId('builder-total')).toHaveText('EGP 13.30');
  await expectAccessible(page);
  await create.click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByText('Custom meal created and added to cart!')).toBeVisible();
  const line = page.getByTestId('cart-item').filter({ hasText: 'Journey Bowl' });
  await expect(line.getByText('Custom Meal')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 13.30');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // pay with the test card
  await expect(page).toHaveURL('/checkout');
  await page.getByLabel('Delivery address').fill('12 Nile St, Cairo');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await expectAccessible(page);
  await page.getByRole('button', { name: /Place Order/ }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 13.30');
  await expect(page.getByText('Credit Card')).toBeVisible();
  await expectAccessible(page);
  // the cart was emptied after the order
  expect(await page.evaluate((id) => localStorage.getItem(`cart_${id}`), customer.id)).toBeNull();

  // the owner confirms in another context (through the API)
  const ownerContext = await browser.newContext();
  const started = Date.now();
  const res = await ownerContext.request.post(`/api/orders/orders/${orderId}/update_status/`, {
    headers: auth(ownerToken),
    data: { status: 'confirmed' },
  });
  expect(res.status()).toBe(200);

  // within 2 s, without a reload: the order page and the bell show it
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 2000 });
  await expect(page.getByTestId('bell-badge')).toContainText('1', { timeout: 2000 });
  expect(Date.now() - started).toBeLessThan(2500);
  await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  await expect(page.getByTestId('bell-item').filter({ hasText: 'Order Accepted' })).toBeVisible();

  await ownerContext.close();
  await customerContext.close();
});

test('a declined card shows the provider message and creates no order', async ({ page, request }) => {
  const { restaurant, tomato, customer } = await kitchenAndCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/custom-meal/${restaurant.id}`);
  await page.getByLabel('Meal name').fill('Declined Bowl');
  await page.getByLabel(`Quantity of ${tomato.name}`, { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Create and Add to Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await page.getByLabel('Delivery address').fill('12 Nile St, Cairo');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Place Order/ }).click();

  const alert = page.getByTestId('checkout-error');
  await expect(alert).toContainText('Payment failed');
  await expect(alert).toContainText('The card was declined.');
  await expect(page).toHaveURL('/checkout');
  expect(await ordersOf(request, customer.token)).toEqual([]);
  await expectAccessible(page);
});
