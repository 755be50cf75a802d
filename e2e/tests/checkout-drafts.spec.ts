import { expect, test } from '../support/test';
import { customMeal, kitchenAndCustomer, withCart } from './customer-helpers';

test('the checkout keeps its address, notes and payment choice across a reload, and forgets them once placed', async ({
  page,
  request,
}) => {
  const { restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, {
    name: 'Draft Bowl',
    ingredients: [{ ingredient: tomato.id, quantity: 100 }],
  });
  const cart = [{ type: 'custom' as const, id: meal.id, name: meal.name, price: 5, quantity: 1, restaurant }];
  await withCart(page, customer.token, customer.id, cart);

  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByLabel('Delivery notes').fill('Ring twice, the bell is on the left');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.reload();

  await expect(page.getByLabel('Delivery address')).toHaveValue('3 Tahrir Sq, Cairo');
  await expect(page.getByLabel('Delivery notes')).toHaveValue('Ring twice, the bell is on the left');
  await expect(page.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  // The card is never kept.
  await expect(page.getByLabel('Card number')).toHaveValue('');
  const stored = await page.evaluate((key) => localStorage.getItem(key), `checkout_${customer.id}`);
  expect(stored).not.toContain('4242');

  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order · EGP 5.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), `checkout_${customer.id}`)).toBeNull();

  // The next checkout starts afresh, from the profile's address.
  await withCart(page, customer.token, customer.id, cart);
  await page.goto('/checkout');
  await expect(page.getByLabel('Delivery notes')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
});
