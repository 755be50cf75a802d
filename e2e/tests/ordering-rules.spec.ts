import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminToken, newCustomer, newMeal, newRestaurant, unique } from './browse-helpers';
import { auth, customMeal, kitchenAndCustomer, withCart } from './customer-helpers';

/** Ordering rules a customer meets before checkout: a closed restaurant, one restaurant per cart, honest labels. */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Closes the restaurant until two hours from now (the e2e server keeps its hours in UTC, its default zone) and
 * returns the sentence the customer should read.
 */
async function closeForTwoHours(request: APIRequestContext, restaurantId: number): Promise<string> {
  const now = new Date();
  const opens = new Date(now.getTime() + 2 * 3600_000);
  const closes = new Date(now.getTime() + 3 * 3600_000);
  const clock = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const res = await request.patch(`/api/restaurants/restaurants/${restaurantId}/`, {
    headers: auth(await adminToken(request)),
    data: { opening_time: clock(opens), closing_time: clock(closes) },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { is_open_now: boolean }).is_open_now).toBe(false);
  const day = opens.getUTCDate() === now.getUTCDate() ? 'today' : 'tomorrow';
  return `Opens ${day} at ${clock(opens)}`;
}

const cartLine = (meal: { id: number; name: string }, restaurant: { id: number; name: string }) => ({
  type: 'regular' as const,
  id: meal.id,
  name: meal.name,
  price: 12.5,
  quantity: 1,
  restaurant,
});

const addButton = (page: Page, mealName: string) =>
  page
    .getByTestId('menu-meal')
    .filter({ hasText: mealName })
    .getByRole('button', { name: `Add ${mealName} to Cart` });

