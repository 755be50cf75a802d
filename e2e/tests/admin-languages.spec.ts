import { directionOf, LANGUAGE_COOKIE, LANGUAGES, RESOURCES } from '@dishcraft/contract';
import { expect, test } from '../support/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { adminToken, auth, expectPageAccessible, unique } from './owner-helpers';

/** A catalogue text with its placeholders filled, as i18next fills them. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

for (const language of LANGUAGES) {
  test(`the admin approves a pending restaurant, in ${language}`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { admin, common } = RESOURCES[language].translation;
    const owner = await registerUser(request, 'restaurant');
    const ownerToken = await tokenFor(request, owner.username, owner.password);
    const name = unique('Waiting Kitchen');
    const nameAr = `مطبخ الانتظار ${name.split(' ').at(-1)}`;
    const created = await request.post('/api/restaurants/restaurants/', {
      headers: auth(ownerToken),
      data: {
        name,
        name_ar: nameAr,
        description: 'Waiting for the admin',
        address: '4 Tahrir Square, Cairo',
        phone_number: '0123456789',
        opening_time: '09:00',
        closing_time: '17:00',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const restaurantId = ((await created.json()) as { id: number }).id;
    const shownName = language === 'ar' ? nameAr : name;

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    const token = await adminToken(request);
    await signIn(page, token);
    const response = await page.goto('/admin-dashboard');
    // The first tag after the doctype already names the language and direction: nothing flips once the app runs.
    expect(await response!.text()).toMatch(
      new RegExp(`^(<!doctype html>\\s*)?<html lang="${language}" dir="${directionOf(language)}"`, 'i'),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: admin.dashboard.title })).toBeVisible();
    await expect(page.locator(`[data-stat="${admin.dashboard.totalUsers}"]`)).toHaveText(/^\d{1,3}(,\d{3})*$/);

    const tab = page.getByRole('tab', { name: admin.dashboard.tabs.restaurants });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(admin.restaurants.search).fill(name);
    const row = page.getByRole('main').locator(`tr[data-restaurant="${name}"]`);
    await expect(row.getByText(shownName)).toBeVisible();
    await expect(row.getByText(common.approval.pending)).toBeVisible();
    await expect(row.getByText(owner.username)).toBeVisible();

    await row.getByRole('button', { name: admin.restaurants.approve, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: admin.restaurants.approveTitle });
    await expect(dialog.getByText(admin.restaurants.approveNote)).toBeVisible();
    await expect(dialog.getByText(shownName)).toBeVisible();
    await expectPageAccessible(page);
    await dialog.getByRole('button', { name: admin.restaurants.approve, exact: true }).click();

    await expect(page.getByText(fill(admin.restaurants.approved, { name: shownName }))).toBeVisible();
    await expect(row.getByText(common.approval.approved)).toBeVisible();
    await expect(row.getByRole('button', { name: admin.restaurants.changeToRejected })).toBeVisible();
    await expect(row.getByRole('button', { name: admin.restaurants.resetToPending })).toBeVisible();
    const stored = await request.get(`/api/restaurants/restaurants/${restaurantId}/`, { headers: auth(token) });
    expect(await stored.json()).toMatchObject({ is_approved: true, rejection_reason: null });
    await expectPageAccessible(page);
  });
}
