import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { newCustomer, newCustomMeal, newIngredient, newRestaurant, newReview, unique } from './browse-helpers';

const weather = (temperature: number) => ({
  temperature_c: temperature,
  description: 'Clear sky',
  humidity: 40,
  icon: 'clear',
  location: 'Cairo',
  sample: false,
});

test('home: hero, how it works and at most 3 featured restaurants and meals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/restaurants');
  await expect(page.getByRole('link', { name: 'Explore Meals' })).toHaveAttribute('href', '/meals');
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
  const restaurants = page.getByRole('region', { name: 'Featured restaurants' }).getByTestId('restaurant-card');
  const meals = page.getByRole('region', { name: 'Featured meals' }).getByTestId('meal-card');
  await expect(restaurants.first()).toBeVisible();
  await expect(meals.first()).toBeVisible();
  expect(await restaurants.count()).toBeLessThanOrEqual(3);
  expect(await meals.count()).toBeLessThanOrEqual(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL('/restaurants');
});

test('the dice shuffles, then settles on a meal with Roll Again and a toast', async ({ page }) => {
  await page.goto('/');
  const dice = page.getByTestId('dice');
  await expect(dice).toHaveAttribute('data-phase', 'idle');
  await dice.getByRole('button', { name: 'Roll the Dice' }).click();
  await expect(dice).toHaveAttribute('data-phase', 'shuffling');
  // 12 picks 200 ms apart: a while later it settles, says so in a toast and offers Roll Again
  const toast = page.locator('.toast').filter({ hasText: 'Your random pick:' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(dice).toHaveAttribute('data-phase', 'result');
  const picked = await dice.getByTestId('dice-meal').textContent();
  expect(picked).toBeTruthy();
  await expect(toast).toHaveText(`Your random pick: ${picked}!`);
  await expect(dice.getByRole('button', { name: 'Roll Again' })).toBeVisible();
  await expect(dice.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/meals\/\d+$/);
  await dice.getByRole('button', { name: 'Roll Again' }).click();
  await expect(dice).toHaveAttribute('data-phase', 'shuffling');
  await expect(dice).toHaveAttribute('data-phase', 'result', { timeout: 20_000 });
});

test('the dice says so when there are no meals', async ({ page }) => {
  await page.route('**/api/meals/meals/?*is_available=true*', (route) =>
    route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Roll the Dice' }).click();
  await expect(page.getByText('No meals available right now! Please try again later.')).toBeVisible();
});

test('weather: cold treats above 25 °C from the browser position, warm drinks otherwise, sample weather on error', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.0444, longitude: 31.2357 });
  const asked: string[] = [];
  let temperature = 31;
  await page.route('**/api/weather/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ json: weather(temperature) });
  });
  await page.goto('/');
  const card = page.getByTestId('weather');
  await expect(card).toContainText('Cold treats');
  await expect(card.getByTestId('drink')).toHaveCount(3);
  expect(asked[0]).toContain('lat=30.04');
  expect(asked[0]).toContain('lon=31.24');

  temperature = 25;
  await page.evaluate(() => {});
  const warm = await context.newPage();
  await warm.route('**/api/weather/**', (route) => route.fulfill({ json: weather(25) }));
  await warm.goto('/');
  await expect(warm.getByTestId('weather')).toContainText('Warm drinks');
  expect(await warm.getByTestId('drink').count()).toBeLessThanOrEqual(3);

  const broken = await context.newPage();
  await broken.route('**/api/weather/**', (route) => route.fulfill({ status: 500, json: { detail: 'x' } }));
  await broken.goto('/');
  await expect(broken.getByTestId('dice')).toBeVisible();
  // The request failing is a weather failure too: the sample weather shows, said to be one (customer spec §8).
  const sample = broken.getByTestId('weather');
  await expect(sample).toContainText('sample weather');
  await expect(sample.getByTestId('temperature')).toHaveText('22.0 °C');
  await expect(sample.getByTestId('drink')).toHaveCount(3);
});

test('without the browser position the weather comes from the default city', async ({ page }) => {
  let url = '';
  await page.route('**/api/weather/**', (route) => {
    url = route.request().url();
    return route.fulfill({ json: weather(12) });
  });
  await page.goto('/');
  await expect(page.getByTestId('weather')).toContainText('Warm drinks', { timeout: 15_000 });
  expect(url).not.toContain('lat=');
});

test('the top-rated custom meals carousel advances on its own and links to each meal', async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  const chickpeas = await newIngredient(request, ownerToken, { name: unique('Chickpeas ') });
  const creator = await newCustomer(request);
  const fan = await newCustomer(request);
  for (const n of [1, 2]) {
    const meal = await newCustomMeal(request, creator.token, {
      name: unique(`Bowl ${n} `),
      ingredients: [{ ingredient: chickpeas.id, quantity: 100 }],
    });
    await newReview(request, fan.token, 'custom_meal', meal.id, 5, 'Brilliant combination, will order again.');
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const carousel = page.getByTestId('top-custom');
  const cards = carousel.getByTestId('top-custom-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /View details of/ })).toHaveAttribute(
    'href',
    /^\/meals\/custom\/\d+$/,
  );
  // Mantine's live region says which slide is in front; 4000 ms later it is another one
  const status = carousel.getByRole('region', { name: 'Top-rated custom meals' }).getByRole('status');
  await expect(status).toHaveText(/^Slide \d+ of \d+$/);
  const before = await status.textContent();
  await expect(status).not.toHaveText(before ?? '', { timeout: 7000 });

  // paused, it stays put
  await carousel.getByRole('button', { name: 'Pause the carousel' }).click();
  await page.mouse.move(0, 0);
  const paused = await status.textContent();
  await page.waitForTimeout(4500);
  await expect(status).toHaveText(paused ?? '');
  await expectAccessible(page);
});
