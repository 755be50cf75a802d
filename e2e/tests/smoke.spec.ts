import { expect, test } from '../support/test';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /homepage/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
