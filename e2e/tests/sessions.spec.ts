import { expect, test } from '../support/test';
import { auth, customMeal, kitchenAndCustomer, withCart } from './customer-helpers';

/** The session across tabs and when it ends under a page: every tab follows it, and a 401 leads to /login and back. */

async function customerWithCart(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const fixture = await kitchenAndCustomer(request);
  const meal = await customMeal(request, fixture.customer.token, {
    ingredients: [{ ingredient: fixture.tomato.id, quantity: 100 }],
  });
  await withCart(page, fixture.customer.token, fixture.customer.id, [
    { type: 'custom', id: meal.id, name: meal.name, price: 5, quantity: 1, restaurant: fixture.restaurant },
  ]);
  return fixture;
}

/**
 * Place Order meets the dead session, unless a call the page makes on its own met it first (the unread count's poll,
 * the checkout's stock check after the address changed): either way the page goes to the sign-in page leading back.
 */
async function placeOrderSignsInAgain(page: import('@playwright/test').Page) {
  const placeOrder = page.getByRole('button', { name: /Place Order/ });
  await expect(async () => {
    if (await placeOrder.isVisible()) await placeOrder.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('signing out in one tab signs out the other, and signing in again there follows too', async ({
  page,
  context,
  request,
}) => {
  const { customer } = await customerWithCart(page, request);
  const menuButton = (p: import('@playwright/test').Page) =>
    p.getByRole('button', { name: `${customer.username}: account menu` });

  const other = await context.newPage();
  await other.goto('/checkout');
  await expect(other.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(menuButton(other)).toBeVisible();

  await page.goto('/');
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // the other tab notices without a reload: it leaves the checkout for the sign-in page and shows no user
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(menuButton(other)).toHaveCount(0);

  // signing in again in the first tab takes the other back to where it was
  await page.getByLabel('Username').fill(customer.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(menuButton(page)).toBeVisible();
  await expect(other).toHaveURL(/\/checkout$/);
  await expect(menuButton(other)).toBeVisible();
});

test('a session that ended elsewhere sends Place Order to /login?next= and back after signing in', async ({
  page,
  request,
}) => {
  const { customer } = await customerWithCart(page, request);
  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');

  // the token is revoked behind the page's back (signed out on another device, or expired)
  const revoked = await request.post('/api/token/revoke/', { headers: auth(customer.token) });
  expect(revoked.ok()).toBe(true);

  await placeOrderSignsInAgain(page);
  await page.getByLabel('Username').fill(customer.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // the cart was the signed-in user's, so it is there again
  await expect(page.getByRole('button', { name: /Place Order/ })).toBeEnabled();
});

test('an action after the token vanished in another tab leads to /login?next= instead of failing in place', async ({
  page,
  request,
}) => {
  await customerWithCart(page, request);
  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  // removed from this page's own storage, which fires no storage event here: only the next call can notice
  await page.evaluate(() => localStorage.removeItem('token'));
  await placeOrderSignsInAgain(page);
  await expect(page.getByText('Authentication required')).toHaveCount(0);
});