for (const size of WIDTHS) {
  test(`a closed restaurant says when it opens and takes no order before checkout (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { ownerToken, restaurant } = await newRestaurant(request);
    const meal = await newMeal(request, ownerToken, { name: unique('Koshari ') });
    const opens = await closeForTwoHours(request, restaurant.id);

    await page.goto(`/restaurants/${restaurant.id}`);
    await expect(page.getByTestId('next-opening')).toHaveText(opens);
    const add = addButton(page, meal.name);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(opens);
    await expect(page.getByTestId('menu-meal').getByTestId('add-blocked')).toHaveText(opens);

    await page.goto(`/meals/${meal.id}`);
    const order = page.getByRole('region', { name: 'Order this meal' });
    await expect(order.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
    await expect(order.getByTestId('add-blocked')).toHaveText(`${restaurant.name} is closed. ${opens}`);

    // a cart filled while it was open shows the block and does not lead to checkout
    await withCart(page, '', 'anonymous', [cartLine(meal, restaurant)]);
    await page.goto('/cart');
    const notice = page.getByTestId('closed-notice');
    await expect(notice).toContainText(`${restaurant.name} is closed`);
    await expect(notice).toContainText(opens);
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await page.screenshot({ path: `/tmp/shots/h2/closed-cart-${size.width}.png`, fullPage: true });
  });
}

test('a cart filled while open shows the block once the restaurant closes meanwhile', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken, { name: unique('Fatta ') });
  // signed in, as one is to order: a visitor's catalogue reads may come from the browser's cache for 30 s (ADR 007)
  const customer = await newCustomer(request);
  await withCart(page, customer.token, customer.id, [cartLine(meal, restaurant)]);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await expect(page.getByTestId('closed-notice')).toHaveCount(0);

  const opens = await closeForTwoHours(request, restaurant.id);
  // away to the menu and back to the cart inside the app, no reload: the cart reads the restaurant again
  await page.getByRole('link', { name: restaurant.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.getByTestId('closed-notice')).toContainText(opens);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
});

test('checkout shows the block and takes no order for now while the restaurant is closed', async ({
  page,
  request,
}) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken, { name: unique('Feteer ') });
  const customer = await newCustomer(request);
  await withCart(page, customer.token, customer.id, [cartLine(meal, restaurant)]);
  const opens = await closeForTwoHours(request, restaurant.id);
  await page.goto('/checkout');
  await expect(page.getByTestId('closed-notice')).toContainText(opens);
  // Issue #21: a closed restaurant still takes orders scheduled for when it is open, never one for now.
  await expect(page.getByRole('radio', { name: /Deliver now/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Schedule' })).toBeChecked();
});

test('adding from another restaurant asks first, naming both, and keeps the cart unless told to replace it', async ({
  page,
  request,
}) => {
  const first = await newRestaurant(request, { name: unique('Nile Bites ') });
  const second = await newRestaurant(request, { name: unique('Cairo Grill ') });
  const kept = await newMeal(request, first.ownerToken, { name: unique('Molokhia ') });
  const other = await newMeal(request, second.ownerToken, { name: unique('Kofta ') });
  await withCart(page, '', 'anonymous', [cartLine(kept, first.restaurant)]);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(`/restaurants/${second.restaurant.id}`);
    await addButton(page, other.name).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await expect(dialog).toContainText(first.restaurant.name);
    await expect(dialog).toContainText(second.restaurant.name);
    await page.screenshot({ path: `/tmp/shots/h2/replace-modal-${size.width}.png` });
    await dialog.getByRole('button', { name: `Keep ${first.restaurant.name}` }).click();
    await expect(dialog).toBeHidden();
  }

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText(kept.name);

  await page.goto(`/restaurants/${second.restaurant.id}`);
  await addButton(page, other.name).click();
  await page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Replace cart' }).click();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText(other.name);
  await expect(page.getByRole('link', { name: second.restaurant.name })).toBeVisible();
});

test('a custom meal from another restaurant asks too before it replaces the cart', async ({ page, request }) => {
  const first = await newRestaurant(request, { name: unique('Nile Bites ') });
  const kept = await newMeal(request, first.ownerToken, { name: unique('Molokhia ') });
  const other = await kitchenAndCustomer(request);
  const bowl = await customMeal(request, other.customer.token, {
    name: unique('Bowl '),
    ingredients: [{ ingredient: other.tomato.id, quantity: 100 }],
  });
  await withCart(page, other.customer.token, other.customer.id, [cartLine(kept, first.restaurant)]);
  await page.goto(`/meals/custom/${bowl.id}`);
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(dialog).toContainText(first.restaurant.name);
  await expect(dialog).toContainText(other.restaurant.name);
  await dialog.getByRole('button', { name: `Keep ${first.restaurant.name}` }).click();
  await expect(page).toHaveURL(`/meals/custom/${bowl.id}`);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toContainText(kept.name);
});

test('adding from the same restaurant asks nothing', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const one = await newMeal(request, ownerToken, { name: unique('Taameya ') });
  const two = await newMeal(request, ownerToken, { name: unique('Foul ') });
  await withCart(page, '', 'anonymous', [cartLine(one, restaurant)]);
  await page.goto(`/restaurants/${restaurant.id}`);
  await addButton(page, two.name).click();
  await expect(page.getByText(`${two.name} added to your cart`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the cart's restaurant link has the app's link style, not the browser's blue", async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request, { name: unique('Nile Bites ') });
  const meal = await newMeal(request, ownerToken);
  await withCart(page, '', 'anonymous', [cartLine(meal, restaurant)]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/cart');
    const link = page.getByRole('link', { name: restaurant.name });
    await expect(link).toBeVisible();
    const [color, anchor] = await link.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-color-anchor)';
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(el).color, expected];
    });
    expect(color).not.toBe('rgb(0, 0, 238)');
    expect(color).toBe(anchor);
  }
});

test('allergens read as words, not codes, on the restaurant and the meal page', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const created = await request.post('/api/restaurants/ingredients/', {
    headers: auth(ownerToken),
    data: {
      name: unique('Almond '),
      description: '',
      unit: 'g',
      price_per_unit: '0.10',
      quantity: 1000,
      is_allergen: true,
      allergen_type: 'nuts',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const almond = (await created.json()) as { id: number; name: string };
  const meal = await newMeal(request, ownerToken, { ingredients: [{ ingredient: almond.id, quantity: 20 }] });

  await page.goto(`/restaurants/${restaurant.id}?tab=custom`);
  const card = page.getByTestId('ingredient').filter({ hasText: almond.name });
  await expect(card).toContainText('Tree nuts');
  await expect(card.getByText('nuts', { exact: true })).toHaveCount(0);

  await page.goto(`/meals/${meal.id}`);
  const line = page.getByTestId('meal-ingredients').getByRole('listitem').filter({ hasText: almond.name });
  await expect(line).toContainText('Allergen: Tree nuts');
});

test('a meal that does not exist shows not found and asks for no stock check', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/meals/999999/check_availability')) checks.push(req.url());
  });
  await page.goto('/meals/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal not found.' })).toBeVisible();
  await expect(page.getByText('Checking availability...')).toHaveCount(0);
  // leaving through the app: the page's effects (a stock check among them, before) have all run by then
  await page.getByRole('link', { name: 'Explore meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /meals/i })).toBeVisible();
  expect(checks).toEqual([]);
});

for (const size of WIDTHS) {
  test(`an unavailable meal on the menu keeps "Add to Cart", disabled, with the reason beside it (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { ownerToken, restaurant } = await newRestaurant(request);
    const meal = await newMeal(request, ownerToken, { name: unique('Hawawshi '), is_available: false });
    await page.goto(`/restaurants/${restaurant.id}`);
    const add = addButton(page, meal.name);
    await expect(add).toBeDisabled();
    await expect(add).toHaveText(`Add ${meal.name} to Cart`);
    await expect(add).toHaveAccessibleDescription('Currently Unavailable');
    await expect(page.getByTestId('menu-meal').filter({ hasText: meal.name }).getByTestId('add-blocked')).toBeVisible();
  });
}
