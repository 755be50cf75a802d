import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { expect, test } from '../support/test';
import { adminToken, ownerWithMenu, placeCashOrder } from './owner-helpers';

const SITE = ' · Dishcraft';

/** The title in the page the server sends, before any script runs. */
async function serverTitle(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

async function firstOf(request: APIRequestContext, url: string) {
  return ((await (await request.get(url)).json()) as { id: number; name: string }[])[0]!;
}

/** Each address's title once the page is up; every one is "<page> · Dishcraft" and no two are the same. */
async function titlesOf(page: Page, paths: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page, path).toHaveTitle(/^.+ · Dishcraft$/);
    titles.set(path, await page.title());
  }
  return titles;
}

const expectDistinct = (titles: Map<string, string>) =>
  expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(titles.size);

test('every public page has its own title, the same in the server’s HTML, named after its restaurant or meal', async ({
  page,
  request,
}) => {
  const restaurant = await firstOf(request, '/api/restaurants/restaurants/');
  const meal = await firstOf(request, '/api/meals/meals/');
  const titles = await titlesOf(page, [
    '/',
    '/restaurants',
    `/restaurants/${restaurant.id}`,
    '/meals',
    `/meals/${meal.id}`,
    '/top-custom-meals',
    '/cart',
    '/login',
    '/register',
    '/forgot-password',
    '/no-such-page',
  ]);
  expectDistinct(titles);
  expect(titles.get(`/restaurants/${restaurant.id}`)).toBe(`${restaurant.name}${SITE}`);
  expect(titles.get(`/meals/${meal.id}`)).toBe(`${meal.name}${SITE}`);
  expect(titles.get('/no-such-page')).toBe(`Page Not Found${SITE}`);
  for (const path of ['/', '/meals', `/meals/${meal.id}`, '/restaurants', `/restaurants/${restaurant.id}`]) {
    expect(await serverTitle(page, path), path).toBe(titles.get(path));
  }
});

test('the title follows navigation and sign-in: it never keeps the page before’s', async ({ page, request }) => {
  const user = await registerUser(request, 'customer');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(`Sign in${SITE}`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle(`My Orders${SITE}`);

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Meals', exact: true }).click();
  await expect(page).toHaveTitle(`Meals${SITE}`);
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveTitle(`Home${SITE}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Meals${SITE}`);
});

test('signed-in pages have their own titles too, an order’s with its number', async ({ page, request }) => {
  const { token: ownerToken, restaurant } = await ownerWithMenu(request);
  const meal = await request.post('/api/meals/meals/', {
    headers: { Authorization: `Token ${ownerToken}` },
    data: { name: 'Title Soup', description: 'For a title', base_price: '9.00' },
  });
  expect(meal.status(), await meal.text()).toBe(201);
  const order = await placeCashOrder(request, restaurant.id, ((await meal.json()) as { id: number }).id);

  await signIn(page, await tokenFor(request, order.customer.username, order.customer.password));
  const customer = await titlesOf(page, [
    '/orders',
    `/orders/${order.id}`,
    '/profile',
    '/edit-profile',
    '/notifications',
  ]);
  expect(customer.get(`/orders/${order.id}`)).toBe(`Order #${order.id}${SITE}`);

  await signIn(page, ownerToken);
  const owner = await titlesOf(page, ['/restaurant-dashboard', '/add-meal', '/add-ingredient']);

  await signIn(page, await adminToken(request));
  const admin = await titlesOf(page, ['/admin-dashboard', '/admin/add-user', '/admin/add-restaurant']);
  expectDistinct(new Map([...customer, ...owner, ...admin]));
});
