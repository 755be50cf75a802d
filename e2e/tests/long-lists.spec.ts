import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn, tokenFor } from '../support/api';
import { adminToken } from './browse-helpers';
import { customMeal, kitchenAndCustomer, withCart } from './customer-helpers';
import { expectNoOverflow, WIDTHS } from './layout-helpers';

/** Every row lies within the window and the page does not scroll sideways. */
async function expectRowsFit(page: Page, rows: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const right of await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
    expect(right).toBeLessThanOrEqual(width);
}

// One page of an order list (API.md §1.5's default page size): the demo data holds several times as many orders.
const PAGE_SIZE = 20;

const orderIds = (rows: Locator) => rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-order'))));

/** The ids of the order rows of one page, once the list shows between one and PAGE_SIZE of them. */
async function pageOfOrders(rows: Locator): Promise<number[]> {
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(PAGE_SIZE);
  return orderIds(rows);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test("the admin's Orders tab shows a page at a time, and the page survives a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await adminToken(request));
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/admin-dashboard');
    await openTab(page, 'Orders');
    const rows = page.getByRole('main').locator('tr[data-order]');
    const first = await pageOfOrders(rows);
    expect(first).toHaveLength(PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: 'Pages of orders' });
    await expect(pages).toBeVisible();
    await expectRowsFit(page, rows);

    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(async () => (await orderIds(rows)).some((id) => first.includes(id))).toBe(false);
    const second = await pageOfOrders(rows);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => orderIds(rows)).toEqual(second);
  }
});

test("the owner's Past view pages through the restaurant's history; Active lists every open order", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // chef_nadia's demo restaurant has a month of orders: more delivered and cancelled ones than fit one page.
  await signIn(page, await tokenFor(request, 'chef_nadia', 'Owner123!'));
  // The pages of past orders the browser asks the API for: filtered and paged there, not in the browser.
  const pastPages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/orders/orders/' && url.searchParams.get('status') === 'delivered,cancelled')
      pastPages.push(url.searchParams.get('page') ?? 'all');
  });
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/restaurant-dashboard');
    await openTab(page, 'Orders');
    const main = page.getByRole('main');
    const rows = main.locator('article[data-order]');
    await expect(rows.first()).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Pages of orders' })).toHaveCount(0);

    await main.getByText(/^Past \(/).click();
    await expect.poll(() => pastPages).toContain('1');
    // The Active list stays on screen until the first page of past orders arrives: wait for a full page of them.
    await expect.poll(() => rows.count()).toBe(PAGE_SIZE);
    const first = await pageOfOrders(rows);
    expect(first).toHaveLength(PAGE_SIZE);
    const pages = main.getByRole('navigation', { name: 'Pages of orders' });
    await expect(pages).toBeVisible();
    await expectRowsFit(page, rows);

    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => pastPages).toContain('2');
    await expect.poll(async () => (await orderIds(rows)).some((id) => first.includes(id))).toBe(false);
    await expect(rows.first()).toBeVisible();
    expect(pastPages).not.toContain('all');
    for (const status of await rows
      .locator('[data-status]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))))
      expect(['delivered', 'cancelled']).toContain(status);
  }
});

test('the cart summary keeps the quantity and the start of a 255-character name on a phone', async ({
  page,
  request,
}) => {
  const longName = `Kofta${'x'.repeat(250)}`;
  const { restaurant, tomato, customer } = await kitchenAndCustomer(request);
  const bowl = await customMeal(request, customer.token, {
    name: longName,
    ingredients: [{ ingredient: tomato.id, quantity: 100 }],
  });
  await withCart(page, customer.token, customer.id, [
    { type: 'custom', id: bowl.id, name: bowl.name, price: Number(bowl.base_price), quantity: 1, restaurant },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  const summary = page.getByRole('heading', { name: 'Order Summary' }).locator('..');
  const line = summary.getByText(/^1 × Kofta/);
  // The first letters of the name lie inside the line's visible box, not on a row the clamp hides.
  const nameShown = (el: HTMLElement) => {
    const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('Kofta'));
    if (!text) return false;
    const range = document.createRange();
    const at = (text.textContent ?? '').indexOf('Kofta');
    range.setStart(text, at);
    range.setEnd(text, at + 5);
    const name = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return name.width > 0 && name.top >= box.top && name.bottom <= box.bottom && name.right <= box.right;
  };
  await expect.poll(() => line.evaluate(nameShown)).toBe(true);
  await expect(line).toHaveAttribute('title', `1 × ${longName}`);
  await expect(summary.getByText('EGP 5.00').first()).toBeVisible();
  await expectNoOverflow(page, 'cart at 390 px');
});
