import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { newCustomer, newIngredient, newMeal, newRestaurant, unique } from './browse-helpers';

/**
 * One stock rule decides every label (issue #19): an ingredient with none left is Out of Stock for the owner as for
 * customers, a dish customers cannot order is Unavailable in the owner's menu, and the owner sees which ingredient
 * stops which dish. At a phone's width and a desktop's, where the phone shows cards instead of a table.
 */

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The listed entry of a name: a table row on a desktop, a card on a phone. */
const entry = (page: Page, name: string, phone: boolean) =>
  phone
    ? page.getByRole('main').getByRole('listitem').filter({ hasText: name })
    : page.getByRole('main').getByRole('row').filter({ hasText: name });

for (const width of [390, 1280]) {
  test(`owner and customer read the same stock states at ${width} px`, async ({ page, request }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 844 : 800 });
    const { ownerToken, restaurant } = await newRestaurant(request);
    const halloumi = await newIngredient(request, ownerToken, { name: unique('Halloumi '), quantity: 0 });
    const rice = await newIngredient(request, ownerToken, { name: unique('Rice '), quantity: 1000 });
    const wrap = await newMeal(request, ownerToken, {
      name: unique('Halloumi wrap '),
      ingredients: [
        { ingredient: halloumi.id, quantity: 50 },
        { ingredient: rice.id, quantity: 100 },
      ],
    });
    const bowl = await newMeal(request, ownerToken, {
      name: unique('Rice bowl '),
      ingredients: [{ ingredient: rice.id, quantity: 100 }],
    });

    // Customers: the ingredient is out of stock and the dish cannot be ordered.
    await page.goto(`/restaurants/${restaurant.id}`);
    await expect(page.getByTestId('menu-meal').filter({ hasText: wrap.name })).toContainText('Currently Unavailable');
    await page.getByRole('tab', { name: 'Create Custom Meal' }).click();
    await expect(page.getByTestId('ingredient').filter({ hasText: halloumi.name })).toContainText('Out of Stock');

    // The custom meal builder offers only what is in stock.
    const customer = await newCustomer(request);
    await signIn(page, customer.token);
    await page.goto(`/custom-meal/${restaurant.id}`);
    await expect(page.getByTestId('ingredient-row').filter({ hasText: rice.name })).toBeVisible();
    await expect(page.getByTestId('ingredient-row').filter({ hasText: halloumi.name })).toHaveCount(0);

    // The owner: the same states, and why.
    await signIn(page, ownerToken);
    await page.goto('/restaurant-dashboard');
    await openTab(page, 'Ingredients');
    const halloumiEntry = entry(page, halloumi.name, phone);
    await expect(halloumiEntry.getByTestId('stock-status')).toHaveText(`Out of StockBlocks: ${wrap.name}`);
    await expect(entry(page, rice.name, phone).getByTestId('stock-status')).toHaveText('In Stock');
    await page.screenshot({ path: `/tmp/shots/h3/ingredients-${width}.png`, fullPage: true });

    await openTab(page, 'Menu Management');
    await expect(entry(page, wrap.name, phone).getByTestId('meal-status')).toHaveText(
      `UnavailableOut of ${halloumi.name}`,
    );
    await expect(entry(page, bowl.name, phone).getByTestId('meal-status')).toHaveText('Available');
    await page.screenshot({ path: `/tmp/shots/h3/menu-${width}.png`, fullPage: true });

    // No sideways scroll: the page is no wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
