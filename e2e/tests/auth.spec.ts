import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerUser, tokenFor } from '../support/api';
import { expectAccessible } from '../support/axe';
import { resetPathFrom, type SmtpInbox, startSmtp } from '../support/smtp';

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Password inputs by their label (their visibility toggles mention "password" too). */
const passwordField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The page's own alert (toasts are alerts too, outside <main>). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}: account menu` }).click();
}

test.describe('sign-in pages', () => {
  test('a visitor registers, signs in and logs out, and the token is revoked', async ({ page, request }) => {
    const username = uniqueName('reg');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('First name').fill('Layla');
    await page.getByLabel('Last name').fill('Hassan');
    await page.getByLabel('Phone number (optional)').fill('01012345678');
    await passwordField(page, 'Password').fill('Secret123');
    await passwordField(page, 'Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created')).toBeVisible();
    // The registration form stays on screen while the sign-in page's code loads: its own Username and
    // Password fields would take the checks and the typing (a CI run filled the registration's password).
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(username);

    await passwordField(page, 'Password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openUserMenu(page, username);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[0-9a-f]{40}$/);

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'AnonChef: account menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await request.get('/api/users/me/', { headers: { Authorization: `Token ${token}` } });
    expect(me.status()).toBe(401);
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expectAccessible(page);

    await page.getByLabel('Username').fill('sara');
    await passwordField(page, 'Password').fill('NotHerPassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(formAlert(page)).toContainText('Unable to log in with provided credentials.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page);
  });

  test('signing in returns to the page the login guard came from; a signed-in visitor skips /login', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request);
    await page.goto('/notifications?tab=unread');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(user.username);
    await passwordField(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/notifications\?tab=unread$/);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('registration validates each field as it changes', async ({ page }) => {
    await page.goto('/register');
    const username = page.getByLabel('Username');
    await username.fill('ab');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await username.fill('a'.repeat(31));
    await expect(page.getByText('Username must be less than 30 characters')).toBeVisible();
    await username.fill('abc');
    await expect(page.getByText(/Username must be/)).toHaveCount(0);

    await page.getByLabel('Email').fill('not-an-address');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('First name').fill('A');
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Phone number (optional)').fill('12345');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await passwordField(page, 'Password').fill('password');
    await expect(
      page.getByText('Password must be at least 8 characters with at least one number and one uppercase letter'),
    ).toBeVisible();
    await passwordField(page, 'Password').fill('Password1');
    await passwordField(page, 'Confirm password').fill('Password2');
    await expect(page.getByText('Confirm password must match password')).toBeVisible();
    // Changing the password re-checks a confirmation already typed.
    await passwordField(page, 'Password').fill('Password2');
    await expect(page.getByText('Confirm password must match password')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a refused submit shows every message and scrolls to and focuses the first invalid field', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/register');
    await passwordField(page, 'Confirm password').fill('Mismatch1');
    await page.getByRole('button', { name: 'Create account' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Username')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Create account' }).click();

    for (const message of [
      'Username is required',
      'Email is required',
      'First name is required',
      'Last name is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toBeInViewport();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);

    // With the top fields valid, the focus goes to the first one still wrong.
    await page.getByLabel('Username').fill(uniqueName('fix'));
    await page.getByLabel('Email').fill('fix@example.com');
    await page.getByLabel('First name').fill('Omar');
    await page.getByLabel('Last name').fill('Nabil');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(passwordField(page, 'Password')).toBeFocused();
  });

  test("the server's field errors appear under their fields", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('sara');
    await page.getByLabel('Email').fill(`${uniqueName('dup')}@example.com`);
    await page.getByLabel('First name').fill('Sara');
    await page.getByLabel('Last name').fill('Again');
    await passwordField(page, 'Password').fill('Secret123');
    await passwordField(page, 'Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const field = page.getByLabel('Username');
    await expect(page.getByText('A user with that username already exists.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('password reset by e-mail', () => {
  let inbox: SmtpInbox;
  test.beforeAll(async () => {
    inbox = await startSmtp();
  });
  test.afterAll(async () => {
    await inbox?.close();
  });

  test('forgot → e-mailed link → new password → sign in with it', async ({ page, request }) => {
    // The longest journey here, with a 5-second redirect in the middle: more time on a busy machine.
    test.slow();
    const user = await registerUser(request);
    const oldToken = await tokenFor(request, user.username, user.password);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expectAccessible(page);

    const mail = await inbox.waitFor(user.email);
    expect(mail.text).toContain('Reset your Dishcraft password');
    const resetPath = resetPathFrom(mail);

    await page.goto(resetPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByText('At least 8 characters', { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
    await passwordField(page, 'New password').fill('BrandNew123');
    await passwordField(page, 'Confirm new password').fill('BrandNew124');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await passwordField(page, 'Confirm new password').fill('BrandNew123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /Taking you to the sign-in page in \d seconds?/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in now' })).toBeVisible();
    await expectAccessible(page);
    // The redirect comes by itself after 5 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: 9_000 });

    // A reset signs out every session of the user.
    const me = await request.get('/api/users/me/', { headers: { Authorization: `Token ${oldToken}` } });
    expect(me.status()).toBe(401);

    await page.getByLabel('Username').fill(user.username);
    await passwordField(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(formAlert(page)).toContainText('Unable to log in with provided credentials.');
    await passwordField(page, 'Password').fill('BrandNew123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `${user.username}: account menu` })).toBeVisible();

    // The link works once; a second use explains and offers a new one.
    await page.getByRole('button', { name: `${user.username}: account menu` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto(resetPath);
    await passwordField(page, 'New password').fill('Another123');
    await passwordField(page, 'Confirm new password').fill('Another123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(formAlert(page)).toContainText('Invalid or expired token');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test("a failing request shows the server's error, or the fallback", async ({ page }) => {
    let reply = { status: 400, body: { error: 'Email is required' } as Record<string, string> };
    await page.route('**/api/users/password-reset/', (route) =>
      route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }),
    );
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(formAlert(page)).toContainText('Email is required');

    reply = { status: 500, body: { detail: 'A server error occurred.' } };
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(formAlert(page)).toContainText('An error occurred. Please try again later.');
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);
  });
});
