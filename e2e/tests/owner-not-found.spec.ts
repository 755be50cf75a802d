import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { newMeal, unique } from './browse-helpers';
import { ownerWithMenu } from './owner-helpers';

/** An owner's edit page for a meal that is not theirs says "not found" and shows nothing of it. */

test("another restaurant's meal is not found on Edit Meal, and nothing of it shows", async ({ page, request }) => {
  const theirs = await ownerWithMenu(request);
  const secret = unique('Secret Recipe ');
  const meal = await newMeal(request, theirs.token, {
    name: secret,
    description: 'Their own description, not for other owners',
    base_price: '41.00',
  });
  const mine = await ownerWithMenu(request);
  await signIn(page, mine.token);

  await page.goto(`/edit-meal/${meal.id}`);
  await expect(page.getByRole('heading', { name: 'Meal not found' })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText('Their own description')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Meal' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your menu' }).click();
  await expect(page).toHaveURL('/restaurant-dashboard');
});

test('a meal id that does not exist is not found on Edit Meal, not a failure to retry', async ({ page, request }) => {
  const mine = await ownerWithMenu(request);
  await signIn(page, mine.token);
  await page.goto('/edit-meal/99999999');
  await expect(page.getByRole('heading', { name: 'Meal not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
});

test('the owner still edits their own meal', async ({ page, request }) => {
  const mine = await ownerWithMenu(request);
  const meal = await newMeal(request, mine.token, { name: unique('House Plate ') });
  await signIn(page, mine.token);
  await page.goto(`/edit-meal/${meal.id}`);
  await expect(page.getByRole('textbox', { name: 'Meal Name', exact: true })).toHaveValue(meal.name);
  await expect(page.getByRole('heading', { name: 'Meal not found' })).toHaveCount(0);
});

test("another restaurant's ingredient, or a missing one, is not found on Edit Ingredient", async ({
  page,
  request,
}) => {
  const theirs = await ownerWithMenu(request);
  const hidden = unique('Saffron Reserve ');
  const created = await request.post('/api/restaurants/ingredients/', {
    headers: { Authorization: `Token ${theirs.token}` },
    data: { name: hidden, description: '', unit: 'g', price_per_unit: '9.99', quantity: 50 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ingredient = (await created.json()) as { id: number };
  const mine = await ownerWithMenu(request);
  await signIn(page, mine.token);

  await page.goto(`/edit-ingredient/${ingredient.id}`);
  await expect(page.getByRole('heading', { name: 'Ingredient not found' })).toBeVisible();
  await expect(page.getByText(hidden)).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/edit-ingredient/99999999');
  await expect(page.getByRole('heading', { name: 'Ingredient not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
