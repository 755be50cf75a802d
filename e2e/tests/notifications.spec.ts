import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer } from './browse-helpers';
import { cashOrder, customMeal, kitchenAndCustomer, setStatus } from './customer-helpers';

test('the bell counts unread, lists them and leads to the order; the page filters and marks read', async ({
  page,
  request,
}) => {
  const { ownerToken, restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 10 }] });
  const first = await cashOrder(request, customer.token, restaurant.id, meal.id);
  const second = await cashOrder(request, customer.token, restaurant.id, meal.id);
  await setStatus(request, ownerToken, first.id, 'confirmed');
  await setStatus(request, ownerToken, second.id, 'confirmed');
  await setStatus(request, ownerToken, second.id, 'ready');

  await signIn(page, customer.token);
  await page.goto('/');
  await expect(page.getByTestId('bell-badge')).toContainText('3');
  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  await expect(page.getByTestId('bell-item')).toHaveCount(3);
  await expect(page.getByTestId('bell-item').first()).toContainText('Order Ready');
  await expect(page.getByTestId('bell-item').first()).toContainText(/ago/);
  await page.getByTestId('bell-item').first().click();
  await expect(page).toHaveURL(`/orders/${second.id}`);
  await expect(page.getByTestId('bell-badge')).toContainText('2');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByLabel('2 unread', { exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-card')).toHaveCount(3);
  await expect(page.getByTestId('notification-card').first()).toContainText(`Order #${second.id}`);
  await expectAccessible(page);

  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(page.getByTestId('notification-card')).toHaveCount(2);
  await page.getByTestId('notification-card').first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByTestId('notification-card')).toHaveCount(1);

  // clicking an unread card marks it read and opens its order
  await page
    .getByTestId('notification-card')
    .first()
    .getByRole('button', { name: /open order/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/(${first.id}|${second.id})$`));
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(page.getByText('Check back later for updates on your orders and activities')).toBeVisible();
  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(page.getByTestId('notification-card')).toHaveCount(3);
});

test('mark all as read clears the badge; a user without notifications sees the empty bell', async ({
  page,
  request,
}) => {
  const { ownerToken, restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 10 }] });
  const order = await cashOrder(request, customer.token, restaurant.id, meal.id);
  await setStatus(request, ownerToken, order.id, 'confirmed');
  await signIn(page, customer.token);
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const fresh = await newCustomer(request);
  await signIn(page, fresh.token);
  await page.goto('/notifications');
  await expect(page.getByText('No notifications')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('No new notifications')).toBeVisible();
  await page.getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL('/notifications');
});

test('a visitor has no bell and is sent to log in from /notifications', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('a new notification arrives live and shows a toast', async ({ page, request }) => {
  const { ownerToken, restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 10 }] });
  const order = await cashOrder(request, customer.token, restaurant.id, meal.id);
  await signIn(page, customer.token);
  await page.goto('/notifications');
  await expect(page.getByText('No notifications')).toBeVisible();
  await setStatus(request, ownerToken, order.id, 'preparing');
  const live = page.getByRole('alert').filter({ hasText: 'Order Being Prepared' });
  await expect(live).toBeVisible({ timeout: 3000 });
  await expect(page.getByTestId('notification-card')).toHaveCount(1, { timeout: 3000 });
  // The toast standing on the page (a pointer over it holds it open): named close button, readable text.
  await live.hover();
  await expect(live.getByRole('button', { name: 'Close notification' })).toBeVisible();
  await expectAccessible(page);
});
