import type { APIRequestContext, Page } from '@playwright/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { expect, test } from '../support/test';
import { adminToken, newMeal, newRestaurant, unique } from './browse-helpers';
import { auth } from './owner-helpers';

/** Issue #21 on the owner's side: weekly hours, closed dates, delivery areas, pause and busy kitchen. */

async function ok<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

interface RestaurantHours {
  opening_hours: { weekday: number; opens: string; closes: string }[];
  paused_until: string | null;
  busy_extra_minutes: number;
}

const mine = (request: APIRequestContext, token: string, id: number) =>
  request
    .get(`/api/restaurants/restaurants/${id}/`, { headers: auth(token) })
    .then((res) => ok<RestaurantHours>(res, 'restaurant'));

async function openDeliveryTab(page: Page) {
  await page.goto('/restaurant-dashboard');
  await page.getByRole('tab', { name: 'Delivery & hours' }).click();
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
}

test('an owner sets two periods and an overnight one, pauses, and customers see it at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const kitchen = await newRestaurant(request);
  const id = kitchen.restaurant.id;
  await newMeal(request, kitchen.ownerToken, { name: unique('Koshary ') });
  await signIn(page, kitchen.ownerToken);
  await openDeliveryTab(page);

  // Monday: lunch and dinner. Friday: from 20:00 past midnight, which spills into Saturday's whole day.
  await page.getByLabel('Monday, period 1: opens').fill('12:00');
  await page.getByLabel('Monday, period 1: closes').fill('15:00');
  await page.getByRole('button', { name: 'Add a period on Monday' }).click();
  await page.getByLabel('Monday, period 2: opens').fill('19:00');
  await page.getByLabel('Monday, period 2: closes').fill('23:00');
  await page.getByLabel('Friday, period 1: opens').fill('20:00');
  await page.getByLabel('Friday, period 1: closes').fill('02:00');
  const friday = page.getByTestId('hours-day-5');
  await expect(friday.getByText('until 02:00 next day')).toBeVisible();
  await page.getByRole('button', { name: 'Save hours' }).click();
  // The contract's rule, before anything is sent: Saturday's whole day overlaps Friday night.
  await expect(page.getByTestId('hours-day-6').getByText('Overlaps another period', { exact: false })).toBeVisible();
  await page.getByLabel('Saturday, period 1: opens').fill('10:00');
  await page.getByLabel('Saturday, period 1: closes').fill('23:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Opening hours saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Delivery & hours' }).click();
  await expect(page.getByLabel('Monday, period 1: closes')).toHaveValue('15:00');
  await expect(page.getByLabel('Monday, period 2: opens')).toHaveValue('19:00');
  await expect(page.getByLabel('Friday, period 1: closes')).toHaveValue('02:00');
  await expect(friday.getByText('until 02:00 next day')).toBeVisible();
  const saved = await mine(request, kitchen.ownerToken, id);
  expect(saved.opening_hours.filter((p) => p.weekday === 1)).toEqual([
    { weekday: 1, opens: '12:00', closes: '15:00' },
    { weekday: 1, opens: '19:00', closes: '23:00' },
  ]);
  expect(saved.opening_hours).toContainEqual({ weekday: 5, opens: '20:00', closes: '02:00' });

  // Open every hour again, so what follows does not hang on the time of day the test runs at.
  await ok(
    await request.patch(`/api/restaurants/restaurants/${id}/`, {
      headers: auth(kitchen.ownerToken),
      data: {
        opening_hours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: '00:00', closes: '00:00' })),
      },
    }),
    'all day',
  );

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(`/restaurants/${id}`);
  const addToCart = customer.getByRole('button', { name: /^Add .* to Cart$/ }).first();
  await expect(addToCart).toBeEnabled();

  // Pause for 30 minutes: the dashboard counts down, the customer's page stops taking orders.
  await page.reload();
  const control = page.getByTestId('pause-control');
  await expect(control.getByText('Taking orders', { exact: true })).toBeVisible();
  await control.getByRole('button', { name: 'Pause new orders' }).click();
  await page.getByRole('menuitem', { name: '30 minutes' }).click();
  await expect(page.getByTestId('pause-remaining')).toContainText(/\((30|29) minutes left\)/);
  expect((await mine(request, kitchen.ownerToken, id)).paused_until).not.toBeNull();

  await customer.reload();
  await expect(customer.getByTestId('next-opening')).toHaveText(/^Not taking orders until \d\d:\d\d$/);
  await expect(customer.getByRole('button', { name: /^Add .* to Cart$/ }).first()).toBeDisabled();
  const buyer = await registerUser(request, 'customer');
  const buyerToken = await tokenFor(request, buyer.username, buyer.password);
  const meals = await ok<{ results?: { id: number }[] } | { id: number }[]>(
    await request.get('/api/meals/meals/', { params: { restaurant: id } }),
    'meals',
  );
  const meal = (Array.isArray(meals) ? meals : (meals.results ?? []))[0]!;
  const refused = await request.post('/api/orders/orders/', {
    headers: auth(buyerToken),
    data: {
      restaurant: id,
      delivery_address: '12 Nile St',
      payment_method: 'cash',
      items: [{ meal: meal.id, quantity: 1 }],
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'restaurant_closed' });

  // Busy kitchen: the customer sees the extra minutes as soon as the pause ends.
  await control.getByText('+20 min').click();
  await expect(page.getByText('Busy kitchen updated')).toBeVisible();
  expect((await mine(request, kitchen.ownerToken, id)).busy_extra_minutes).toBe(20);

  // Resume: orders are taken again at once.
  await control.getByRole('button', { name: 'Resume orders' }).click();
  await expect(control.getByText('Taking orders', { exact: true })).toBeVisible();
  expect((await mine(request, kitchen.ownerToken, id)).paused_until).toBeNull();
  await customer.reload();
  await expect(customer.getByTestId('next-opening')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: /^Add .* to Cart$/ }).first()).toBeEnabled();
  await expect(customer.getByTestId('busy-notice')).toBeVisible();
  await customerContext.close();
});

