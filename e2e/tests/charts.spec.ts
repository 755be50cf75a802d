import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { auth, ownerWithMenu, placeCashOrder } from './owner-helpers';

/** An owner's restaurant with a meal at `price`; `orders` cash orders of it placed today. */
async function restaurantWithOrders(request: APIRequestContext, price: string, orders: number) {
  const owner = await ownerWithMenu(request);
  const meal = await request.post('/api/meals/meals/', {
    headers: auth(owner.token),
    data: { name: 'Chart Platter', description: 'For the charts', base_price: price },
  });
  expect(meal.status(), await meal.text()).toBe(201);
  const mealId = ((await meal.json()) as { id: number }).id;
  for (let i = 0; i < orders; i += 1) await placeCashOrder(request, owner.restaurant.id, mealId);
  return owner;
}

const ordersChart = (page: Page) => page.getByRole('img', { name: /^Orders, last \d+ days$/ });

test('the orders chart counts whole orders: every tick of its axis is an integer', async ({ page, request }) => {
  const { token } = await restaurantWithOrders(request, '12.00', 1);
  await signIn(page, token);
  await page.goto('/restaurant-dashboard');
  const chart = ordersChart(page);
  // The charts' code (recharts) is a chunk of its own, fetched after the dashboard shows: on a loaded CI machine
  // that took longer than the 10 s an assertion waits by default.
  await expect(chart.locator('svg')).toBeVisible({ timeout: 30_000 });
  // The axis labels: days ("26 Nov") along the bottom, counts up the side.
  await expect.poll(() => chart.locator('svg text').allTextContents()).toContain('1');
  const counts = (await chart.locator('svg text').allTextContents()).filter((text) => /^[\d.,]+$/.test(text));
  expect(counts.length).toBeGreaterThan(1);
  for (const count of counts) expect(count, `tick ${count} of ${counts.join(' ')}`).toMatch(/^\d[\d,]*$/);
});

test('a dashboard without orders says so instead of drawing empty axes', async ({ page, request }) => {
  const { token } = await ownerWithMenu(request);
  await signIn(page, token);
  await page.goto('/restaurant-dashboard');
  await expect(page.getByRole('heading', { name: /^No orders in the last \d+ days$/ })).toBeVisible();
  await expect(ordersChart(page)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Revenue, last \d+ days$/ })).toHaveCount(0);
});

test('money on the dashboard has thousands separators', async ({ page, request }) => {
  const { token } = await restaurantWithOrders(request, '1234.50', 2);
  await signIn(page, token);
  await page.goto('/restaurant-dashboard');
  await expect(page.locator('[data-stat="Total Revenue"]')).toHaveText('EGP 2,469.00');
  await expect(page.locator('[data-stat="Total Orders"]')).toHaveText('2');
  const revenue = page.getByRole('img', { name: /^Revenue, last \d+ days$/ }).locator('svg text');
  await expect(revenue.filter({ hasText: 'EGP' }).first()).toBeVisible();
  const amounts = (await revenue.allTextContents()).filter((text) => text.includes('EGP'));
  expect(amounts.some((amount) => amount.includes(','))).toBe(true);
  for (const amount of amounts) expect(amount).toMatch(/^EGP\s\d{1,3}(,\d{3})*(\.\d{2})?$/);
});
