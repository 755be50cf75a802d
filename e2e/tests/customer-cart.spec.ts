import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { newCustomer, newMeal, newRestaurant } from './browse-helpers';
import { withCart } from './customer-helpers';

const kitchen = { id: 1, name: 'Test Kitchen' };
const line = (id: number, name: string, price: number, quantity = 1, type: 'regular' | 'custom' = 'regular') => ({
  type,
  id,
  name,
  price,
  quantity,
  restaurant: kitchen,
});

test('an empty cart says so and leads to the restaurants', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse Restaurants' }).click();
  await expect(page).toHaveURL('/restaurants');
});

test('lines change quantity (never below 1), take instructions, can be removed, and the total follows', async ({
  page,
}) => {
  await withCart(page, '', 'anonymous', [line(1, 'Koshari', 8.5, 2), line(2, 'Garden Bowl', 4.25, 1, 'custom')]);
  await page.goto('/cart');
  const koshari = page.getByTestId('cart-item').filter({ hasText: 'Koshari' });
  const bowl = page.getByTestId('cart-item').filter({ hasText: 'Garden Bowl' });
  await expect(bowl.getByText('Custom Meal')).toBeVisible();
  await expect(koshari.getByText('Custom Meal')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 21.25');
  await expectAccessible(page);

  await koshari.getByRole('button', { name: 'Increase Quantity of Koshari' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 29.75');
  const minus = bowl.getByRole('button', { name: 'Decrease Quantity of Garden Bowl' });
  await expect(minus).toBeDisabled();

  await bowl.getByLabel('Special instructions').fill('No onions please');
  await page.reload();
  await expect(
    page.getByTestId('cart-item').filter({ hasText: 'Garden Bowl' }).getByLabel('Special instructions'),
  ).toHaveValue('No onions please');

  await page.getByRole('button', { name: 'Remove Koshari from the cart' }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 4.25');
});

test('clearing asks first, and a visitor proceeding to checkout is sent to log in', async ({ page }) => {
  await withCart(page, '', 'anonymous', [line(1, 'Koshari', 8.5)]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
  // Named as the restaurant's own record names it (restaurant 1 of the demo data), not as the line stored it.
  await expect(dialog).toContainText('All 1 item from Nile Bites will be removed.');
  await dialog.getByRole('button', { name: 'Keep items' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await page.locator('#main').getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the item list scrolls above 3 items and the summary above 5', async ({ page }) => {
  await withCart(
    page,
    '',
    'anonymous',
    [1, 2, 3].map((i) => line(i, `Dish ${i}`, 1)),
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(3);
  await expect(page.getByTestId('cart-items-scroll')).toHaveCount(0);

  await withCart(
    page,
    '',
    'anonymous',
    [1, 2, 3, 4].map((i) => line(i, `Dish ${i}`, 1)),
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-items-scroll')).toBeVisible();
  await expect(page.getByTestId('cart-summary-scroll')).toHaveCount(0);

  await withCart(
    page,
    '',
    'anonymous',
    [1, 2, 3, 4, 5, 6].map((i) => line(i, `Dish ${i}`, 1)),
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-summary-scroll')).toBeVisible();
});

test('a signed-in customer goes from the cart to checkout with the address prefilled', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken, { base_price: '9.00' });
  const customer = await newCustomer(request);
  await request.post('/api/users/update-profile/', {
    headers: { Authorization: `Token ${customer.token}` },
    data: { address: '7 Corniche Rd, Alexandria' },
  });
  await withCart(page, customer.token, customer.id, [
    { type: 'regular', id: meal.id, name: meal.name, price: 9, quantity: 2, restaurant },
  ]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByLabel('Delivery address')).toHaveValue('7 Corniche Rd, Alexandria');
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 18.00');
  await expect(page.getByText('Delivery fee')).toBeVisible();
});
