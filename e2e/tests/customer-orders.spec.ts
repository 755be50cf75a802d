import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer } from './browse-helpers';
import { cashOrder, customMeal, kitchenAndCustomer, setStatus } from './customer-helpers';

test('a customer without orders sees No Orders Yet', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('No Orders Yet')).toBeVisible();
  await expectAccessible(page);
});

test('the history lists orders with status and total, and the detail shows everything about one', async ({
  page,
  request,
}) => {
  const { restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, {
    name: 'History Bowl',
    ingredients: [{ ingredient: tomato.id, quantity: 50 }],
  });
  const order = await cashOrder(request, customer.token, restaurant.id, meal.id);

  await signIn(page, customer.token);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: `Order #${order.id}` });
  await expect(card).toContainText(restaurant.name);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Total EGP 5.00');
  await expect(card).toContainText('2 × History Bowl');
  await expectAccessible(page);
  await card.getByRole('link', { name: `View details of order #${order.id}` }).click();

  await expect(page).toHaveURL(`/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByText('12 Nile St, Cairo')).toBeVisible();
  await expect(page.getByText('Ring twice')).toBeVisible();
  await expect(page.getByText('(Custom)')).toBeVisible();
  await expect(page.getByText('Note: No salt')).toBeVisible();
  await expect(page.getByText('Delivery fee')).toBeVisible();
  await expect(page.getByText('EGP 0.00')).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL('/orders');
});

test('a pending order can be cancelled with a reason after confirming', async ({ page, request }) => {
  const { restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 50 }] });
  const order = await cashOrder(request, customer.token, restaurant.id, meal.id);
  await signIn(page, customer.token);
  await page.goto(`/orders/${order.id}`);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('A cancellation reason is required.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason for cancelling').fill('Ordered by mistake');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();

  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('Reason: Ordered by mistake')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a confirmed order offers no cancel, and an unknown order is not found', async ({ page, request }) => {
  const { ownerToken, restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 50 }] });
  const order = await cashOrder(request, customer.token, restaurant.id, meal.id);
  await setStatus(request, ownerToken, order.id, 'confirmed');
  await signIn(page, customer.token);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  await page.goto('/orders/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found.' })).toBeVisible();
});
