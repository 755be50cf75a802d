import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { customMeal, kitchenAndCustomer, cashOrder } from './customer-helpers';

/**
 * Times are the restaurants' wall clock, the server's TZ written on <html data-time-zone> (issue #21), not the zone
 * of the customer's device: a phone set to Tokyo still reads a Cairo restaurant's hours and orders in Cairo time.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

test('a device in another zone reads the order time on the shop’s clock', async ({ page, request }) => {
  const kitchen = await kitchenAndCustomer(request);
  const meal = await customMeal(request, kitchen.customer.token, {
    ingredients: [{ ingredient: kitchen.tomato.id, quantity: 100 }],
  });
  const order = await cashOrder(request, kitchen.customer.token, kitchen.restaurant.id, meal.id);
  const placed = new Date(
    (
      (await (
        await request.get(`/api/orders/orders/${order.id}/`, {
          headers: { Authorization: `Token ${kitchen.customer.token}` },
        })
      ).json()) as { created_at: string }
    ).created_at,
  );

  await signIn(page, kitchen.customer.token);
  await page.goto(`/orders/${order.id}`);
  const zone = await page.locator('html').getAttribute('data-time-zone');
  expect(zone).toBeTruthy();
  expect(zone).not.toBe('Asia/Tokyo');
  const shopTime = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone as string,
  }).format(placed);
  const deviceTime = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tokyo',
  }).format(placed);
  expect(shopTime).not.toBe(deviceTime);
  const line = page.getByText(/· Placed /);
  await expect(line).toContainText(shopTime);
  await expect(line).not.toContainText(deviceTime);
});
