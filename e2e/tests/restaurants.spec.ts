import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { categoryId, newIngredient, newMeal, newRestaurant, setIngredientQuantity, unique } from './browse-helpers';

test('the restaurant list searches by name and description and filters by location', async ({ page, request }) => {
  const tag = unique('zq');
  const town = unique('Town ');
  const a = await newRestaurant(request, { name: `Alpha ${tag}`, address: town });
  const b = await newRestaurant(request, {
    name: unique('Beta '),
    description: `Slow-cooked stews and ${tag} specials every evening of the week.`,
  });

  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  const cards = page.getByTestId('restaurant-card');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  // search matches the name of one and the description of the other
  await page.getByLabel('Search restaurants').fill(tag);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: a.restaurant.name })).toHaveCount(1);
  await expect(cards.filter({ hasText: b.restaurant.name })).toHaveCount(1);

  // the location narrows it to the one at that address
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: town }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(a.restaurant.name);
  await expect(cards.first()).toContainText('Open');
  await expect(page).toHaveURL(new RegExp(`location=${encodeURIComponent(town).replace(/%20/g, '\\+')}`));

  // nothing matches: the spec's empty state, and a way out
  await page.getByLabel('Search restaurants').fill(`${tag} nothing-like-this`);
  await expect(page.getByText('No restaurants found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards.filter({ hasText: b.restaurant.name })).toHaveCount(1);
});

test('a closed restaurant is marked Closed and long descriptions are cut at 100 characters', async ({
  page,
  request,
}) => {
  const long = `${'Fresh bread and slow food, '.repeat(6)}END-OF-TEXT`;
  const closed = await newRestaurant(request, { name: unique('Shut '), description: long, is_active: false });
  await page.goto(`/restaurants?q=${encodeURIComponent(closed.restaurant.name)}`);
  const card = page.getByTestId('restaurant-card').filter({ hasText: closed.restaurant.name });
  await expect(card).toContainText('Closed');
  await expect(card).toContainText(`${long.slice(0, 100).trimEnd()}...`);
  await expect(card).not.toContainText('END-OF-TEXT');
});

test('the restaurant page shows its header, a grouped menu, ingredients and reviews', async ({ page, request }) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const mains = await categoryId(request, 'Mains');
  const rice = await newIngredient(request, ownerToken, {
    name: unique('Rice '),
    price_per_unit: '0.02',
    description: `${'Long grain rice from the delta, '.repeat(3)}TAIL`,
  });
  const saffron = await newIngredient(request, ownerToken, { name: unique('Saffron '), quantity: 5 });
  await setIngredientQuantity(request, ownerToken, saffron.id, 0);
  const plate = await newMeal(request, ownerToken, { name: unique('Plate '), category: mains });
  const loose = await newMeal(request, ownerToken, { name: unique('Loose '), category: null });
  const off = await newMeal(request, ownerToken, { name: unique('Off '), category: mains, is_available: false });
  const short = await newMeal(request, ownerToken, {
    name: unique('Short '),
    category: mains,
    ingredients: [{ ingredient: saffron.id, quantity: 1 }],
  });

  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByText(restaurant.address)).toBeVisible();
  await expect(page.getByRole('link', { name: restaurant.phone_number })).toBeVisible();
  await expect(page.getByText('Hours: Open 24 hours')).toBeVisible();
  // Issue #21: the week's hours, today marked.
  await expect(page.getByRole('row', { name: /today Open 24 hours/ })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // the shown tab's panel is named by its tab, which controls it (the panels sit beside Mantine's Tabs)
  const menuTab = page.getByRole('tab', { name: 'Menu' });
  const menuPanel = page.getByRole('tabpanel', { name: 'Menu' });
  await expect(menuTab).toHaveAttribute('aria-selected', 'true');
  await expect(menuTab).toHaveAttribute('aria-controls', (await menuPanel.getAttribute('id')) ?? 'no id');

  // the menu, grouped by category with 'Uncategorized' for the rest
  const mainsSection = menuPanel.getByRole('region', { name: 'Mains' });
  // each meal's title links to it; its Add to Cart button also names it, for screen readers only
  await expect(mainsSection.getByRole('link', { name: plate.name })).toBeVisible();
  await expect(mainsSection.getByRole('link', { name: off.name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Uncategorized' }).getByRole('link', { name: loose.name }),
  ).toBeVisible();
  // an unavailable meal's button still reads Add to Cart, disabled (customer spec §2)
  await expect(page.getByRole('button', { name: `Add ${off.name} to cart` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Add ${plate.name} to cart` })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Add ${short.name} to cart` })).toBeDisabled();
  await expectAccessible(page);

  // the custom tab, reached by the keyboard: ingredients with stock, price per unit, cut descriptions, and the
  // builder link
  await menuTab.focus();
  await page.keyboard.press('ArrowRight');
  const customTab = page.getByRole('tab', { name: 'Create Custom Meal' });
  await expect(customTab).toBeFocused();
  await expect(customTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Create Custom Meal' })).toBeVisible();
  await expect(menuPanel).toHaveCount(0);
  await expect(menuTab).not.toHaveAttribute('aria-controls');
  const riceCard = page.getByTestId('ingredient').filter({ hasText: rice.name });
  await expect(riceCard).toContainText('In Stock');
  await expect(riceCard).toContainText('EGP 0.02 per g');
  await expect(riceCard).not.toContainText('TAIL');
  await expect(page.getByTestId('ingredient').filter({ hasText: saffron.name })).toContainText('Out of Stock');
  await expect(page.getByRole('link', { name: 'Create Custom Meal' })).toHaveAttribute(
    'href',
    `/custom-meal/${restaurant.id}`,
  );
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('heading', { name: 'Reviews', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
});

test('an unknown restaurant says so', async ({ page }) => {
  await page.goto('/restaurants/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse restaurants' })).toBeVisible();
});
