import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { newCustomer, newMeal, newRestaurant } from './browse-helpers';
import { PNG } from './owner-helpers';

/**
 * Forms check before sending (issue #19): a file that is not a picture is refused in the browser with no broken
 * preview, the review box stops at the contract's 500 characters, Edit Profile shows every password problem at once,
 * and required messages name their field.
 */

const IMAGE_MESSAGE = 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).';

test('an upload that is not a picture, or too large, is refused before sending, with no preview', async ({
  page,
  request,
}) => {
  const { ownerToken } = await newRestaurant(request);
  await signIn(page, ownerToken);
  await page.goto('/add-ingredient');
  const input = page.locator('input[type="file"][name="image"]');
  const preview = page.getByRole('main').getByRole('img', { name: 'Chosen image' });

  // A text file with a picture's name and type: the browser cannot decode it.
  await input.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText(IMAGE_MESSAGE)).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.getByText('Chosen: menu.png')).toHaveCount(0);

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Images must be 5 MB or smaller.')).toBeVisible();
  await expect(preview).toHaveCount(0);

  await input.setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toBeVisible();
  await expect(page.getByText('Images must be 5 MB or smaller.')).toHaveCount(0);
  await expect(page.getByText(IMAGE_MESSAGE)).toHaveCount(0);
});

test('a review stops at 500 characters', async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken);
  await page.goto(`/meals/${meal.id}`);
  const form = page.getByRole('form', { name: 'Submit Review' });
  const box = form.getByLabel('Your review');
  await box.fill('Delicious! '.repeat(55));
  await expect(form.getByTestId('review-counter')).toHaveText('500/500');
  expect((await box.inputValue()).length).toBe(500);
});

test('Edit Profile shows every password problem at once, beside the other fields', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto('/edit-profile');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abd');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 8 characters (not met)',
    'At least one number (not met)',
    'At least one uppercase letter (not met)',
  ]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters with at least one number and one uppercase letter'),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('abcdefg1');
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 8 characters (met)',
    'At least one number (met)',
    'At least one uppercase letter (not met)',
  ]);
});

test("an owner's form names the field in each required message", async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  await signIn(page, ownerToken);
  await page.goto('/add-ingredient');
  await page.getByRole('button', { name: 'Add Ingredient' }).click();
  for (const message of ['Name is required', 'Unit is required', 'Price per unit is required', 'Quantity is required'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(0);

  await page.goto('/add-meal');
  await page.getByRole('button', { name: 'Add Meal' }).click();
  for (const message of [
    'Meal name is required',
    'Description is required',
    'Price is required',
    'Category is required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(0);
});
