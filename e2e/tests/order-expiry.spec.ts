import { expect, test } from '../support/test';
import { auth, customMeal, kitchenAndCustomer, withCart } from './customer-helpers';

/**
 * Issue #21: an order the restaurant does not accept in time is cancelled by the server's sweeper, the card refunded,
 * and the customer is told why. The restaurant gives itself one minute (accept_minutes 1, the least); the test
 * server sweeps every second (ORDER_SWEEP_MS in e2e/server.mjs).
 */
test('an order not confirmed in time is cancelled by the server and the customer sees why', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { restaurant, ownerToken, tomato, customer } = await kitchenAndCustomer(request);
  const accept = await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
    headers: auth(ownerToken),
    data: { accept_minutes: 1 },
  });
  expect(accept.ok(), await accept.text()).toBe(true);
  const meal = await customMeal(request, customer.token, {
    name: 'Forgotten Bowl',
    ingredients: [{ ingredient: tomato.id, quantity: 100 }],
  });
  await withCart(page, customer.token, customer.id, [
    { type: 'custom', id: meal.id, name: meal.name, price: 5, quantity: 2, restaurant },
  ]);

  await page.goto('/checkout');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Place Order · EGP 10.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-expired-notice')).toHaveCount(0);

  // Nobody accepts it. A minute later the server has cancelled it (and only it, once).
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders/orders/${id}/`, { headers: auth(customer.token) });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 100_000, intervals: [1_000] },
    )
    .toBe('cancelled');

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  const notice = page.getByTestId('order-expired-notice');
  await expect(notice).toContainText('The restaurant did not confirm your order in time');
  await expect(notice).toContainText('Your card payment has been refunded.');
  await expect(page.getByTestId('order-expired')).toBeVisible();
  const order = (await (await request.get(`/api/orders/orders/${id}/`, { headers: auth(customer.token) })).json()) as {
    cancelled_by: string;
    payment: { status: string };
  };
  expect(order.cancelled_by).toBe('system');
  expect(order.payment.status).toBe('refunded');

  await page.goto('/orders');
  await expect(page.getByTestId('order-card').first().getByTestId('order-card-fulfilment')).toContainText(
    'Not confirmed in time',
  );
});
