import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { auth, customMeal, kitchenAndCustomer, ordersOf, withCart } from './customer-helpers';

async function cartWithMeal(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
  quantity = 1,
) {
  const fixture = await kitchenAndCustomer(request);
  const meal = await customMeal(request, fixture.customer.token, {
    name: 'Checkout Bowl',
    ingredients: [{ ingredient: fixture.tomato.id, quantity: 100 }],
  });
  await withCart(page, fixture.customer.token, fixture.customer.id, [
    { type: 'custom', id: meal.id, name: meal.name, price: 5, quantity, restaurant: fixture.restaurant },
  ]);
  return { ...fixture, meal };
}

test('cash on delivery needs an address, then places the order and empties the cart', async ({ page, request }) => {
  const { customer } = await cartWithMeal(page, request, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Delivery address').fill('');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByText('Delivery address is required.')).toBeVisible();
  await expect(page.getByLabel('Delivery address')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByLabel('Delivery notes').fill('Leave at the door');
  await page.getByRole('button', { name: 'Place Order · EGP 10.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText('Leave at the door')).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  const orders = await ordersOf(request, customer.token);
  expect(orders).toHaveLength(1);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a changed price is explained and the cart can be updated to the current prices', async ({ page, request }) => {
  const { customer, ownerToken, tomato } = await cartWithMeal(page, request);
  // the tomato got dearer: the meal now costs EGP 10.00, the cart still says EGP 5.00
  await request.patch(`/api/restaurants/ingredients/${tomato.id}/`, {
    headers: auth(ownerToken),
    data: { price_per_unit: '0.10' },
  });
  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByRole('button', { name: /Place Order/ }).click();
  const alert = page.getByTestId('checkout-error');
  await expect(alert).toContainText('Prices have changed');
  await expect(alert).toContainText('The current total is 10.00');
  await alert.getByRole('button', { name: 'Update cart prices' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 10.00');
  await page.getByRole('button', { name: 'Place Order · EGP 10.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  expect(await ordersOf(request, customer.token)).toHaveLength(1);
});

test('a closed restaurant and short stock are explained with a way back', async ({ page, request }) => {
  const { customer, ownerToken, restaurant, tomato } = await cartWithMeal(page, request, 3);
  await request.patch(`/api/restaurants/ingredients/${tomato.id}/`, {
    headers: auth(ownerToken),
    data: { quantity: 150 },
  });
  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByRole('button', { name: /Place Order/ }).click();
  const alert = page.getByTestId('checkout-error');
  await expect(alert).toContainText('Some items cannot be made right now');
  await expect(alert).toContainText(`${tomato.name}`);
  await expect(alert).toContainText('Required 300 g, available 150 g');
  await expect(alert.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');

  await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
    headers: auth(ownerToken),
    data: { is_active: false },
  });
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(alert).toContainText('The restaurant is closed');
  await expect(alert).toContainText('closed right now');
  expect(await ordersOf(request, customer.token)).toEqual([]);
});

test('checkout needs a login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login');
});
