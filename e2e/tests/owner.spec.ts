import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import {
  adminToken,
  auth,
  choose,
  expectPageAccessible,
  ownerWithMenu,
  PNG,
  placeCashOrder,
  signedIn,
  unique,
} from './owner-helpers';

const main = (page: Page) => page.getByRole('main');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function ingredientQuantity(page: Page, token: string, id: number): Promise<number> {
  const res = await page.request.get(`/api/restaurants/ingredients/${id}/`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { quantity: number }).quantity;
}

/** Moves an order on through the dashboard's status dropdown and waits for the confirmation. */
async function setStatus(page: Page, orderId: number, label: string) {
  await choose(page, `Status of order #${orderId}`, label);
  await expect(page.getByText(`Order #${orderId} status updated to ${label}`)).toBeVisible();
}

test.describe('restaurant owner', () => {
  test('an owner sets up a restaurant, stocks it, gets approved and serves and cancels orders', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = await signedIn(page, request, 'restaurant');

    // No restaurant yet: the welcome prompt.
    await page.goto('/restaurant-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Dashboard' })).toBeVisible();
    await expect(main(page).getByText('You do not have a restaurant set up yet.', { exact: false })).toBeVisible();
    await expectPageAccessible(page);
    await main(page).getByRole('link', { name: 'Create Your Restaurant' }).click();
    await expect(page).toHaveURL(/\/create-restaurant$/);

    // The restaurant form: defaults, required fields, then a pending restaurant.
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Restaurant' })).toBeVisible();
    await expect(page.getByLabel('Opening Time')).toHaveValue('08:00');
    await expect(page.getByLabel('Closing Time')).toHaveValue('22:00');
    await expect(page.getByLabel('Restaurant is currently open')).toBeChecked();
    await expectPageAccessible(page);
    await page.getByRole('button', { name: 'Create Restaurant' }).click();
    await expect(page.getByText('Restaurant name is required')).toBeVisible();

    const name = unique('Nile Kitchen');
    await page.getByLabel('Restaurant Name').fill(name);
    await page.getByLabel('Description').fill('Slow-cooked Egyptian classics');
    await page.getByLabel('Address').fill('5 Corniche, Cairo');
    await page.getByLabel('Phone Number').fill('0123456789');
    // open all day, so ordering works whenever the test runs
    await page.getByLabel('Opening Time').fill('00:00');
    await page.getByLabel('Closing Time').fill('00:00');
    await page
      .locator('input[type="file"][name="logo"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(main(page).getByRole('img', { name: 'Chosen logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Restaurant' }).click();
    await expect(page.getByText('Restaurant created successfully! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/restaurant-dashboard$/, { timeout: 5000 });
    await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(main(page).getByText('Pending Approval')).toBeVisible();
    await expect(main(page).getByText('Open', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
    await expect(page.locator('[data-stat="Total Orders"]')).toHaveText('0');
    await expectPageAccessible(page);

    const mine = await request.get('/api/restaurants/restaurants/my-restaurant/', { headers: auth(owner.token) });
    const restaurant = (await mine.json()) as { id: number; is_approved: boolean | null };
    expect(restaurant.is_approved).toBeNull();

    // The admin approves it in the admin dashboard.
    const adminPage = await page.context().browser()!.newPage();
    await signIn(adminPage, await adminToken(request));
    await adminPage.goto('/admin-dashboard');
    await adminPage.getByRole('tab', { name: 'Restaurants' }).click();
    await adminPage.getByLabel('Search restaurants by name or description').fill(name);
    const row = adminPage.locator(`tr[data-restaurant="${name}"]`);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Approve Restaurant' });
    await expect(dialog.getByText(owner.username)).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText(`Restaurant ${name} has been approved successfully.`)).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
    await adminPage.close();

    await page.reload();
    await expect(main(page).getByText('Approved', { exact: true })).toBeVisible();

    // Edit Details keeps approval and saves.
    await main(page).getByRole('button', { name: 'Edit Details' }).click();
    await page.getByLabel('Description').fill('Slow-cooked Egyptian classics, since 1990');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Restaurant details updated successfully!')).toBeVisible();
    await expect(main(page).getByText('Slow-cooked Egyptian classics, since 1990')).toBeVisible();
    await expect(main(page).getByText('Approved', { exact: true })).toBeVisible();

    // Empty menu and inventory.
    await openTab(page, 'Menu Management');
    await expect(main(page).getByText("You haven't added any meals to your menu yet.")).toBeVisible();
    await openTab(page, 'Ingredients');
    await expect(main(page).getByText("You haven't added any ingredients to your inventory yet.")).toBeVisible();
    await expect(main(page).getByText(/Manage your ingredient inventory and stock levels/)).toBeVisible();
    await expectPageAccessible(page);

    // An ingredient: allergen type is required only when the box is ticked.
    await main(page).getByRole('link', { name: 'Add New Ingredient' }).click();
    await expect(page).toHaveURL(/\/add-ingredient$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Ingredient' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chickpeas');
    await choose(page, 'Unit', 'g');
    await page.getByLabel('Price per Unit (EGP)').fill('0.05');
    await page.getByLabel('Quantity in Stock').fill('100');
    await page.getByLabel('This ingredient is an allergen').check();
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await expect(page.getByText('Allergen type is required for allergens.')).toBeVisible();
    await choose(page, 'Allergen Type', 'Soy');
    await expectPageAccessible(page);
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await expect(page).toHaveURL(/\/restaurant-dashboard$/);
    const ingredientRow = main(page).getByRole('row', { name: /Chickpeas/ });
    await expect(ingredientRow.getByText('Allergen: Soy')).toBeVisible();
    await expect(ingredientRow.getByText('In Stock')).toBeVisible();
    await expect(ingredientRow.getByText('EGP 0.05')).toBeVisible();
    const ingredients = (await (
      await request.get(`/api/restaurants/restaurants/${restaurant.id}/ingredients/`)
    ).json()) as { id: number; name: string; quantity: number; allergen_type: string }[];
    const chickpeas = ingredients.find((i) => i.name === 'Chickpeas')!;
    expect(chickpeas.quantity).toBe(100);
    expect(chickpeas.allergen_type).toBe('soy');

    // A meal with a new category, the ingredient and an image.
    await openTab(page, 'Menu Management');
    await main(page).getByRole('link', { name: 'Add New Meal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Meal' })).toBeVisible();
    await expect(page.getByLabel('Preparation Time (minutes)')).toHaveValue('30');
    await page.getByLabel('Meal Name').fill('Koshari');
    await page.getByLabel('Description').fill('Rice, lentils, pasta and chickpeas under a spicy tomato sauce');
    await page.getByLabel('Price (EGP)').fill('12.50');
    await page.getByRole('button', { name: 'Create a new category' }).click();
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText('Category name is required')).toBeVisible();
    const category = unique('Street Food');
    await page.getByLabel('New Category Name').fill(category);
    await page.getByRole('checkbox', { name: 'Chickpeas (g)' }).check();
    await expect(page.getByLabel('Quantity of Chickpeas (g)')).toHaveValue('1');
    await page.getByLabel('Quantity of Chickpeas (g)').fill('2');
    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: 'koshari.png', mimeType: 'image/png', buffer: PNG });
    await expect(main(page).getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await expectPageAccessible(page);
    await page.getByRole('button', { name: 'Add Meal' }).click();
    await expect(page).toHaveURL(/\/restaurant-dashboard$/);
    const mealRow = main(page).getByRole('row', { name: /Koshari/ });
    await expect(mealRow.getByText(category)).toBeVisible();
    await expect(mealRow.getByText('EGP 12.50')).toBeVisible();
    await expect(mealRow.getByText('Available', { exact: true })).toBeVisible();
    await expect(mealRow.getByRole('img', { name: 'Koshari' })).toBeVisible();
    const meals = (await (await request.get(`/api/meals/meals/?restaurant=${restaurant.id}`)).json()) as {
      id: number;
      image: string | null;
      meal_ingredients: { ingredient: number; quantity: number }[];
    }[];
    const meal = meals[0]!;
    expect(meal.image).toMatch(/\/media\/meal_images\/.+\.webp$/);
    expect(meal.meal_ingredients).toEqual([expect.objectContaining({ ingredient: chickpeas.id, quantity: 2 })]);

    // Search narrows the table; a miss offers a way out.
    await page.getByLabel('Search meals by name, description or category').fill('lentils');
    await expect(mealRow).toBeVisible();
    await page.getByLabel('Search meals by name, description or category').fill('sushi');
    await expect(mealRow).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(mealRow).toBeVisible();

    // Two customers order through the API (cash); each takes 2 g of chickpeas.
    const first = await placeCashOrder(request, restaurant.id, meal.id);
    const second = await placeCashOrder(request, restaurant.id, meal.id);
    expect(await ingredientQuantity(page, owner.token, chickpeas.id)).toBe(96);

    await openTab(page, 'Orders');
    const firstCard = main(page).locator(`[data-order="${first.id}"]`);
    await expect(firstCard.getByRole('heading', { name: `Order #${first.id}` })).toBeVisible();
    await expect(firstCard.getByText(first.customer.username)).toBeVisible();
    await firstCard.getByRole('button', { name: `Details of order #${first.id}` }).click();
    await expect(firstCard.getByText('12 Nile St, Cairo')).toBeVisible();
    await expect(firstCard.getByText('Ring twice')).toBeVisible();
    await expect(firstCard.getByText('Instructions: No onions')).toBeVisible();
    await expectPageAccessible(page);

    // Only forward moves are offered, then every status up to delivered.
    await page.getByRole('combobox', { name: `Status of order #${first.id}` }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Pending',
      'Confirmed',
      'Preparing',
      'Ready for Pickup/Delivery',
      'Delivered',
      'Cancelled',
    ]);
    await page.keyboard.press('Escape');
    await setStatus(page, first.id, 'Confirmed');
    await setStatus(page, first.id, 'Preparing');
    await page.getByRole('combobox', { name: `Status of order #${first.id}` }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Preparing',
      'Ready for Pickup/Delivery',
      'Delivered',
      'Cancelled',
    ]);
    await page.keyboard.press('Escape');
    await setStatus(page, first.id, 'Ready for Pickup/Delivery');
    await setStatus(page, first.id, 'Delivered');
    // A delivered order moves to Past, where its status is final.
    await page.getByText('Past (1)', { exact: true }).click();
    await expect(page.getByRole('combobox', { name: `Status of order #${first.id}` })).toHaveValue('Delivered');
    await expect(page.getByRole('combobox', { name: `Status of order #${first.id}` })).toBeDisabled();
    await page.getByText('Active (1)', { exact: true }).click();

    // Cancelling needs a reason and gives the stock back.
    await choose(page, `Status of order #${second.id}`, 'Cancelled');
    const modal = page.getByRole('dialog', { name: 'Provide Cancellation Reason' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(modal.getByText('Please provide a reason for cancellation')).toBeVisible();
    await modal.getByLabel('Reason for cancellation').fill('We ran out of lentils');
    await modal.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText(`Order #${second.id} has been cancelled`)).toBeVisible();
    await expect(modal).toBeHidden();
    expect(await ingredientQuantity(page, owner.token, chickpeas.id)).toBe(98);
    const cancelled = await request.get(`/api/orders/orders/${second.id}/`, { headers: auth(owner.token) });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', cancellation_reason: 'We ran out of lentils' });

    // The statistics count both orders and only the delivered one's revenue.
    await openTab(page, 'Overview');
    await expect(page.locator('[data-stat="Total Orders"]')).toHaveText('2');
    await expect(page.locator('[data-stat="Menu Items"]')).toHaveText('1');
    await expect(page.locator('[data-stat="Total Revenue"]')).toHaveText('EGP 12.50');
    await expect(main(page).getByText('Orders, last 30 days')).toBeVisible();
  });

  test('a new order appears in the Orders tab without a reload', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { token, restaurant } = await ownerWithMenu(request);
    const meal = await request.post('/api/meals/meals/', {
      headers: auth(token),
      data: { name: 'Falafel', description: 'Crisp and green', base_price: '4.00', restaurant: restaurant.id },
    });
    expect(meal.status()).toBe(201);
    const mealId = ((await meal.json()) as { id: number }).id;
    await signIn(page, token);
    await page.goto('/restaurant-dashboard');
    await openTab(page, 'Orders');
    await expect(main(page).getByText('No orders have been placed yet')).toBeVisible();
    const order = await placeCashOrder(request, restaurant.id, mealId, 3);
    await expect(main(page).getByRole('heading', { name: `Order #${order.id}` })).toBeVisible({ timeout: 35_000 });
    await expect(main(page).getByText('EGP 12.00').first()).toBeVisible();
  });

  test('meals and ingredients are edited, and deleted only after a confirmation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token, restaurant } = await ownerWithMenu(request);
    const ingredient = await request.post('/api/restaurants/ingredients/', {
      headers: auth(token),
      data: { name: 'Mint', unit: 'g', price_per_unit: '0.10', quantity: 50 },
    });
    const ingredientId = ((await ingredient.json()) as { id: number }).id;
    const created = await request.post('/api/meals/meals/', {
      headers: auth(token),
      data: {
        name: 'Mint Tea',
        description: 'A long description that goes on and on well past the fifty characters shown',
        base_price: '2.00',
        restaurant: restaurant.id,
        ingredients: [{ ingredient: ingredientId, quantity: 5 }],
      },
    });
    const mealId = ((await created.json()) as { id: number }).id;
    await signIn(page, token);

    // Edit the meal: the form is prefilled, the picker shows the recipe line.
    await page.goto(`/edit-meal/${mealId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Meal' })).toBeVisible();
    await expect(page.getByLabel('Meal Name')).toHaveValue('Mint Tea');
    await expect(page.getByLabel('Quantity of Mint (g)')).toHaveValue('5');
    await page.getByLabel('Price (EGP)').fill('2.50');
    await page.getByLabel('Available to order').uncheck();
    await page.getByRole('button', { name: 'Create a new category' }).click();
    await page.getByLabel('New Category Name').fill(unique('Drinks'));
    await page.getByRole('button', { name: 'Update Meal' }).click();
    await expect(page).toHaveURL(/\/restaurant-dashboard$/);
    const row = main(page).getByRole('row', { name: /Mint Tea/ });
    await expect(row.getByText('EGP 2.50')).toBeVisible();
    await expect(row.getByText('Unavailable')).toBeVisible();
    await expect(row.getByText('A long description that goes on and on well past t...')).toBeVisible();

    // Edit the ingredient: unticking the allergen box sends no allergen type.
    await openTab(page, 'Ingredients');
    await main(page).getByRole('link', { name: 'Edit Mint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Ingredient' })).toBeVisible();
    await expect(page.getByLabel('Quantity in Stock')).toHaveValue('50');
    await page.getByLabel('Quantity in Stock').fill('75.5');
    await page.getByLabel('In stock (available for meals and orders)').uncheck();
    await page.getByRole('button', { name: 'Update Ingredient' }).click();
    await expect(page).toHaveURL(/\/restaurant-dashboard$/);
    const mintRow = main(page).getByRole('row', { name: /Mint/ });
    await expect(mintRow.getByText('Out of Stock')).toBeVisible();
    await expect(mintRow.getByText('75.5')).toBeVisible();

    // Deleting an ingredient a meal uses fails with the server's reason, in place.
    await mintRow.getByRole('button', { name: 'Delete Mint' }).click();
    const confirmIngredient = page.getByRole('dialog', { name: 'Delete Mint?' });
    await expect(
      confirmIngredient.getByText('Are you sure you want to delete this ingredient? This action cannot be undone.'),
    ).toBeVisible();
    await confirmIngredient.getByRole('button', { name: 'Delete' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'This ingredient is used by 1 meal' })).toBeVisible();

    // Cancel keeps the meal; Delete removes it.
    await openTab(page, 'Menu Management');
    await row.getByRole('button', { name: 'Delete Mint Tea' }).click();
    const confirmMeal = page.getByRole('dialog', { name: 'Delete Mint Tea?' });
    await expect(
      confirmMeal.getByText('Are you sure you want to delete this meal? This action cannot be undone.'),
    ).toBeVisible();
    await confirmMeal.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete Mint Tea' }).click();
    await page.getByRole('dialog', { name: 'Delete Mint Tea?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Meal deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/meals/meals/${mealId}/`, { headers: auth(token) })).status()).toBe(404);

    // Now the ingredient can go.
    await openTab(page, 'Ingredients');
    await mintRow.getByRole('button', { name: 'Delete Mint' }).click();
    await page.getByRole('dialog', { name: 'Delete Mint?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Ingredient deleted successfully')).toBeVisible();
    await expect(main(page).getByText("You haven't added any ingredients to your inventory yet.")).toBeVisible();
  });

  test('owner screens send visitors to /login and other users to /', async ({ page, request }) => {
    for (const path of [
      '/restaurant-dashboard',
      '/add-meal',
      '/edit-meal/1',
      '/add-ingredient',
      '/edit-ingredient/1',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/create-restaurant');
    await expect(page).toHaveURL(/\/login$/);

    const customer = await registerUser(request, 'customer');
    await signIn(page, await tokenFor(request, customer.username, customer.password));
    for (const path of ['/restaurant-dashboard', '/add-meal', '/add-ingredient']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/create-restaurant');
    await expect(
      main(page).getByText('You must be logged in as a restaurant owner or admin to access this page.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Create Restaurant' })).toHaveCount(0);
  });

  test('an owner without a restaurant is told to set one up before adding meals', async ({ page, request }) => {
    await signedIn(page, request, 'restaurant');
    await page.goto('/add-meal');
    await expect(main(page).getByText('You need to set up your restaurant before adding meals.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Create Restaurant' })).toHaveAttribute(
      'href',
      '/create-restaurant',
    );
    await page.goto('/add-ingredient');
    await expect(main(page).getByText('You need to set up your restaurant before adding ingredients.')).toBeVisible();
  });
});
