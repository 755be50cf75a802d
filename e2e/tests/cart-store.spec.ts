import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer, newMeal, newRestaurant } from './browse-helpers';

test('the cart in the browser: one restaurant, merged lines, the badge, per user and across tabs', async ({
  page,
  context,
  request,
}) => {
  const first = await newRestaurant(request);
  const soup = await newMeal(request, first.ownerToken, { base_price: '4.00' });
  const stew = await newMeal(request, first.ownerToken, { base_price: '6.50' });
  const second = await newRestaurant(request);
  const fish = await newMeal(request, second.ownerToken, { base_price: '11.00' });
  const badge = page.getByTestId('cart-count');
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('cart_anonymous') ?? 'null'));

  // adding from the restaurant page puts one portion in at once; a second click merges
  await page.goto(`/restaurants/${first.restaurant.id}`);
  await page.getByRole('button', { name: `Add ${soup.name} to cart` }).click();
  await expect(page.locator('.toast').getByText(`${soup.name} added to your cart`)).toBeVisible();
  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: `Add ${soup.name} to cart` }).click();
  await page.getByRole('button', { name: `Add ${stew.name} to cart` }).click();
  await expect(badge).toHaveText('3');
  expect(await stored()).toMatchObject({
    restaurantId: first.restaurant.id,
    restaurantName: first.restaurant.name,
    total: 14.5,
    items: [
      { id: soup.id, quantity: 2, type: 'regular', cartItemId: `meal-${soup.id}` },
      { id: stew.id, quantity: 1 },
    ],
  });
  await expectAccessible(page);

  // another tab sees the same cart
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('cart-count')).toHaveText('3');

  // a meal from another restaurant replaces the cart once the customer says so (ordering-rules.spec.ts asks more)
  await page.goto(`/restaurants/${second.restaurant.id}`);
  await page.getByRole('button', { name: `Add ${fish.name} to cart` }).click();
  await page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Replace cart' }).click();
  await expect(badge).toHaveText('1');
  expect(await stored()).toMatchObject({ restaurantId: second.restaurant.id, total: 11, items: [{ id: fish.id }] });
  await expect(other.getByTestId('cart-count')).toHaveText('1');

  // signing in carries the visitor's cart into the user's own cart
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto('/');
  await expect(badge).toHaveText('1');
  // once the page knows who is signed in (the rendered home page shows its user as loading until then)
  const mine = () => page.evaluate((id) => JSON.parse(localStorage.getItem(`cart_${id}`) ?? 'null'), customer.id);
  await expect.poll(mine).toMatchObject({ userId: customer.id, items: [{ id: fish.id, quantity: 1 }] });
  expect(await stored()).toBeNull();
});