test('an owner adds a delivery area with its terms and a closed date, and both are kept', async ({ page, request }) => {
  const kitchen = await newRestaurant(request);
  const admin = await adminToken(request);
  const areaName = unique('Maadi ');
  await ok(
    await request.post('/api/areas/', { headers: auth(admin), data: { name: areaName, city: 'Cairo' } }),
    'area',
  );
  await signIn(page, kitchen.ownerToken);
  await openDeliveryTab(page);
  await expect(page.getByText('You deliver to no area yet.', { exact: false })).toBeVisible();

  await page.getByRole('combobox', { name: 'Add an area' }).fill(areaName);
  await page.getByRole('option', { name: areaName }).click();
  await page.getByLabel(`Delivery fee for ${areaName}`).fill('abc');
  await page.getByRole('button', { name: 'Save delivery areas' }).click();
  const row = page.getByTestId('delivery-area-row');
  await expect(row.getByText('Must be a number.')).toBeVisible();
  await page.getByLabel(`Delivery fee for ${areaName}`).fill('15.50');
  await page.getByLabel(`Minimum order for ${areaName}`).fill('100');
  await page.getByLabel(`Delivery time in minutes for ${areaName}`).fill('35');
  await page.getByRole('button', { name: 'Save delivery areas' }).click();
  await expect(page.getByText('Delivery areas saved')).toBeVisible();

  await page.getByRole('button', { name: 'Add closed dates' }).click();
  await page.getByLabel('Closure 1: first day').fill('2031-04-01');
  await page.getByLabel('Closure 1: last day').fill('2031-04-03');
  await page.getByLabel('Closure 1: reason').fill('Eid holiday');
  await page.getByRole('button', { name: 'Save closed dates' }).click();
  await expect(page.getByText('Closed dates saved')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Delivery & hours' }).click();
  await expect(page.getByLabel(`Delivery fee for ${areaName}`)).toHaveValue('15.50');
  await expect(page.getByLabel(`Minimum order for ${areaName}`)).toHaveValue('100.00');
  await expect(page.getByLabel(`Delivery time in minutes for ${areaName}`)).toHaveValue('35');
  await expect(page.getByLabel('Closure 1: reason')).toHaveValue('Eid holiday');
  const list = await ok<{ fee: string; minimum_order: string; delivery_minutes: number }[]>(
    await request.get(`/api/restaurants/restaurants/${kitchen.restaurant.id}/delivery-areas/`),
    'delivery areas',
  );
  expect(list).toMatchObject([{ fee: '15.50', minimum_order: '100.00', delivery_minutes: 35 }]);
});
