import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { newCustomer } from './browse-helpers';
import { auth } from './customer-helpers';

/** Issue #21: the profile's address book edits, re-defaults and deletes (with a confirmation) what checkout uses. */

interface Area {
  id: number;
  name: string;
}

test('a customer edits an address, makes another the default and deletes one after confirming', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const areas = (await (await request.get('/api/areas/')).json()) as Area[];
  const [home, work] = areas;
  if (!home || !work) throw new Error('the demo data has no areas');
  for (const [label, area, street] of [
    ['Home', home, '12 Nile St'],
    ['Work', work, '3 Tahrir Sq'],
  ] as const) {
    const res = await request.post('/api/users/addresses/', {
      headers: auth(customer.token),
      data: { label, area: area.id, street, building: '4', phone: '01012345678' },
    });
    expect(res.status()).toBe(201);
  }

  await signIn(page, customer.token);
  await page.goto('/profile?tab=addresses');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(2);
  const homeCard = cards.filter({ hasText: 'Home' });
  const workCard = cards.filter({ hasText: 'Work' });
  // The first saved address is the default.
  await expect(homeCard).toContainText('Default');
  await expect(workCard).not.toContainText('Default');
  await expectAccessible(page);

  // Edit: the form opens with the address's own values, and the card shows the change.
  await page.getByRole('button', { name: 'Edit Work' }).click();
  const form = page.getByTestId('address-form');
  await expect(form.getByLabel('Street')).toHaveValue('3 Tahrir Sq');
  await form.getByLabel('Street').fill('9 Qasr El Nil St');
  await form.getByLabel('Floor').fill('5');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(workCard).toContainText('9 Qasr El Nil St');
  await expect(workCard).toContainText('Floor 5');

  // Make default: exactly one default, and it moved.
  await page.getByRole('button', { name: 'Make Work the default address' }).click();
  await expect(workCard).toContainText('Default');
  await expect(homeCard).not.toContainText('Default');
  await expect(page.getByRole('button', { name: 'Make Home the default address' })).toBeVisible();

  // Delete asks first: Cancel keeps the address.
  await page.getByRole('button', { name: 'Delete Home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Home will be removed from your saved addresses');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete Home' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(workCard).toContainText('Default');

  // The server agrees: one address left, the default, with the edited street.
  const saved = (await (await request.get('/api/users/addresses/', { headers: auth(customer.token) })).json()) as {
    label: string;
    street: string;
    floor: string;
    is_default: boolean;
  }[];
  expect(saved).toEqual([
    expect.objectContaining({ label: 'Work', street: '9 Qasr El Nil St', floor: '5', is_default: true }),
  ]);

  // Deleting the last one leaves the empty state with a way to add one.
  await page.getByRole('button', { name: 'Delete Work' }).click();
  const last = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(last).toContainText('is your default address');
  await last.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await expect(page.getByTestId('address-book').getByRole('button', { name: 'Add address' })).toBeVisible();
});
