import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { newCustomer, newIngredient, newRestaurant, unique } from './browse-helpers';

/**
 * The custom meal builder keeps what was built across a reload until the meal is created, steps each ingredient by
 * an amount that suits its unit, and shows the name's limit instead of cutting it silently (issue #19).
 */
test('a custom meal being built survives a reload, steps by its units and counts its name', async ({
  page,
  request,
}) => {
  const { ownerToken, restaurant } = await newRestaurant(request);
  const rice = await newIngredient(request, ownerToken, { name: unique('Rice '), unit: 'g', quantity: 5000 });
  const egg = await newIngredient(request, ownerToken, { name: unique('Egg '), unit: 'unit', quantity: 50 });
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/custom-meal/${restaurant.id}`);

  const name = page.getByLabel('Meal name');
  await name.fill('N'.repeat(300));
  await expect(name).toHaveValue('N'.repeat(255));
  await expect(page.getByText('255/255')).toBeVisible();
  await name.fill('Sunday rice bowl');
  await expect(page.getByText('16/255')).toBeVisible();

  // Grams step by 10, pieces by 1.
  await page.getByRole('button', { name: `Increase Quantity of ${rice.name}` }).click();
  await page.getByRole('button', { name: `Increase Quantity of ${rice.name}` }).click();
  await expect(page.getByLabel(`Quantity of ${rice.name}`, { exact: true })).toHaveValue('20');
  await page.getByRole('button', { name: `Increase Quantity of ${egg.name}` }).click();
  await expect(page.getByLabel(`Quantity of ${egg.name}`, { exact: true })).toHaveValue('1');
  await page.getByLabel('Cooking instructions').fill('Egg on top, please.');

  await page.reload();
  await expect(name).toHaveValue('Sunday rice bowl');
  await expect(page.getByLabel('Cooking instructions')).toHaveValue('Egg on top, please.');
  await expect(page.getByLabel(`Quantity of ${rice.name}`, { exact: true })).toHaveValue('20');
  await expect(page.getByLabel(`Quantity of ${egg.name}`, { exact: true })).toHaveValue('1');
  await expect(page.getByTestId('builder-summary')).toContainText(`${rice.name} × 20 g`);

  // Created: the draft is gone, so the builder starts empty next time.
  await page.getByRole('button', { name: 'Create and Add to Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await page.goto(`/custom-meal/${restaurant.id}`);
  await expect(name).toHaveValue('');
  await expect(page.getByLabel(`Quantity of ${rice.name}`, { exact: true })).toHaveValue('0');
});
