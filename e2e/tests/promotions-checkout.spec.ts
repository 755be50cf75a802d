import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { adminToken } from './browse-helpers';
import { auth, cashOrder, customMeal, kitchenAndCustomer, withCart } from './customer-helpers';

/**
 * Issue #23 on the customer's side: the cart offers the codes usable there, the server's check says what one takes
 * off, and the discount stored on the order is what checkout charged and every order screen shows. Demo codes:
 * WELCOME20 (20% off up to EGP 50.00, first order), FREEDELIVERY (items of EGP 150.00 or more), EXPIRED5.
 */

async function ok<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new customer (no order yet) with `quantity` bowls of EGP 50.00 (1 kg of tomato at 0.05) in the cart. */
async function bowlsInCart(page: Page, request: APIRequestContext, quantity: number) {
  const fixture = await kitchenAndCustomer(request);
  const meal = await customMeal(request, fixture.customer.token, {
    name: 'Promo Bowl',
    ingredients: [{ ingredient: fixture.tomato.id, quantity: 1000 }],
  });
  await withCart(page, fixture.customer.token, fixture.customer.id, [
    { type: 'custom', id: meal.id, name: meal.name, price: 50, quantity, restaurant: fixture.restaurant },
  ]);
  return { ...fixture, meal };
}

const offer = (page: Page, code: string) => page.getByTestId('promo-offer').and(page.locator(`[data-code="${code}"]`));

interface PlacedOrder {
  promo_code: string | null;
  discount: string;
  subtotal: string;
  total_price: string;
  payment: { amount: string; payment_method: string };
}

test('a customer applies an offer shown in the cart and pays the discounted total by card', async ({
  page,
  request,
}) => {
  const kitchen = await bowlsInCart(page, request, 2);
  await page.goto('/cart');

  // the offers of this cart, each with its terms; one whose minimum is not reached says what is missing
  const offers = page.getByRole('region', { name: 'Offers for this order' });
  await expect(offers).toBeVisible();
  await expect(offer(page, 'WELCOME20')).toContainText('20% off, up to EGP 50.00 — first order');
  await expect(offer(page, 'FREEDELIVERY')).toContainText('Add EGP 50.00 more to use it');
  await expect(offer(page, 'EXPIRED5')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Apply WELCOME20' }).click();
  await expect(page.getByTestId('promo-outcome')).toHaveText('Applied: EGP 20.00 off this order.');
  await expect(page.getByTestId('promo-discount')).toHaveText('-EGP 20.00');
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 80.00');
  await expect(offer(page, 'WELCOME20')).toContainText('Applied');

  // one more bowl: the server is asked again and takes 20% of EGP 150.00
  await page.getByRole('button', { name: 'Increase Quantity of Promo Bowl' }).click();
  await expect(page.getByTestId('promo-discount')).toHaveText('-EGP 30.00');
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 120.00');
  await expect(offer(page, 'FREEDELIVERY').getByTestId('promo-offer-missing')).toHaveCount(0);

  // the code survives a reload
  await page.reload();
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME20');
  await expect(page.getByTestId('promo-discount')).toHaveText('-EGP 30.00');
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 120.00');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('EGP 150.00');
  await expect(page.getByTestId('promo-discount')).toHaveText('-EGP 30.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 120.00');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order · EGP 120.00' }).click();

  // the order page shows the stored breakdown
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-subtotal')).toHaveText('EGP 150.00');
  await expect(page.getByTestId('order-discount')).toHaveText('-EGP 30.00');
  await expect(page.getByTestId('order-breakdown')).toContainText('Discount (WELCOME20)');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 120.00');
  const order = await ok<PlacedOrder>(
    await request.get(`/api/orders/orders/${id}/`, { headers: auth(kitchen.customer.token) }),
    'order',
  );
  expect(order).toMatchObject({
    promo_code: 'WELCOME20',
    discount: '30.00',
    subtotal: '150.00',
    total_price: '120.00',
    payment: { payment_method: 'credit_card', amount: '120.00' },
  });
  // placing the order emptied the cart, and its code with it
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // the owner sees the same breakdown
  await signIn(page, kitchen.ownerToken);
  await page.goto('/restaurant-dashboard');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page.locator(`article[data-order="${id}"]`);
  await expect(row.getByText('EGP 120.00').first()).toBeVisible();
  await row.getByRole('button', { name: `Details of order #${id}` }).click();
  await expect(row.getByTestId('order-subtotal')).toHaveText('EGP 150.00');
  await expect(row.getByTestId('order-discount')).toHaveText('-EGP 30.00');
  await expect(row.getByTestId('order-total')).toHaveText('EGP 120.00');

  // and the admin
  await signIn(page, await adminToken(request));
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByTestId('order-discount')).toHaveText('-EGP 30.00');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 120.00');
});

test('a refused code says why, in the cart, and can be removed', async ({ page, request }) => {
  await bowlsInCart(page, request, 1);
  await page.goto('/cart');
  await page.getByLabel('Have a code?').fill('expired5');
  await page.getByLabel('Have a code?').press('Enter');
  await expect(page.getByTestId('promo-applied')).toContainText('EXPIRED5');
  await expect(page.getByTestId('promo-outcome')).toHaveText('This code has expired.');
  await expect(page.getByTestId('promo-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 50.00');
  await page.getByRole('button', { name: 'Remove the code EXPIRED5' }).click();
  await expect(page.getByLabel('Have a code?')).toHaveValue('');
  await expect(page.getByTestId('promo-outcome')).toHaveText('');

  // a code that cannot be one is refused before asking
  await page.getByLabel('Have a code?').fill('no');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByText('Use 3 to 32 letters, digits, “-” or “_”.')).toBeVisible();
});

test('a code refused when the order is placed is explained beside it, and the order goes on without it', async ({
  page,
  request,
}) => {
  const kitchen = await bowlsInCart(page, request, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Apply WELCOME20' }).click();
  await expect(page.getByTestId('promo-discount')).toHaveText('-EGP 10.00');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 40.00');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');

  // meanwhile, in another tab, the customer's first order was placed
  await cashOrder(request, kitchen.customer.token, kitchen.restaurant.id, kitchen.meal.id);
  await page.getByRole('button', { name: 'Place Order · EGP 40.00' }).click();
  await expect(page.getByTestId('promo-outcome')).toContainText('This code is for your first order only.');
  await expect(page.getByTestId('promo-outcome')).toContainText('Remove the code to place the order without it.');
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Remove the code WELCOME20' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('EGP 50.00');
  await page.getByRole('button', { name: 'Place Order · EGP 50.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText('EGP 50.00');
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
});
