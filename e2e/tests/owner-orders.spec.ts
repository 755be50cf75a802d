import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { setStatus } from './customer-helpers';
import { expectNoOverflow, WIDTHS } from './layout-helpers';
import { adminToken, auth, choose, expectPageAccessible, ownerWithMenu, placeCashOrder } from './owner-helpers';

const rows = (page: Page) => page.getByRole('main').locator('article[data-order]');
// Read with expect.poll: a filter's answer arrives after the click (the Past view asks the API for each page).
const idsOf = async (list: Locator) =>
  (await list.evaluateAll((els) => els.map((e) => e.getAttribute('data-order')))).map(Number);

test('the Orders tab shows compact rows, Active and Past, newest first, filtered by status', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, restaurant } = await ownerWithMenu(request);
  const created = await request.post('/api/meals/meals/', {
    headers: auth(token),
    data: { name: 'Kofta', description: 'Grilled lamb', base_price: '6.50', restaurant: restaurant.id },
  });
  expect(created.status()).toBe(201);
  const kofta = ((await created.json()) as { id: number }).id;
  const [pending, confirmed, delivered, cancelled] = [
    await placeCashOrder(request, restaurant.id, kofta, 2),
    await placeCashOrder(request, restaurant.id, kofta, 2),
    await placeCashOrder(request, restaurant.id, kofta, 2),
    await placeCashOrder(request, restaurant.id, kofta, 2),
  ];
  await setStatus(request, token, confirmed.id, 'confirmed');
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await setStatus(request, token, delivered.id, status);
  await setStatus(request, token, cancelled.id, 'cancelled');

  await signIn(page, token);
  await page.goto('/restaurant-dashboard');
  await page.getByRole('tab', { name: 'Orders' }).click();

  // Active first, newest on top, one compact row each.
  await expect(page.getByText('Active (2)', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => idsOf(rows(page))).toEqual([confirmed.id, pending.id]);
  const row = rows(page).filter({ has: page.getByRole('heading', { name: `Order #${pending.id}` }) });
  await expect(row.getByText('2 × Kofta')).toBeVisible();
  await expect(row.getByText(pending.customer.username)).toBeVisible();
  // The total; the details, closed, hold the line's EGP 13.00 too.
  await expect(row.getByText('EGP 13.00').first()).toBeVisible();
  await expect(row.getByText('Cash on Delivery · Pending')).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Status of order #${pending.id}` })).toHaveValue('Pending');
  // The address and notes wait behind Details.
  await expect(row.getByText('12 Nile St, Cairo')).toBeHidden();
  await row.getByRole('button', { name: `Details of order #${pending.id}` }).click();
  await expect(row.getByText('12 Nile St, Cairo')).toBeVisible();
  await expect(row.getByText('Instructions: No onions')).toBeVisible();
  await row.getByRole('button', { name: `Details of order #${pending.id}` }).click();
  await expect(row.getByText('12 Nile St, Cairo')).toBeHidden();

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect.poll(() => expectNoOverflow(page, `orders tab at ${size.width} px`).then(() => true)).toBe(true);
    // A row is a line or two on a desktop, a short block on a phone (the old cards were 450 px and more).
    const { height } = (await row.boundingBox())!;
    expect(height, `row height at ${size.width} px`).toBeLessThanOrEqual(size.width < 600 ? 260 : 110);
  }
  await expectPageAccessible(page);

  // The status filter offers the view's statuses only.
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All statuses',
    'Pending',
    'Confirmed',
    'Preparing',
    'Ready for Pickup/Delivery',
  ]);
  await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
  await expect.poll(() => idsOf(rows(page))).toEqual([confirmed.id]);
  await choose(page, 'Filter by status', 'Preparing');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No orders with the status Preparing.')).toBeVisible();
  await choose(page, 'Filter by status', 'All statuses');
  await expect(rows(page)).toHaveCount(2);

  // Past: delivered and cancelled, newest first.
  await page.getByText('Past (2)', { exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => idsOf(rows(page))).toEqual([cancelled.id, delivered.id]);
  await expect(page.getByRole('combobox', { name: `Status of order #${delivered.id}` })).toBeDisabled();
  await choose(page, 'Filter by status', 'Delivered');
  await expect.poll(() => idsOf(rows(page))).toEqual([delivered.id]);

  // A status change reads the status's label and moves the order between the views.
  await page.getByText('Active (2)', { exact: true }).click();
  await choose(page, `Status of order #${pending.id}`, 'Ready for Pickup/Delivery');
  await expect(page.getByText(`Order #${pending.id} status updated to Ready for Pickup/Delivery`)).toBeVisible();
  await choose(page, `Status of order #${pending.id}`, 'Delivered');
  await expect(page.getByText(`Order #${pending.id} status updated to Delivered`)).toBeVisible();
  await expect(page.getByText('Active (1)', { exact: true })).toBeVisible();
  await expect.poll(() => idsOf(rows(page))).toEqual([confirmed.id]);
  await expect(page.getByText('Past (3)', { exact: true })).toBeVisible();
});

test("the admin's orders table becomes labelled stacked rows on a phone", async ({ page, request }) => {
  const { token, restaurant } = await ownerWithMenu(request);
  const created = await request.post('/api/meals/meals/', {
    headers: auth(token),
    data: { name: 'Kofta', description: 'Grilled lamb', base_price: '6.50', restaurant: restaurant.id },
  });
  const order = await placeCashOrder(request, restaurant.id, ((await created.json()) as { id: number }).id, 2);
  await signIn(page, await adminToken(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Search orders by ID, customer or restaurant').fill(order.customer.username);
  const row = page.getByRole('main').locator(`tr[data-order="${order.id}"]`);
  await expect(row.getByText('Restaurant', { exact: true })).toBeVisible();
  await expect(row.getByText(restaurant.name)).toBeInViewport();
  await expect(row.getByRole('link', { name: `View order #${order.id}` })).toBeInViewport();
  await expect.poll(() => expectNoOverflow(page, 'admin orders at 390 px').then(() => true)).toBe(true);
});
