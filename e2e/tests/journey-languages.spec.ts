import { createI18n, directionOf, LANGUAGE_COOKIE, LANGUAGES, addEveryCatalogue } from '@dishcraft/contract';
import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { auth, kitchenAndCustomer, setStatus } from './customer-helpers';

// The test reads both languages' texts, as the server does.
addEveryCatalogue();

/**
 * Issue #20: the whole customer journey in each language — browse to a restaurant, build a meal, pay by card, watch
 * the owner move the order without a reload, read the notification. Every text looked for is the catalogue's, filled
 * by i18next as the app fills it, so the Arabic run proves the screens read Arabic and the English run that the
 * English stayed.
 */
for (const language of LANGUAGES) {
  test(`a customer browses, builds a meal, pays by card and follows the order live, in ${language}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { t } = createI18n(language);
    const arabic = language === 'ar';
    const { ownerToken, restaurant, tomato, basil, customer } = await kitchenAndCustomer(request);

    // Arabic twins of the names the customer reads, written by the owner; English keeps the main names.
    const restaurantNameAr = `مطبخ ${restaurant.id}`;
    const tomatoNameAr = `طماطم ${tomato.id}`;
    const renamed = await request.patch(`/api/restaurants/restaurants/${restaurant.id}/`, {
      headers: auth(ownerToken),
      data: { name_ar: restaurantNameAr },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const renamedTomato = await request.patch(`/api/restaurants/ingredients/${tomato.id}/`, {
      headers: auth(ownerToken),
      data: { name_ar: tomatoNameAr },
    });
    expect(renamedTomato.status(), await renamedTomato.text()).toBe(200);
    const restaurantName = arabic ? restaurantNameAr : restaurant.name;
    const tomatoName = arabic ? tomatoNameAr : tomato.name;
    // notifications are written in the recipient's language, the one on their profile
    const profile = await request.post('/api/users/update-profile/', {
      headers: auth(customer.token),
      data: { language },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    await signIn(page, customer.token);
    const expectDirection = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
    };
    // amounts in EGP, in the language's format (Latin digits in both, ADR 023)
    const currency = arabic ? 'ج.م.' : 'EGP';

    // browse: the list, a search, the restaurant's page and its custom meal tab
    const first = await page.goto('/restaurants');
    // the language and direction are on the first bytes, before any script runs
    expect(await first!.text()).toMatch(
      new RegExp(`^(<!doctype html>\\s*)?<html lang="${language}" dir="${directionOf(language)}"`, 'i'),
    );
    await expectDirection();
    await expect(page.getByRole('heading', { level: 1, name: t('browse.restaurants.title') })).toBeVisible();
    await page.getByLabel(t('browse.restaurants.searchLabel')).fill(restaurant.name);
    // the list has followed the search before a card is opened
    await expect(page.getByText(t('browse.restaurants.count', { count: 1 }), { exact: true })).toBeVisible();
    const card = page.getByTestId('restaurant-card').filter({ hasText: restaurantName });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: t('browse.restaurant.viewMenuOf', { name: restaurantName }) }).click();
    await expect(page).toHaveURL(`/restaurants/${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurantName })).toBeVisible();
    await page.getByRole('tab', { name: t('browse.restaurant.tabCustom') }).click();
    await page.getByRole('link', { name: t('browse.restaurant.tabCustom') }).click();

    // build the meal: 200 g tomato (10.00) and 3 basil (3.30)
    await expect(page).toHaveURL(`/custom-meal/${restaurant.id}`);
    await expectDirection();
    await expect(page.getByRole('heading', { level: 1, name: t('customMeals.builder.heading') })).toBeVisible();
    await page.getByLabel(t('customMeals.builder.name')).fill('Journey Bowl');
    await page.getByLabel(t('customMeals.builder.quantityOf', { name: tomatoName }), { exact: true }).fill('200');
    await page.getByLabel(t('customMeals.builder.quantityOf', { name: basil.name }), { exact: true }).fill('3');
    await expect(page.getByTestId('builder-total')).toContainText('13.30');
    await page.getByRole('button', { name: t('customMeals.builder.create') }).click();

    // the cart
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText(t('customMeals.builder.created'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
    await expect(
      page.getByText(t('cart.from', { restaurant: restaurantName }).replace(/<\/?anchor>/g, '')),
    ).toBeVisible();
    const line = page.getByTestId('cart-item').filter({ hasText: 'Journey Bowl' });
    await expect(line.getByText(t('cart.customMeal'), { exact: true })).toBeVisible();
    await expect(line.getByRole('button', { name: t('cart.remove', { name: 'Journey Bowl' }) })).toBeVisible();
    await expect(line.getByLabel(t('cart.instructions'))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('cart.summary') })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toContainText('13.30');
    await expect(page.getByTestId('cart-total')).toContainText(currency);
    await expectAccessible(page);
    await page.getByRole('button', { name: t('cart.proceed') }).click();

    // checkout, paying with the test card
    await expect(page).toHaveURL('/checkout');
    await expectDirection();
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
    await expect(page.getByText(t('checkout.deliveryFee'))).toBeVisible();
    await page.getByLabel(t('checkout.address')).fill('12 Nile St, Cairo');
    await page.getByRole('radio', { name: t('labels.paymentMethod.credit_card') }).check();
    await expect(page.getByText(t('checkout.testModeNote'))).toBeVisible();
    await page.getByLabel(t('checkout.cardNumber')).fill('4242 4242 4242 4242');
    await page.getByLabel(t('checkout.expiry')).fill('12/34');
    await page.getByLabel(t('checkout.cvc')).fill('123');
    await expectAccessible(page);
    const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
    await page.getByRole('button', { name: t('checkout.placeOrder', { total }) }).click();

    // the order, placed and followed live
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    await expect(page.getByText(t('checkout.placed', { id: orderId }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t('orders.order', { id: orderId }) })).toBeVisible();
    await expect(page).toHaveTitle(t('orders.detailDocumentTitle', { id: orderId }));
    // the restaurant's name in the page's language, as it was when the order was placed
    await expect(page.getByRole('main')).toContainText(restaurantName);
    await expect(page.getByTestId('order-status')).toHaveText(t('labels.orderStatus.pending'));
    await expect(page.getByTestId('order-total')).toContainText('13.30');
    await expect(page.getByTestId('order-total')).toContainText(currency);
    await expect(page.getByText(t('labels.paymentMethod.credit_card'))).toBeVisible();
    await expect(page.getByText(t('labels.paymentStatus.completed'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders.cancel') })).toBeVisible();
    await expectDirection();
    await expectAccessible(page);

    await setStatus(request, ownerToken, orderId, 'confirmed');
    await expect(page.getByTestId('order-status')).toHaveText(t('labels.orderStatus.confirmed'), { timeout: 5000 });
    await expect(page.getByRole('button', { name: t('orders.cancel') })).toHaveCount(0);

    // the notification, in the customer's language
    await expect(page.getByTestId('bell-badge')).toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: t('notifications.bellUnread', { count: 1 }) }).click();
    const item = page.getByTestId('bell-item').filter({ hasText: t('email.order.confirmedTitle') });
    await expect(item).toBeVisible();
    await expect(item).toContainText(String(orderId));

    // the order list
    await page.goto('/orders');
    await expectDirection();
    await expect(page.getByRole('heading', { level: 1, name: t('orders.title') })).toBeVisible();
    const mine = page.getByTestId('order-card').filter({ hasText: t('orders.order', { id: orderId }) });
    await expect(mine.getByText(t('labels.orderStatus.confirmed'))).toBeVisible();
    await expect(mine).toContainText(restaurantName);
    await expect(mine.getByRole('link', { name: t('orders.viewDetailsOf', { id: orderId }) })).toBeVisible();
    await expectAccessible(page);
  });
}
