import { PROMOTION_MESSAGES } from '@dishcraft/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { expectNoOverflow } from './layout-helpers';
import { adminToken, ownerWithMenu } from './owner-helpers';

/**
 * Issue #23 for the staff: an owner makes and pauses their restaurant's codes, an admin makes platform-wide ones and
 * sees every restaurant's, on the dashboards' Promotions tab.
 */

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, code: string) => main(page).locator(`tr[data-code="${code}"]`);
const newCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

async function check(request: APIRequestContext, code: string, restaurant: number) {
  const res = await request.post('/api/promotions/validate/', {
    data: { code, restaurant, subtotal: '100.00', delivery_fee: '15.00' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { valid: boolean; discount: string; reason_code: string | null };
}

async function openPromotions(page: Page, dashboard: string) {
  await page.goto(dashboard);
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByRole('tab', { name: 'Promotions' })).toHaveAttribute('aria-selected', 'true');
}

test('an owner creates a percentage code and pauses it; an admin adds a free-delivery code for every restaurant', async ({
  page,
  request,
}) => {
  const { token, restaurant } = await ownerWithMenu(request);
  await signIn(page, token);
  await openPromotions(page, '/restaurant-dashboard');
  await expect(main(page).getByRole('heading', { name: 'No promo codes yet' })).toBeVisible();

  // the form: percent or amount changes the value's label, a maximum only for a percentage, the contract's rules
  await main(page).getByRole('button', { name: 'New code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  const code = newCode('OWN');
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await dialog.getByText('Fixed amount', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount off (EGP)' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Maximum discount/ })).toHaveCount(0);
  await dialog.getByText('Percentage', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  await dialog.getByLabel('Starts').fill('2030-01-02T10:00');
  await dialog.getByLabel('Ends').fill('2030-01-01T10:00');
  await dialog.getByRole('textbox', { name: 'Uses in all' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Uses per customer' }).fill('6');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog.getByText(PROMOTION_MESSAGES.endsBeforeStart)).toBeVisible();
  await expect(dialog.getByText(PROMOTION_MESSAGES.perCustomerAboveTotal)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Starts').fill('');
  await dialog.getByLabel('Ends').fill('');
  await dialog.getByRole('textbox', { name: 'Maximum discount (EGP)' }).fill('50');
  await dialog.getByRole('textbox', { name: 'Uses in all' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Uses per customer' }).fill('');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toHaveCount(0);

  // listed as Active with no use yet, stored in upper case, and a customer's check takes 20% of EGP 100.00 off
  await expect(row(page, code)).toContainText('20% off, max EGP 50.00');
  await expect(row(page, code).locator('[data-uses]')).toHaveText('0 / 100');
  await expect(row(page, code).locator('[data-status]')).toHaveText('Active');
  expect(await check(request, code, restaurant.id)).toMatchObject({ valid: true, discount: '20.00' });
  await expectAccessible(page);

  // pausing moves the switch at once, says so, and the code no longer applies
  const active = row(page, code).getByRole('switch', { name: `Active: ${code}` });
  await active.uncheck({ force: true });
  await expect(row(page, code).locator('[data-status]')).toHaveText('Paused');
  await expect(page.locator('.toast').filter({ hasText: `${code} is paused` })).toBeVisible();
  await expect(active).not.toBeChecked();
  expect(await check(request, code, restaurant.id)).toMatchObject({ valid: false, reason_code: 'unknown' });
  await page.reload();
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(row(page, code).locator('[data-status]')).toHaveText('Paused');

  // the admin: a free-delivery code for every restaurant, beside the owner's code
  await signIn(page, await adminToken(request));
  await openPromotions(page, '/admin-dashboard');
  await expect(row(page, code)).toContainText(restaurant.name);
  await main(page).getByRole('button', { name: 'New code' }).click();
  const adminDialog = page.getByRole('dialog', { name: 'New promo code' });
  await expect(adminDialog.getByRole('combobox', { name: 'Where it applies' })).toHaveValue('Every restaurant');
  const free = newCode('SHIP');
  await adminDialog.getByRole('textbox', { name: 'Code' }).fill(free);
  await adminDialog.getByText('Fixed amount', { exact: true }).click();
  await adminDialog.getByRole('checkbox', { name: /Free delivery/ }).check();
  await adminDialog.getByRole('button', { name: 'Create code' }).click();
  await expect(adminDialog).toHaveCount(0);
  await expect(row(page, free)).toContainText('Free delivery');
  await expect(row(page, free)).toContainText('Every restaurant');
  await expect(row(page, free).locator('[data-status]')).toHaveText('Active');
  await expect(row(page, code).locator('[data-status]')).toHaveText('Paused');
  expect(await check(request, free, restaurant.id)).toMatchObject({ valid: true, discount: '15.00' });

  // filtered to the owner's restaurant: their code, not the platform's
  await main(page).getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name: restaurant.name }).click();
  await expect(row(page, code)).toBeVisible();
  await expect(row(page, free)).toHaveCount(0);
  await expectAccessible(page);

  // on a phone the table reads as stacked rows, nothing wider than the screen; the admin resumes the owner's code
  // (an unchecked switch's empty track label is clipped by Mantine's track on purpose, which the check would count)
  await page.setViewportSize({ width: 390, height: 844 });
  await row(page, code)
    .getByRole('switch', { name: `Active: ${code}` })
    .check({ force: true });
  await expect(row(page, code).locator('[data-status]')).toHaveText('Active');
  await expect(page.locator('.toast').filter({ hasText: `${code} is active again` })).toBeVisible();
  expect(await check(request, code, restaurant.id)).toMatchObject({ valid: true });
  await expectNoOverflow(page, 'the admin’s promotions on a phone');
});
