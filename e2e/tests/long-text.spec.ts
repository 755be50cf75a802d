import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { adminToken, newMeal } from './browse-helpers';
import { customMeal, kitchenAndCustomer, withCart } from './customer-helpers';
import { expectNoOverflow, WIDTHS } from './layout-helpers';

// The longest texts the API takes, without a single space to break at (API.md §3.7, §3.9).
const LONG_NAME = `Kofta${'x'.repeat(250)}`;
const LONG_NOTE = `Ring${'g'.repeat(496)}`;
const LONG_INSTRUCTIONS = `Noonions${'n'.repeat(492)}`;
const LONG_ADDRESS = `Nile${'s'.repeat(296)}`;

/** Checks `where` at a phone's and a desktop's width: nothing sticks out, then the page's own checks. */
async function atBothWidths(page: Page, where: string, check: () => Promise<void> = async () => {}) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await check();
    await expect.poll(() => expectNoOverflow(page, `${where} at ${size.width} px`).then(() => true)).toBe(true);
  }
}

test('a 255-character name and 500-character notes fit every order screen at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { restaurant, ownerToken, tomato, customer } = await kitchenAndCustomer(request);
  expect(LONG_NAME).toHaveLength(255);
  const bowl = await customMeal(request, customer.token, {
    name: LONG_NAME,
    ingredients: [{ ingredient: tomato.id, quantity: 100 }],
  });
  const kofta = await newMeal(request, ownerToken, { name: 'Kofta', base_price: '6.50' });
  await withCart(page, customer.token, customer.id, [
    {
      type: 'custom',
      id: bowl.id,
      name: bowl.name,
      price: Number(bowl.base_price),
      quantity: 1,
      restaurant,
      specialInstructions: LONG_INSTRUCTIONS,
    },
    { type: 'regular', id: kofta.id, name: 'Kofta', price: 6.5, quantity: 2, restaurant },
  ]);

  await page.goto('/cart');
  await expect(page.getByText(LONG_NAME).first()).toBeVisible();
  await atBothWidths(page, 'cart');

  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill(LONG_ADDRESS);
  await page.getByLabel('Delivery notes').fill(LONG_NOTE);
  const summary = page.getByTestId('checkout-summary');
  await atBothWidths(page, 'checkout', async () => {
    await expect(summary.getByText('2 × Kofta')).toBeVisible();
    await expect(summary.getByText('EGP 13.00')).toBeVisible();
    await expect(summary.getByText('EGP 5.00')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Place Order · EGP 18.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());

  await atBothWidths(page, 'order detail', async () => {
    await expect(page.getByText('2 × Kofta')).toBeVisible();
    await expect(page.getByText('EGP 6.50 each')).toBeVisible();
    await expect(page.getByText('EGP 13.00')).toBeVisible();
    await expect(page.getByText(LONG_NOTE)).toBeVisible();
  });

  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
  await atBothWidths(page, 'orders', async () => {
    await expect(card.getByText('2 × Kofta')).toBeVisible();
    await expect(card.getByText('EGP 13.00')).toBeVisible();
  });
  await page.goto('/profile?tab=orders');
  await atBothWidths(page, 'profile orders', async () => {
    await expect(card.getByText('2 × Kofta')).toBeVisible();
  });
  await page.goto('/profile?tab=custom-meals');
  await atBothWidths(page, 'profile custom meals', async () => {
    await expect(page.getByTestId('my-custom-meal')).toHaveCount(1);
  });

  // The kitchen: the compact row names every line, the details show every price.
  await signIn(page, ownerToken);
  await page.goto('/restaurant-dashboard');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page.getByRole('main').locator(`[data-order="${orderId}"]`);
  await atBothWidths(page, 'owner orders', async () => {
    await expect(row.getByText('2 × Kofta')).toBeVisible();
    await expect(row.getByText('EGP 18.00')).toBeVisible();
  });
  await row.getByRole('button', { name: `Details of order #${orderId}` }).click();
  await atBothWidths(page, 'owner order details', async () => {
    await expect(row.getByText(LONG_NOTE)).toBeVisible();
    await expect(row.getByText(`Instructions: ${LONG_INSTRUCTIONS}`)).toBeVisible();
    await expect(row.getByText('EGP 6.50')).toBeVisible();
    await expect(row.getByText('EGP 13.00')).toBeVisible();
  });

  await signIn(page, await adminToken(request));
  await page.goto(`/admin/orders/${orderId}`);
  await atBothWidths(page, 'admin order', async () => {
    await expect(page.getByText(LONG_NOTE)).toBeVisible();
    await expect(page.getByText('EGP 6.50')).toBeVisible();
    await expect(page.getByText('EGP 13.00')).toBeVisible();
  });
});
