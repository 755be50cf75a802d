import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { newCustomer, newRestaurant, newReview, setIngredientQuantity, unique } from './browse-helpers';
import { customMeal, kitchenAndCustomer } from './customer-helpers';

test('the builder searches ingredients, keeps a running total and explains what is missing', async ({
  page,
  request,
}) => {
  const { restaurant, tomato, basil, customer } = await kitchenAndCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/custom-meal/${restaurant.id}`);
  const create = page.getByRole('button', { name: 'Create and Add to Cart' });
  await expect(page.getByTestId('ingredient-row')).toHaveCount(2);
  await expect(create).toBeDisabled();
  await expect(page.getByText('Please select at least one ingredient')).toBeVisible();

  await page.getByLabel('Search ingredients').fill(basil.name.split(' ')[1] ?? basil.name);
  await expect(page.getByTestId('ingredient-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Increase Quantity of ${basil.name}` }).click();
  await page.getByRole('button', { name: `Increase Quantity of ${basil.name}` }).click();
  await expect(page.getByTestId('builder-total')).toHaveText('EGP 2.20');
  await page.getByLabel('Search ingredients').fill('');
  await page.getByLabel(`Quantity of ${tomato.name}`, { exact: true }).fill('10');
  await expect(page.getByTestId('builder-total')).toHaveText('EGP 2.70');
  // a name is still missing
  await expect(create).toBeDisabled();
  await page.getByLabel('Meal name').focus();
  await page.getByLabel('Meal name').blur();
  await expect(page.getByText('Please give your meal a name').first()).toBeVisible();

  // typing 0 removes the ingredient again
  await page.getByLabel(`Quantity of ${tomato.name}`, { exact: true }).fill('0');
  await expect(page.getByTestId('builder-total')).toHaveText('EGP 2.20');
  await expect(page.getByTestId('builder-summary')).not.toContainText(tomato.name);
  await page.getByLabel('Meal name').fill('Basil Plate');
  await expect(create).toBeEnabled();
  await expectAccessible(page);
});

test('a restaurant without available ingredients says so', async ({ page, request }) => {
  const { restaurant } = await newRestaurant(request);
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/custom-meal/${restaurant.id}`);
  await expect(page.getByText('No ingredients available')).toBeVisible();
});

test('the builder needs a login', async ({ page, request }) => {
  const { restaurant } = await newRestaurant(request);
  await page.goto(`/custom-meal/${restaurant.id}`);
  await expect(page).toHaveURL('/login');
});

test('the creator toggles visibility; others only read who may change it', async ({ page, request }) => {
  const { restaurant, tomato, basil, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, {
    name: 'Detail Bowl',
    is_public: false,
    ingredients: [
      { ingredient: tomato.id, quantity: 100 },
      { ingredient: basil.id, quantity: 2 },
    ],
  });
  await signIn(page, customer.token);
  await page.goto(`/meals/custom/${meal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Bowl' })).toBeVisible();
  await expect(page.getByTestId('custom-meal-price')).toHaveText('EGP 7.20');
  await expect(page.getByRole('row', { name: new RegExp(basil.name) })).toContainText('EGP 2.20');
  await expect(page.getByText(restaurant.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Custom Meals' })).toHaveAttribute(
    'href',
    '/profile?tab=custom-meals',
  );
  await expectAccessible(page);

  // the switch follows the server's answer
  await page.getByRole('switch').click();
  await expect(
    page.getByText('Your custom meal is now public and eligible for the Top Custom Meals page!'),
  ).toBeVisible();
  await expect(page.getByRole('switch')).toBeChecked();
  await page.getByRole('switch').click();
  await expect(page.getByText('Your custom meal is now private.')).toBeVisible();
  await expect(page.getByRole('switch')).not.toBeChecked();
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toBeChecked();

  const other = await newCustomer(request);
  await signIn(page, other.token);
  await page.goto(`/meals/custom/${meal.id}`);
  await expect(page.getByText('Only the creator of this custom meal can change its visibility.')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});

test('adding to the cart checks availability first and lists what is short', async ({ page, request }) => {
  const { ownerToken, tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 300 }] });
  await setIngredientQuantity(request, ownerToken, tomato.id, 500);
  await signIn(page, customer.token);
  await page.goto(`/meals/custom/${meal.id}`);
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toContainText('EGP 30.00');
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  const problem = page.getByTestId('availability-problem');
  await expect(problem).toContainText('Cannot add to cart due to unavailable ingredients');
  await expect(problem).toContainText(`${tomato.name} is low in stock. Required: 600, Available: 500`);

  await page.getByRole('button', { name: 'Decrease Quantity' }).click();
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-item')).toContainText(meal.name);
});

test("someone else's private custom meal is not found", async ({ page, request }) => {
  const { tomato, customer } = await kitchenAndCustomer(request);
  const meal = await customMeal(request, customer.token, { ingredients: [{ ingredient: tomato.id, quantity: 1 }] });
  await page.goto(`/meals/custom/${meal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom meal not found.' })).toBeVisible();
});

test('the Top 10 ranks rated public meals and asks visitors to log in before adding', async ({ page, request }) => {
  const { tomato, customer } = await kitchenAndCustomer(request);
  const name = unique('Champion ');
  const meal = await customMeal(request, customer.token, {
    name,
    is_public: true,
    ingredients: [{ ingredient: tomato.id, quantity: 10 }],
  });
  // three five-star reviews keep it inside the ten whatever other tests rate
  for (let i = 0; i < 3; i += 1) {
    const fan = await newCustomer(request);
    await newReview(request, fan.token, 'custom_meal', meal.id, 5, 'Absolutely delicious, would order again.');
  }

  await page.goto('/top-custom-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'Top 10 Custom Meals' })).toBeVisible();
  const card = page.getByTestId('top-meal-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/#\d+/);
  await expect(card).toContainText(`by ${customer.username}`);
  await expect(card).toContainText('5.0');
  await expect(card).toContainText('(3 reviews)');
  await expect(page.getByTestId('top-meal-card').first()).toContainText('#1');
  await expectAccessible(page);

  await card.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page).toHaveURL(`/meals/custom/${meal.id}`);

  await page.goto('/top-custom-meals');
  await page.getByRole('link', { name: 'Browse Restaurants' }).click();
  await expect(page).toHaveURL('/restaurants');
});
