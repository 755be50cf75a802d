import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer } from './browse-helpers';
import { customMeal, kitchenAndCustomer } from './customer-helpers';

test('the profile shows the account, and ?tab= opens the custom meals with their badges', async ({ page, request }) => {
  const { tomato, customer } = await kitchenAndCustomer(request);
  await customMeal(request, customer.token, {
    name: 'Shared Bowl',
    is_public: true,
    ingredients: [{ ingredient: tomato.id, quantity: 10 }],
  });
  await customMeal(request, customer.token, {
    name: 'Secret Bowl',
    is_public: false,
    ingredients: [{ ingredient: tomato.id, quantity: 20 }],
  });
  await signIn(page, customer.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(customer.email)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile?tab=custom-meals');
  await expect(page.getByRole('tab', { name: 'My Custom Meals' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('my-custom-meal');
  await expect(cards.filter({ hasText: 'Shared Bowl' })).toContainText('Public');
  await expect(cards.filter({ hasText: 'Secret Bowl' })).toContainText('Private');
  await expectAccessible(page);
  await cards.filter({ hasText: 'Secret Bowl' }).getByRole('button', { name: 'Add Secret Bowl to cart' }).click();
  await expect(page.getByText('Secret Bowl added to your cart')).toBeVisible();

  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page).toHaveURL('/profile?tab=orders');
  await expect(page.getByText('No Orders Yet')).toBeVisible();
});

test('edit profile blocks invalid input, scrolls to it, then saves and returns to the profile', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', '+1234567890');
  await expectAccessible(page);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Bio').fill('x'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/edit-profile');

  // a new password needs the current one
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Bio').fill('I cook on weekends.');
  await page.getByLabel('New password', { exact: true }).fill('NewPassw0rd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('');

  await page.getByLabel('First name').fill('Nour');
  await page.getByLabel('Favorite cuisine').fill('Egyptian');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nour User' })).toBeVisible();
  await expect(page.getByText('I cook on weekends.')).toBeVisible();
});

test('a wrong current password is shown under its field by the server', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto('/edit-profile');
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByLabel('New password', { exact: true }).fill('NewPassw0rd');
  await page.getByLabel('Confirm new password').fill('NewPassw0rd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL('/edit-profile');
});
