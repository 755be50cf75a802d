import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { categoryId, newIngredient, newMeal, newRestaurant, setIngredientQuantity, unique } from './browse-helpers';

test('search, category and price range change the meals shown', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = unique('mq');
  const { ownerToken } = await newRestaurant(request);
  const desserts = await categoryId(request, 'Desserts');
  const salads = await categoryId(request, 'Salads');
  const cake = await newMeal(request, ownerToken, { name: `Cake ${tag}`, category: desserts, base_price: '9.00' });
  const bowl = await newMeal(request, ownerToken, { name: `Bowl ${tag}`, category: salads, base_price: '42.00' });

  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Meals' })).toBeVisible();
  const cards = page.getByTestId('meal-card');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search meals').fill(tag);
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('meal-count')).toHaveText('2 meals');
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  // category
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Desserts' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(cake.name);
  await expect(cards.first()).toContainText('Desserts');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All Categories' }).click();
  await expect(cards).toHaveCount(2);

  // price range on base_price
  await page.getByRole('textbox', { name: 'Minimum price' }).fill('20');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(bowl.name);
  await expect(cards.first()).toContainText('EGP 42.00');
  await expect(page).toHaveURL(/min=20/);
  await page.getByRole('textbox', { name: 'Maximum price' }).fill('30');
  await expect(page.getByText('No meals found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search meals')).toHaveValue('');
  await expect(page.getByTestId('meal-count')).not.toHaveText('0 meals');
});

