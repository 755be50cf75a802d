import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { adminToken, newRestaurant, unique } from './browse-helpers';
import { expectNoOverflow, WIDTHS } from './layout-helpers';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function ok<T>(res: import('@playwright/test').APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function newArea(request: APIRequestContext, admin: string, city: string) {
  return ok<{ id: number; name: string }>(
    await request.post('/api/areas/', { headers: auth(admin), data: { name: unique('District '), city } }),
    'create area',
  );
}

/** A restaurant open all day whose kitchen takes 10 minutes, delivering to the areas given. */
async function deliveringRestaurant(
  request: APIRequestContext,
  name: string,
  areas: { area: number; fee: string; minimum_order: string; delivery_minutes: number }[],
) {
  const { ownerToken, restaurant } = await newRestaurant(request, { name });
  await ok(
    await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
      headers: auth(ownerToken),
      data: { preparation_minutes: 10, offers_delivery: true, offers_pickup: true },
    }),
    'restaurant terms',
  );
  await ok(
    await request.put(`/api/restaurants/restaurants/${restaurant.id}/delivery-areas/`, {
      headers: auth(ownerToken),
      data: areas,
    }),
    'delivery areas',
  );
  return restaurant;
}

async function chooseArea(page: Page, name: string) {
  const field = page.getByRole('main').getByRole('combobox', { name: 'Delivery area' });
  await field.click();
  await field.fill(name.slice(-6));
  await page.getByRole('option', { name, exact: true }).click();
}

for (const size of WIDTHS)
  test(`a visitor picks an area and sees only the restaurants delivering there (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const admin = await adminToken(request);
    const city = unique('Cairo ');
    const here = await newArea(request, admin, city);
    const elsewhere = await newArea(request, admin, city);
    const tag = unique('zz');
    const free = await deliveringRestaurant(request, `Free ${tag}`, [
      { area: here.id, fee: '0.00', minimum_order: '0.00', delivery_minutes: 20 },
    ]);
    const paid = await deliveringRestaurant(request, `Paid ${tag}`, [
      { area: here.id, fee: '12.50', minimum_order: '100.00', delivery_minutes: 35 },
      { area: elsewhere.id, fee: '5.00', minimum_order: '0.00', delivery_minutes: 10 },
    ]);
    const away = await deliveringRestaurant(request, `Away ${tag}`, [
      { area: elsewhere.id, fee: '5.00', minimum_order: '0.00', delivery_minutes: 10 },
    ]);

    await page.goto(`/restaurants?q=${tag}`);
    const cards = page.getByTestId('restaurant-card');
    // without an area: every restaurant, and an invitation to choose one
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('area-prompt')).toBeVisible();
    await expect(page.getByTestId('delivery-facts')).toHaveCount(0);

    await chooseArea(page, here.name);
    await expect(page.getByTestId('area-prompt')).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: away.name })).toHaveCount(0);
    const freeCard = cards.filter({ hasText: free.name });
    await expect(freeCard.getByTestId('delivery-fee')).toHaveText('Free delivery');
    await expect(freeCard.getByTestId('delivery-eta')).toHaveText('25–35 min');
    await expect(freeCard.getByTestId('delivery-minimum')).toHaveCount(0);
    const paidCard = cards.filter({ hasText: paid.name });
    await expect(paidCard.getByTestId('delivery-fee')).toHaveText('Delivery EGP 12.50');
    await expect(paidCard.getByTestId('delivery-eta')).toHaveText('40–50 min');
    await expect(paidCard.getByTestId('delivery-minimum')).toHaveText('Min. order EGP 100.00');
    // the header names the area, and it is kept after a reload
    await expect(page.locator('[data-testid="area-button"]:visible')).toContainText(here.name);
    await expectNoOverflow(page, `restaurants by area at ${size.width}`);
    await expectAccessible(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(cards).toHaveCount(2);

    // a restaurant that does not deliver here says so on its page, and offers pickup
    await page.goto(`/restaurants/${away.id}`);
    await expect(page.getByTestId('not-served')).toContainText(`Doesn't deliver to ${here.name}`);
    await expect(page.getByTestId('not-served')).toContainText('Pickup available');
    await expect(page.getByTestId('hours-table')).toBeVisible();
    await expectNoOverflow(page, `restaurant page at ${size.width}`);

    // the header's chooser changes the area everywhere
    await page.locator('[data-testid="area-button"]:visible').click();
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByRole('combobox', { name: 'Delivery area' }).fill(elsewhere.name.slice(-6));
    await page.getByRole('option', { name: elsewhere.name, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('delivery-facts')).toContainText('Delivery EGP 5.00');
    await expect(page.locator('[data-testid="area-button"]:visible')).toContainText(elsewhere.name);
  });

test('the cart shows the delivery terms of the chosen area and what is missing to the minimum', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const area = await newArea(request, admin, unique('Giza '));
  const restaurant = await deliveringRestaurant(request, unique('Cart '), [
    { area: area.id, fee: '15.00', minimum_order: '500.00', delivery_minutes: 20 },
  ]);
  const cart = {
    items: [
      {
        type: 'regular',
        id: 999_999,
        customMealId: null,
        cartItemId: 'meal-999999',
        name: 'Soup',
        price: 120,
        image: null,
        quantity: 1,
        specialInstructions: '',
        ingredients: [],
        restaurant: { id: restaurant.id, name: restaurant.name },
      },
    ],
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    total: 120,
    userId: null,
  };
  await page.goto('/');
  await page.evaluate(
    ({ c, a }) => {
      localStorage.setItem('cart_anonymous', c);
      localStorage.setItem('area', a);
    },
    {
      c: JSON.stringify(cart),
      a: JSON.stringify({ id: area.id, name: area.name, city: 'Giza', name_ar: null, city_ar: null }),
    },
  );
  await page.goto('/cart');
  // The row's label says "Delivery fee": its value is the amount alone.
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('EGP 15.00');
  await expect(page.getByTestId('cart-delivery-minimum')).toHaveText('EGP 500.00');
  await expect(page.getByTestId('cart-delivery-eta')).toHaveText('25–35 min');
  await expect(page.getByTestId('cart-below-minimum')).toHaveText('Add EGP 380.00 more to reach the minimum order.');
});
