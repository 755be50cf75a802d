import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { newCustomer, newRestaurant, unique } from './browse-helpers';
import { auth } from './customer-helpers';

/** Issue #23: a customer hearts a restaurant, finds it under the profile's Favourites, and un-hearts it there. */
test('a customer hearts a restaurant, finds it under Favourites, and un-hearts it there', async ({ page, request }) => {
  const name = unique('Hearted Kitchen ');
  const { restaurant } = await newRestaurant(request, { name });
  const customer = await newCustomer(request);
  await signIn(page, customer.token);

  await page.goto('/restaurants');
  await page.getByLabel('Search restaurants').fill(name);
  const card = page.getByTestId('restaurant-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const heart = card.getByRole('button', { name: `Save ${name} to favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The heart is the server's, not only the page's.
  await expect
    .poll(async () => {
      const res = await request.get('/api/users/favourites/', { headers: auth(customer.token) });
      return ((await res.json()) as { restaurant: number | null }[]).map((f) => f.restaurant);
    })
    .toEqual([restaurant.id]);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/tab=favourites/);
  const favourites = page.getByTestId('favourites');
  const hearted = favourites.getByTestId('restaurant-card').filter({ hasText: name });
  await expect(hearted).toHaveCount(1);
  await expect(favourites.getByRole('heading', { name: 'Restaurants' })).toBeVisible();
  await expectAccessible(page);

  // Un-hearting it here takes it off the list at once, and for good.
  await hearted.getByRole('button', { name: `Save ${name} to favourites`, pressed: true }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse restaurants' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favourites yet')).toBeVisible();

  // Back on its card, the heart is no longer pressed.
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByRole('button', { name: `Save ${name} to favourites` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
