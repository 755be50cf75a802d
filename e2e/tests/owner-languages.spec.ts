import { directionOf, LANGUAGE_COOKIE, LANGUAGES, RESOURCES } from '@dishcraft/contract';
import { expect, test } from '../support/test';
import { signIn, tokenFor } from '../support/api';
import { auth, choose, expectPageAccessible, placeCashOrder, unique } from './owner-helpers';

/** A catalogue text with its placeholders filled, as i18next fills them. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

for (const language of LANGUAGES) {
  test(`an owner edits a meal, restocks an ingredient and moves an order, in ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { owner: text, labels } = RESOURCES[language].translation;
    const english = RESOURCES.en.translation.owner;
    // The demo owner, whose restaurant is open all day; the test brings its own meal, ingredient and order.
    const token = await tokenFor(request, 'chef_nadia', 'Owner123!');
    const mine = await request.get('/api/restaurants/restaurants/my-restaurant/', { headers: auth(token) });
    const restaurant = ((await mine.json()) as { id: number }).id;
    const tag = unique('x').split(' ')[1] ?? '';
    const ingredientName = `Lemons ${tag}`;
    const madeIngredient = await request.post('/api/restaurants/ingredients/', {
      headers: auth(token),
      data: { restaurant, name: ingredientName, unit: 'unit', price_per_unit: '2.00', quantity: 0 },
    });
    expect(madeIngredient.status(), await madeIngredient.text()).toBe(201);
    const ingredient = ((await madeIngredient.json()) as { id: number }).id;
    const categories = (await (await request.get('/api/meals/categories/')).json()) as
      { id: number }[] | { results: { id: number }[] };
    const category = (Array.isArray(categories) ? categories : categories.results)[0]!.id;
    const mealName = `Lemon Mint ${tag}`;
    const mealNameAr = `ليمون بالنعناع ${tag}`;
    const madeMeal = await request.post('/api/meals/meals/', {
      headers: auth(token),
      data: { restaurant, category, name: mealName, description: 'Fresh lemon juice with mint', base_price: '35.00' },
    });
    expect(madeMeal.status(), await madeMeal.text()).toBe(201);
    const meal = ((await madeMeal.json()) as { id: number }).id;
    const order = await placeCashOrder(request, restaurant, meal, 1, 'pickup');

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    await signIn(page, token);
    const response = await page.goto('/restaurant-dashboard');
    expect(await response!.text()).toMatch(
      new RegExp(`^(<!doctype html>\\s*)?<html lang="${language}" dir="${directionOf(language)}"`, 'i'),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    await expect(page.getByRole('heading', { level: 1, name: text.dashboard.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.overview.statistics })).toBeVisible();
    await expect(page.locator(`[data-stat="${text.overview.totalRevenue}"]`)).toBeVisible();
    if (language === 'ar') await expect(page.getByText(english.dashboard.title)).toHaveCount(0);

    // The menu: the meal gets an Arabic name, which the Arabic list then shows.
    const main = page.getByRole('main');
    await page.getByRole('tab', { name: text.dashboard.tabs.menu }).click();
    await main.getByLabel(text.menu.search).fill(mealName);
    const mealRow = main.locator(`tr[data-meal="${meal}"]`);
    await expect(mealRow.getByText(mealName)).toBeVisible();
    await expect(mealRow.getByText(labels.stock.available)).toBeVisible();
    await mealRow.locator(`a[href="/edit-meal/${meal}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: text.mealForm.edit })).toBeVisible();
    const arabicName = page.getByRole('textbox', { name: text.arabicName, exact: true });
    // Arabic is typed right to left whatever the page's direction (Mantine puts dir on the field's box).
    await expect(arabicName).toHaveCSS('direction', 'rtl');
    await arabicName.fill(mealNameAr);
    await expectPageAccessible(page);
    await page.getByRole('button', { name: text.mealForm.update }).click();
    await expect(page.getByText(text.mealForm.updated)).toBeVisible();
    await main.getByLabel(text.menu.search).fill(tag);
    await expect(mealRow.getByText(language === 'ar' ? mealNameAr : mealName)).toBeVisible();
    const savedMeal = await request.get(`/api/meals/meals/${meal}/`);
    expect(await savedMeal.json()).toMatchObject({ name: mealName, name_ar: mealNameAr });

    // The ingredients: none left, then restocked.
    await page.getByRole('tab', { name: text.dashboard.tabs.ingredients }).click();
    await main.getByLabel(text.ingredients.search).fill(ingredientName);
    const ingredientRow = main.locator(`tr[data-ingredient="${ingredient}"]`);
    await expect(ingredientRow.getByText(labels.stock.outOfStock)).toBeVisible();
    await expect(ingredientRow.getByText(labels.stock.noneLeft)).toBeVisible();
    await ingredientRow.locator(`a[href="/edit-ingredient/${ingredient}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: text.ingredientForm.edit })).toBeVisible();
    await page.getByLabel(text.ingredientForm.quantity).fill('24');
    await page.getByRole('button', { name: text.ingredientForm.update }).click();
    await expect(page.getByText(text.ingredientForm.updated)).toBeVisible();
    await main.getByLabel(text.ingredients.search).fill(ingredientName);
    await expect(ingredientRow.getByText(labels.stock.inStock)).toBeVisible();
    await expect(ingredientRow.locator('[data-quantity]')).toHaveText('24');

    // The orders: the new order moves from Pending to Confirmed.
    await page.getByRole('tab', { name: text.dashboard.tabs.orders }).click();
    const orderRow = main.locator(`article[data-order="${order.id}"]`);
    await expect(orderRow.getByRole('heading', { name: fill(text.orders.number, { id: order.id }) })).toBeVisible();
    await expect(
      orderRow.getByText(
        fill(text.orders.payment, {
          // The drink is ordered for pickup: cash is paid at the counter, not on delivery.
          method: labels.cashAtPickup,
          status: labels.paymentStatus.pending,
        }),
      ),
    ).toBeVisible();
    await choose(page, fill(text.status.label, { id: order.id }), labels.orderStatus.confirmed);
    await expect(
      page.getByText(fill(text.status.updated, { id: order.id, status: labels.orderStatus.confirmed })),
    ).toBeVisible();
    await expect(orderRow).toHaveAttribute('data-status', 'confirmed');
    await expectPageAccessible(page);

    // Leave the demo restaurant as it was: the order closed, the test's meal and ingredient gone.
    await request.post(`/api/orders/orders/${order.id}/update_status/`, {
      headers: auth(token),
      data: { status: 'cancelled', reason: 'Test over' },
    });
    await request.delete(`/api/meals/meals/${meal}/`, { headers: auth(token) });
    await request.delete(`/api/restaurants/ingredients/${ingredient}/`, { headers: auth(token) });
  });
}
