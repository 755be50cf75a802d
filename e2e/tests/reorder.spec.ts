import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer, newMeal, newRestaurant, unique } from './browse-helpers';
import { auth, withCart } from './customer-helpers';
import type { APIRequestContext } from '@playwright/test';

/** Order again (issue #23): a past order's lines go back into the cart at today's prices; gone lines are listed. */

async function ok(res: import('@playwright/test').APIResponse, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? undefined : res.json();
}

/** A kitchen with a wrap (12.50) and a soup (8.00), and a customer's order of 2 wraps and a soup. */
async function pastOrder(request: APIRequestContext) {
  const kitchen = await newRestaurant(request);
  const wrap = await newMeal(request, kitchen.ownerToken, { name: unique('Falafel wrap '), base_price: '12.50' });
  const soup = await newMeal(request, kitchen.ownerToken, { name: unique('Lentil soup '), base_price: '8.00' });
  const customer = await newCustomer(request);
  const order = (await ok(
    await request.post('/api/orders/orders/', {
      headers: auth(customer.token),
      data: {
        restaurant: kitchen.restaurant.id,
        delivery_address: '12 Nile St, Cairo',
        payment_method: 'cash',
        items: [
          { meal: wrap.id, quantity: 2, special_instructions: 'Extra tahini' },
          { meal: soup.id, quantity: 1 },
        ],
      },
    }),
    'order',
  )) as { id: number };
  return { kitchen, wrap, soup, customer, order };
}

test('a customer orders a past order again: the deleted meal is listed, the other is in the cart at today’s price', async ({
  page,
  request,
}) => {
  const { kitchen, wrap, soup, customer, order } = await pastOrder(request);
  // Since then the owner took the soup off the menu and raised the wrap.
  await ok(await request.delete(`/api/meals/meals/${soup.id}/`, { headers: auth(kitchen.ownerToken) }), 'delete soup');
  await ok(
    await request.patch(`/api/meals/meals/${wrap.id}/`, {
      headers: auth(kitchen.ownerToken),
      data: { base_price: '14.00' },
    }),
    'raise wrap',
  );

  await signIn(page, customer.token);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${order.id}` });
  await card.getByRole('button', { name: `Order again: the items of order #${order.id}` }).click();

  await expect(page).toHaveURL('/cart');
  const notice = page.getByRole('dialog', { name: '1 item is no longer available' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`1 × ${soup.name}`);
  await expect(notice).toContainText('No longer on the menu');
  await expect(notice).toContainText('The rest of the order is in your cart at today’s prices.');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  const lines = page.getByTestId('cart-item');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(wrap.name);
  await expect(lines).toContainText('EGP 14.00 each');
  await expect(lines.getByLabel('Special instructions')).toHaveValue('Extra tahini');
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 28.00');
});

test('with another restaurant’s meals in the cart, Order again asks first: keep leaves it, replace swaps it', async ({
  page,
  request,
}) => {
  const { kitchen, wrap, soup, customer, order } = await pastOrder(request);
  const elsewhere = { id: kitchen.restaurant.id + 100000, name: 'Other Kitchen' };
  await withCart(page, customer.token, customer.id, [
    { type: 'regular', id: 999999, name: 'Koshari', price: 8.5, quantity: 1, restaurant: elsewhere },
  ]);
  await page.goto(`/orders/${order.id}`);
  const again = page.getByRole('button', { name: `Order again: the items of order #${order.id}` });

  await again.click();
  const ask = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(ask).toContainText(`Your cart has meals from Other Kitchen`);
  await expect(ask).toContainText(`adding this order from ${kitchen.restaurant.name} empties it first`);
  await ask.getByRole('button', { name: 'Keep Other Kitchen' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(`/orders/${order.id}`);

  await again.click();
  await page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Replace cart' }).click();
  await expect(page).toHaveURL('/cart');
  // Everything could be ordered: no notice, both lines in, the Koshari gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const lines = page.getByTestId('cart-item');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: wrap.name })).toContainText('EGP 25.00');
  await expect(lines.filter({ hasText: soup.name })).toContainText('EGP 8.00');
  await expect(page.getByText('Koshari')).toHaveCount(0);
});
