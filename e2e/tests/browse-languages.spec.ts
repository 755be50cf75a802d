import { directionOf, LANGUAGE_COOKIE, LANGUAGES, RESOURCES } from '@dishcraft/contract';
import { expect, test } from '../support/test';
import { adminToken, categoryId, newMeal, newRestaurant, unique } from './browse-helpers';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

for (const language of LANGUAGES) {
  test(`browsing shows the names and texts of the page's language, in ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { browse } = RESOURCES[language].translation;
    const tag = unique('bl');
    const { ownerToken, restaurant } = await newRestaurant(request, { name: `Koshary House ${tag}` });
    const patched = await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
      headers: auth(await adminToken(request)),
      data: { name_ar: `بيت الكشري ${tag}` },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const meal = await newMeal(request, ownerToken, {
      name: `Koshary ${tag}`,
      category: await categoryId(request, 'Salads'),
    });
    const mealPatched = await request.patch(`/api/meals/meals/${meal.id}/`, {
      headers: auth(ownerToken),
      data: { name_ar: `كشري ${tag}`, description_ar: 'عدس وأرز ومكرونة بصلصة الطماطم والدقة.' },
    });
    expect(mealPatched.status(), await mealPatched.text()).toBe(200);
    const restaurantName = language === 'ar' ? `بيت الكشري ${tag}` : restaurant.name;
    const mealName = language === 'ar' ? `كشري ${tag}` : meal.name;

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    await page.goto('/restaurants');
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    await expect(page.getByRole('heading', { level: 1, name: browse.restaurants.title })).toBeVisible();
    // The list's search matches the Arabic name in either language.
    await page.getByLabel(browse.restaurants.searchLabel).fill(`بيت الكشري ${tag}`);
    const cards = page.getByTestId('restaurant-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(restaurantName);

    // By its name: a visitor's heart on the card is a link too (to sign in, issue #23).
    await cards
      .first()
      .getByRole('link', { name: browse.restaurant.viewMenuOf.replace('{{name}}', restaurantName) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: restaurantName })).toBeVisible();
    const row = page.getByTestId('menu-meal');
    await expect(row.getByRole('heading', { name: mealName })).toBeVisible();
    await expect(page.getByRole('tab', { name: browse.restaurant.tabMenu })).toHaveAttribute('aria-selected', 'true');
  });

  test(`the price range's thumbs move along the reading direction, in ${language}`, async ({ page, baseURL }) => {
    const { browse } = RESOURCES[language].translation;
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    await page.goto('/meals');
    await expect(page.getByRole('heading', { level: 1, name: browse.meals.title })).toBeVisible();
    const from = page.getByRole('slider', { name: browse.meals.minPrice });
    const to = page.getByRole('slider', { name: browse.meals.maxPrice });
    const [fromBox, toBox] = [await from.boundingBox(), await to.boundingBox()];
    // The lowest price starts where the reader starts: on the left in English, on the right in Arabic.
    if (language === 'ar') expect(fromBox!.x).toBeGreaterThan(toBox!.x);
    else expect(fromBox!.x).toBeLessThan(toBox!.x);

    // The arrow that points away from the start raises the price in both directions.
    await from.focus();
    await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(from).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByRole('textbox', { name: browse.meals.minPrice })).toHaveValue('10');
    await expect(page).toHaveURL(/min=10/);
    await page.keyboard.press(language === 'ar' ? 'ArrowRight' : 'ArrowLeft');
    await expect(from).toHaveAttribute('aria-valuenow', '5');
  });
}
