import type { Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { adminToken, auth, expectPageAccessible, unique } from './owner-helpers';

const main = (page: Page) => page.getByRole('main');

test('the admin creates, renames, retires and restores an area', async ({ page, request }) => {
  const token = await adminToken(request);
  await signIn(page, token);
  const publicAreas = async () =>
    ((await (await request.get('/api/areas/')).json()) as { name: string }[]).map((a) => a.name);

  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Areas' }).click();
  await expect(page.getByRole('tab', { name: 'Areas' })).toHaveAttribute('aria-selected', 'true');

  // create: the form checks what the contract requires before sending
  await main(page).getByRole('button', { name: 'Add area' }).click();
  const dialog = page.getByRole('dialog', { name: 'New area' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Area is required')).toBeVisible();
  await expect(dialog.getByText('City is required')).toBeVisible();
  const name = unique('Zamalek');
  const city = unique('Cairo');
  await dialog.getByRole('textbox', { name: 'Area', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Area in Arabic' }).fill('الزمالك');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  await dialog.getByRole('textbox', { name: 'City in Arabic' }).fill('القاهرة');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = main(page).locator(`tr[data-area="${name}"]`);
  await expect(row).toContainText('In use');
  await expect(row).toContainText('الزمالك');
  expect(await publicAreas()).toContain(name);

  // the same name in the same city again: the server's answer shows under the field
  await main(page).getByRole('button', { name: 'Add area' }).click();
  await dialog.getByRole('textbox', { name: 'Area', exact: true }).fill(name.toUpperCase());
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.mantine-TextInput-error')).toHaveCount(1);
  await expectPageAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // rename
  await main(page)
    .getByRole('button', { name: `Rename ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Rename area' });
  await expect(edit.getByRole('textbox', { name: 'Area', exact: true })).toHaveValue(name);
  const renamed = `${name} North`;
  await edit.getByRole('textbox', { name: 'Area', exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const renamedRow = main(page).locator(`tr[data-area="${renamed}"]`);
  await expect(renamedRow).toBeVisible();

  // retire: asked first; the area leaves the public list but stays in the admin's, marked
  await main(page)
    .getByRole('button', { name: `Retire ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Retire ${renamed}?` });
  await expect(confirm).toContainText('Past orders and saved addresses keep it');
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(renamedRow).toContainText('Retired');
  expect(await publicAreas()).not.toContain(renamed);
  const all = (await (await request.get('/api/areas/?include_retired=true', { headers: auth(token) })).json()) as {
    name: string;
    is_retired: boolean;
  }[];
  expect(all.find((a) => a.name === renamed)?.is_retired).toBe(true);
  await expectPageAccessible(page);

  // restore
  await main(page)
    .getByRole('button', { name: `Restore ${renamed}` })
    .click();
  await page
    .getByRole('dialog', { name: `Restore ${renamed}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(renamedRow).toContainText('In use');
  expect(await publicAreas()).toContain(renamed);
});