test('the category filter opens from the keyboard, names its list and filters by the chosen category', async ({
  page,
  request,
}) => {
  const tag = unique('mk');
  const { ownerToken } = await newRestaurant(request);
  const desserts = await categoryId(request, 'Desserts');
  const cake = await newMeal(request, ownerToken, { name: `Cake ${tag}`, category: desserts });
  await newMeal(request, ownerToken, { name: `Soup ${tag}`, category: await categoryId(request, 'Salads') });

  await page.goto(`/meals?q=${tag}`);
  const cards = page.getByTestId('meal-card');
  await expect(cards).toHaveCount(2);
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveAccessibleName('Category');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.getByLabel('Search meals').focus();
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  await page.keyboard.press('ArrowDown');

  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(category).toBeFocused();
  // the open list is announced as open, and named as the list the field controls
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(category).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'no id');
  await expect(category).toHaveAccessibleName('Category');

  const option = listbox.getByRole('option', { name: 'Desserts' });
  for (let i = 0; i < 20 && (await option.getAttribute('data-combobox-selected')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]category=${desserts}(&|$)`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(cake.name);
  await expect(category).toHaveValue('Desserts');
});

test('meal cards show real data: category, cut description, ingredient count, time and rating', async ({
  page,
  request,
}) => {
  const { ownerToken } = await newRestaurant(request);
  const flour = await newIngredient(request, ownerToken);
  const eggs = await newIngredient(request, ownerToken);
  const long = `${'Layers of crisp pastry and warm cream, '.repeat(4)}HIDDEN-TAIL`;
  const meal = await newMeal(request, ownerToken, {
    name: unique('Pie '),
    description: long,
    preparation_time: 42,
    ingredients: [
      { ingredient: flour.id, quantity: 100 },
      { ingredient: eggs.id, quantity: 2 },
    ],
  });
  await page.goto(`/meals?q=${encodeURIComponent(meal.name)}`);
  const card = page.getByTestId('meal-card').filter({ hasText: meal.name });
  await expect(card).toContainText('2 ingredients');
  await expect(card).toContainText('42 min');
  await expect(card).toContainText('No reviews yet');
  await expect(card).toContainText('EGP 12.50');
  await expect(card).not.toContainText('HIDDEN-TAIL');
  await expect(card).not.toHaveAttribute('data-unavailable', 'true');
  await card.getByRole('link', { name: `View details of ${meal.name}` }).click();
  await expect(page).toHaveURL(`/meals/${meal.id}`);
});

test('a meal whose ingredient ran out is dimmed as Currently Unavailable', async ({ page, request }) => {
  const tag = unique('oos');
  const { ownerToken } = await newRestaurant(request);
  const basil = await newIngredient(request, ownerToken, { name: unique('Basil '), quantity: 50 });
  const rice = await newIngredient(request, ownerToken, { name: unique('Rice '), quantity: 500 });
  const gone = await newMeal(request, ownerToken, {
    name: `Pesto ${tag}`,
    ingredients: [{ ingredient: basil.id, quantity: 10 }],
  });
  const fine = await newMeal(request, ownerToken, {
    name: `Rice ${tag}`,
    ingredients: [{ ingredient: rice.id, quantity: 100 }],
  });
  const off = await newMeal(request, ownerToken, { name: `Off ${tag}`, is_available: false });
  await setIngredientQuantity(request, ownerToken, basil.id, 0);

  await page.goto(`/meals?q=${tag}`);
  const card = (name: string) => page.getByTestId('meal-card').filter({ hasText: name });
  await expect(card(gone.name)).toHaveAttribute('data-unavailable', 'true');
  await expect(card(gone.name).getByText('Currently Unavailable')).toBeVisible();
  await expect(card(off.name)).toHaveAttribute('data-unavailable', 'true');
  await expect(card(fine.name)).toBeVisible();
  await expect(card(fine.name)).not.toHaveAttribute('data-unavailable', 'true');
  await expect(card(fine.name).getByText('Currently Unavailable')).toHaveCount(0);
});

test('meal detail: ingredients, total, the availability check and then the cart', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const tomato = await newIngredient(request, ownerToken, { name: unique('Tomato '), quantity: 250 });
  const meal = await newMeal(request, ownerToken, {
    name: unique('Shakshuka '),
    base_price: '7.25',
    ingredients: [{ ingredient: tomato.id, quantity: 100 }],
  });

  await page.goto(`/meals/${meal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: meal.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(restaurant.name);
  await expect(page.getByTestId('meal-ingredients')).toContainText(`${tomato.name} 100 g`);
  await expect(page.getByTestId('availability')).toHaveText('Available');
  await expectAccessible(page);

  // 3 portions need 300 g of the 250 g in stock
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  const add = page.getByRole('button', { name: /Add to Cart/ });
  await expect(add).toHaveText('Add to Cart · EGP 21.75');
  await add.click();
  await expect(page.getByTestId('shortage')).toContainText(
    `- ${tomato.name} is low in stock. Required: 300, Available: 250`,
  );
  await expect(page.locator('.toast').getByText('Some ingredients are out of stock')).toBeVisible();
  await expect(page).toHaveURL(`/meals/${meal.id}`);

  // 2 portions fit: into the cart with the instructions, then to /cart
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByLabel('Special instructions').fill('No chilli please');
  await page.getByRole('button', { name: 'Add to Cart · EGP 14.50' }).click();
  await expect(page).toHaveURL('/cart');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart_anonymous') ?? '{}'));
  expect(stored.items).toEqual([
    expect.objectContaining({ id: meal.id, quantity: 2, price: 7.25, specialInstructions: 'No chilli please' }),
  ]);
  expect(stored.restaurantId).toBe(restaurant.id);
});

test('an out-of-stock ingredient is named out of stock on the meal page', async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  const egg = await newIngredient(request, ownerToken, { name: unique('Egg '), unit: 'unit', quantity: 10 });
  const meal = await newMeal(request, ownerToken, { ingredients: [{ ingredient: egg.id, quantity: 2 }] });
  await setIngredientQuantity(request, ownerToken, egg.id, 0);
  await page.goto(`/meals/${meal.id}`);
  await expect(page.getByTestId('availability')).toHaveText('Currently Unavailable');
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByTestId('shortage')).toContainText(`- ${egg.name} is out of stock. Required: 2, Available: 0`);
});

test('an unknown meal says so', async ({ page }) => {
  await page.goto('/meals/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal not found.' })).toBeVisible();
});
