import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { adminToken, auth, choose, expectPageAccessible, ownerWithMenu, placeCashOrder, unique } from './owner-helpers';

const main = (page: Page) => page.getByRole('main');
const pwd = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });

async function asAdmin(page: Page, request: import('@playwright/test').APIRequestContext) {
  const token = await adminToken(request);
  await signIn(page, token);
  return token;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('admin', () => {
  test('the dashboard shows the totals and the admin creates, edits and deletes a user', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await asAdmin(page, request);
    const totalUsers = async () =>
      ((await (await request.get('/api/stats/admin/', { headers: auth(token) })).json()) as { total_users: number })
        .total_users;
    // Other tests register users meanwhile: the page's figure lies between the counts read before and after it.
    const before = await totalUsers();

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const shownUsers = page.locator('[data-stat="Total Users"]');
    await expect(shownUsers).toHaveText(/^\d+$/);
    const shown = Number(await shownUsers.textContent());
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await totalUsers());
    await expect(page.locator('[data-stat="Total Revenue"]')).toHaveText(/^EGP\s\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectPageAccessible(page);

    // Users tab: admins are hidden.
    await openTab(page, 'Users');
    await expect(main(page).locator('tr[data-user="sara"]')).toBeVisible();
    await expect(main(page).locator('tr[data-user="admin"]')).toHaveCount(0);
    await page.getByLabel('Search users by username, email or name').fill('no-such-user-anywhere');
    await expect(main(page).getByText('No users found matching your search.')).toBeVisible();
    await expectPageAccessible(page);

    // Create: validation as you type and on submit.
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await main(page).getByRole('link', { name: 'Add New User' }).click();
    await expect(page).toHaveURL(/\/admin\/add-user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New User' })).toBeVisible();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required when creating a new user')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.getByLabel('Username').fill('ab');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();

    const username = `adm${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await pwd(page, /^Password/).fill('Secret123');
    await pwd(page, /^Confirm Password/).fill('Secret124');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await pwd(page, /^Confirm Password/).fill('Secret123');
    await expect(page.getByText('Passwords do not match')).toBeHidden();
    await page.getByLabel('First Name').fill('Mona');
    await page.getByLabel('Last Name').fill('Said');
    await choose(page, 'User Type', 'Restaurant Owner');
    await expectPageAccessible(page);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(main(page).getByText('User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 5000 });

    const users = (await (await request.get('/api/users/users/', { headers: auth(token) })).json()) as {
      id: number;
      username: string;
      user_type: string;
    }[];
    const created = users.find((u) => u.username === username)!;
    expect(created.user_type).toBe('restaurant');
    expect((await request.post('/api/token/', { data: { username, password: 'Secret123' } })).status()).toBe(200);

    // Edit: the password may stay blank.
    await openTab(page, 'Users');
    await page.getByLabel('Search users by username, email or name').fill(username);
    const row = main(page).locator(`tr[data-user="${username}"]`);
    await expect(row.getByText('Restaurant Owner')).toBeVisible();
    await row.getByRole('link', { name: `Edit ${username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-user/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
    await expect(pwd(page, /^Password \(leave blank to keep the current password\)/)).toHaveValue('');
    await expect(page.getByLabel('First Name')).toHaveValue('Mona');
    await page.getByLabel('First Name').fill('M');
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('First Name').fill('Mounira');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(main(page).getByText('User updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 5000 });
    const edited = await request.get(`/api/users/users/${created.id}/`, { headers: auth(token) });
    expect(await edited.json()).toMatchObject({ first_name: 'Mounira', user_type: 'restaurant' });

    // Delete: the modal warns, for an owner about the restaurant too.
    await openTab(page, 'Users');
    await page.getByLabel('Search users by username, email or name').fill(username);
    await row.getByRole('button', { name: `Delete ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${username}?` });
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    await expect(dialog.getByText(/all associated data/)).toBeVisible();
    await expect(dialog.getByText(/their restaurant will also be removed/)).toBeVisible();
    await expectPageAccessible(page);
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText(`User ${username} has been deleted successfully.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/users/users/${created.id}/`, { headers: auth(token) })).status()).toBe(404);
  });

  test('the admin rejects a restaurant with a reason, resets it and creates one for an owner', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await asAdmin(page, request);
    const owner = await registerUser(request, 'restaurant');
    const ownerToken = await tokenFor(request, owner.username, owner.password);
    const name = unique('Pending Place');
    const res = await request.post('/api/restaurants/restaurants/', {
      headers: auth(ownerToken),
      data: {
        name,
        description: 'Waiting',
        address: '2 Road',
        phone_number: '0123456789',
        opening_time: '09:00',
        closing_time: '17:00',
      },
    });
    const restaurantId = ((await res.json()) as { id: number }).id;

    await page.goto('/admin-dashboard');
    await openTab(page, 'Restaurants');
    await page.getByLabel('Search restaurants by name or description').fill(name);
    const row = main(page).locator(`tr[data-restaurant="${name}"]`);
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await expect(row.getByText(owner.username)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reset to Pending' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Restaurant' });
    await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('A rejection reason is required when rejecting a restaurant.')).toBeVisible();
    await dialog.getByLabel('Rejection Reason').fill('The menu is missing prices');
    await expectPageAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`Restaurant ${name} has been rejected successfully.`)).toBeVisible();
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Change to Approved' })).toBeVisible();
    const rejected = await request.get(`/api/restaurants/restaurants/${restaurantId}/`, { headers: auth(token) });
    expect(await rejected.json()).toMatchObject({ is_approved: false, rejection_reason: 'The menu is missing prices' });

    await row.getByRole('button', { name: 'Reset to Pending' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to Pending' });
    await expect(confirm.getByText(`Reset ${name} to Pending Approval?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Reset to Pending' }).click();
    await expect(page.getByText(`Restaurant ${name} has been reset to Pending Approval.`)).toBeVisible();
    await expect(row.getByText('Pending Approval')).toBeVisible();
    const reset = await request.get(`/api/restaurants/restaurants/${restaurantId}/`, { headers: auth(token) });
    expect(await reset.json()).toMatchObject({ is_approved: null, rejection_reason: null });

    // Edit in admin mode, Cancel goes back to the admin dashboard.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Restaurant' })).toBeVisible();
    await expect(page.getByLabel('Restaurant Name')).toHaveValue(name);
    // Issue #21: the hours are the weekly editor's, below the form; the restaurant's 09:00 start is every day's.
    await expect(page.getByLabel('Monday, period 1: opens')).toHaveValue('09:00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    // Create for an owner: owners who already have a restaurant cannot be chosen.
    const freeOwner = await registerUser(request, 'restaurant');
    await page.goto('/admin/add-restaurant');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Restaurant' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Restaurant' }).click();
    await expect(page.getByText('Please select a restaurant owner')).toBeVisible();
    await page.getByRole('combobox', { name: 'Restaurant Owner' }).click();
    await expect(page.getByRole('option', { name: `${owner.username} (already has a restaurant)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByRole('option', { name: freeOwner.username, exact: true }).click();
    const newName = unique('Admin Made');
    await page.getByLabel('Restaurant Name').fill(newName);
    await page.getByLabel('Description').fill('Set up by the admin');
    await page.getByLabel('Address').fill('3 Square');
    await page.getByLabel('Phone Number').fill('0123456789');
    await expectPageAccessible(page);
    await page.getByRole('button', { name: 'Create Restaurant' }).click();
    await expect(main(page).getByText('Restaurant created successfully! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 5000 });
    const list = (await (await request.get('/api/restaurants/restaurants/', { headers: auth(token) })).json()) as {
      name: string;
      owner_username: string;
      is_approved: boolean | null;
    }[];
    expect(list.find((r) => r.name === newName)).toMatchObject({
      owner_username: freeOwner.username,
      is_approved: true,
    });
  });

  test('the admin finds an order, opens it and moves its status', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token: ownerToken, restaurant } = await ownerWithMenu(request);
    const meal = await request.post('/api/meals/meals/', {
      headers: auth(ownerToken),
      data: { name: 'Ful', description: 'Fava beans', base_price: '3.25', restaurant: restaurant.id },
    });
    const mealId = ((await meal.json()) as { id: number }).id;
    const order = await placeCashOrder(request, restaurant.id, mealId, 2);

    await asAdmin(page, request);
    await page.goto('/admin-dashboard');
    await openTab(page, 'Orders');
    await page.getByLabel('Search orders by ID, customer or restaurant').fill(order.customer.username);
    const row = main(page).locator(`tr[data-order="${order.id}"]`);
    await expect(row.getByText(restaurant.name)).toBeVisible();
    await expect(row.getByText('EGP 6.50')).toBeVisible();
    await choose(page, 'Status', 'Delivered');
    await expect(main(page).getByText('No orders found matching your search.')).toBeVisible();
    await choose(page, 'Status', 'Pending');
    await expect(row).toBeVisible();
    await expectPageAccessible(page);

    await row.getByRole('link', { name: `View order #${order.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(main(page).getByText(`Username: ${order.customer.username}`)).toBeVisible();
    await expect(main(page).getByText('Cash on delivery')).toBeVisible();
    await expect(main(page).getByTestId('order-timeline')).toBeVisible();
    await expectPageAccessible(page);
    await choose(page, `Status of order #${order.id}`, 'Confirmed');
    await expect(page.getByText(`Order #${order.id} status updated to Confirmed`)).toBeVisible();
    const updated = await request.get(`/api/orders/orders/${order.id}/`, { headers: auth(ownerToken) });
    expect(((await updated.json()) as { status: string }).status).toBe('confirmed');
  });

  test('admin screens send visitors to /login and other users to /', async ({ page, request }) => {
    for (const path of ['/admin-dashboard', '/admin/add-user', '/admin/edit-user/1', '/admin/orders/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    const owner = await registerUser(request, 'restaurant');
    await signIn(page, await tokenFor(request, owner.username, owner.password));
    for (const path of ['/admin-dashboard', '/admin/add-user', '/admin/add-restaurant']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
