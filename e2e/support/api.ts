import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** Accounts and data through the real API, so each test owns what it changes. */
export async function registerUser(
  request: APIRequestContext,
  userType: 'customer' | 'restaurant' = 'customer',
): Promise<{ username: string; password: string; email: string }> {
  const username = `u${randomBytes(4).toString('hex')}`;
  const password = 'Passw0rdX';
  const email = `${username}@example.com`;
  const res = await request.post('/api/users/register/', {
    data: {
      username,
      email,
      password,
      password2: password,
      first_name: 'Test',
      last_name: 'User',
      user_type: userType,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { username, password, email };
}

export async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/token/', { data: { username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Signs a browser page in by storing the token as the web app does. */
export async function signIn(page: import('@playwright/test').Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
