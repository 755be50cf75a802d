import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/test';
import { newCustomer, newIngredient, newMeal, newRestaurant, setIngredientQuantity, unique } from './browse-helpers';
import { auth } from './customer-helpers';

/** Menu options (issue #22): choosing them, ordering them, and the owner writing them. */

interface OptionOut {
  id: number;
  name: string;
  ingredient: number | null;
  available: boolean;
}
interface MealOut {
  id: number;
  name: string;
  option_groups: { id: number; name: string; min_choices: number; options: OptionOut[] }[];
}

/**
 * A restaurant with a halloumi wrap: a required Size (Small −10, Large +15) and up to three Extras, the cheapest one
 * free (Extra halloumi +12 taking 50 g of halloumi, Olives +5, No onions).
 */
async function wrapKitchen(request: APIRequestContext) {
  const kitchen = await newRestaurant(request);
  const halloumi = await newIngredient(request, kitchen.ownerToken, { name: unique('Halloumi '), quantity: 1000 });
  const res = await request.post('/api/meals/meals/', {
    headers: auth(kitchen.ownerToken),
    data: {
      name: unique('Halloumi wrap '),
      description: 'Grilled halloumi, tomato and mint in a warm wrap.',
      base_price: '50.00',
      category: null,
      preparation_time: 15,
      ingredients: [],
      option_groups: [
        {
          name: 'Size',
          min_choices: 1,
          max_choices: 1,
          free_choices: 0,
          options: [
            { name: 'Small', price_delta: '-10.00' },
            { name: 'Large', price_delta: '15.00' },
          ],
        },
        {
          name: 'Extras',
          min_choices: 0,
          max_choices: 3,
          free_choices: 1,
          options: [
            { name: 'Extra halloumi', price_delta: '12.00', ingredient: halloumi.id, quantity: 50 },
            { name: 'Olives', price_delta: '5.00' },
            { name: 'No onions', price_delta: '0' },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...kitchen, halloumi, meal: (await res.json()) as MealOut };
}

const addButton = (page: Page) => page.getByTestId('add-to-cart');

test('a customer chooses a size and two extras on the meal page, and the order shows them to both sides', async ({
  page,
  request,
}) => {
  const { meal, ownerToken } = await wrapKitchen(request);
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/meals/${meal.id}`);

  const size = page.getByRole('radiogroup', { name: 'Size' });
  const extras = page.getByRole('group', { name: 'Extras' });
  await expect(size).toBeVisible();
  await expect(page.getByText('Required · choose 1')).toBeVisible();
  await expect(page.getByText('Optional · up to 3 · 1 free')).toBeVisible();
  await expect(size.getByText('−EGP 10.00')).toBeVisible();
  // Nothing chosen yet: the button waits, and says why.
  await expect(addButton(page)).toBeDisabled();
  await expect(page.getByTestId('options-missing')).toHaveText('Choose at least 1 in Size.');
  await expect(addButton(page)).toHaveAccessibleDescription('Choose at least 1 in Size.');
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 50.00');

  await size.getByRole('radio', { name: /Large/ }).check();
  await expect(addButton(page)).toBeEnabled();
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 65.00');
  // one extra is free: alone, the halloumi is; beside the cheaper olives, they are
  await extras.getByRole('checkbox', { name: /Extra halloumi/ }).check();
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 65.00');
  await extras.getByRole('checkbox', { name: /Olives/ }).check();
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 77.00');
  await page.getByLabel('Quantity').fill('2');
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 154.00');
  await expectAccessible(page);

  await addButton(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-item');
  await expect(line.getByTestId('cart-item-options')).toHaveText('Large · Extra halloumi · Olives');
  await expect(line.getByText('EGP 77.00 each')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 154.00');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('checkout-item-options')).toHaveText('Large · Extra halloumi · Olives');
  await page.getByLabel('Delivery address').fill('3 Tahrir Sq, Cairo');
  await page.getByRole('button', { name: 'Place Order · EGP 154.00' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-item-options')).toHaveText('Large · Extra halloumi · Olives');
  await expect(page.getByTestId('order-total')).toHaveText('EGP 154.00');

  // The kitchen sees the same choice, in its list and in the order's details.
  await signIn(page, ownerToken);
  await page.goto('/restaurant-dashboard');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page
    .getByRole('main')
    .locator('article[data-order]')
    .filter({ has: page.getByRole('heading', { name: `Order #${orderId}` }) });
  await expect(row.getByText('2 × ' + meal.name)).toBeVisible();
  await expect(row.getByTestId('order-item-options').first()).toHaveText('Large · Extra halloumi · Olives');
  await row.getByRole('button', { name: `Details of order #${orderId}` }).click();
  await expect(row.getByTestId('order-item-options')).toHaveCount(2);
});

test("the menu's chooser asks for the size before adding, and other choices stay separate lines", async ({
  page,
  request,
}) => {
  const { meal, restaurant } = await wrapKitchen(request);
  await page.goto(`/restaurants/${restaurant.id}`);
  const row = page.getByTestId('menu-meal').filter({ hasText: meal.name });
  await row.getByRole('button', { name: `Add ${meal.name} to Cart` }).click();

  const dialog = page.getByRole('dialog', { name: `Choose for ${meal.name}` });
  await expect(dialog).toBeVisible();
  const add = dialog.getByTestId('chooser-add');
  await expect(add).toBeDisabled();
  await dialog.getByRole('radio', { name: /Small/ }).check();
  await dialog.getByRole('checkbox', { name: /No onions/ }).check();
  await expect(add).toHaveText('Add to Cart · EGP 40.00');
  await expectAccessible(page);
  await add.click();
  await expect(dialog).toBeHidden();
  // the focus goes back to the button that opened it
  await expect(row.getByRole('button', { name: `Add ${meal.name} to Cart` })).toBeFocused();

  // the same choice again merges; another choice is a line of its own
  await row.getByRole('button', { name: `Add ${meal.name} to Cart` }).click();
  await dialog.getByRole('checkbox', { name: /No onions/ }).check();
  await dialog.getByRole('radio', { name: /Small/ }).check();
  await dialog.getByTestId('chooser-add').click();
  await row.getByRole('button', { name: `Add ${meal.name} to Cart` }).click();
  await dialog.getByRole('radio', { name: /Large/ }).check();
  await dialog.getByTestId('chooser-add').click();
  await expect(dialog).toBeHidden();

  await page.goto('/cart');
  const lines = page.getByTestId('cart-item');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('cart-item-options')).toHaveText('Small · No onions');
  await expect(lines.nth(0).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('2');
  await expect(lines.nth(1).getByTestId('cart-item-options')).toHaveText('Large');
  await expect(page.getByTestId('cart-total')).toHaveText('EGP 145.00');

  // On a phone the chooser is a sheet from the bottom of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/restaurants/${restaurant.id}`);
  await row.getByRole('button', { name: `Add ${meal.name} to Cart` }).click();
  await expect(dialog).toBeVisible();
  // once it has slid in, it rests on the bottom edge
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && Math.round(box.y + box.height);
    })
    .toBe(844);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an owner adds a required group of three options, one taking an ingredient that then runs out', async ({
  page,
  request,
}) => {
  const kitchen = await newRestaurant(request);
  const halloumi = await newIngredient(request, kitchen.ownerToken, { name: unique('Halloumi '), quantity: 500 });
  const [category] = (await (await request.get('/api/meals/categories/')).json()) as { id: number }[];
  const meal = await newMeal(request, kitchen.ownerToken, {
    name: unique('Mezze plate '),
    base_price: '40.00',
    category: category?.id ?? null,
  });
  await signIn(page, kitchen.ownerToken);
  await page.goto(`/edit-meal/${meal.id}`);

  const editor = page.getByTestId('options-editor');
  await editor.getByRole('button', { name: 'Add option group' }).click();
  const group = editor.getByTestId('option-group-editor');
  // Saving a blank group names what is missing, under the fields.
  await page.getByRole('button', { name: 'Update Meal' }).click();
  await expect(group.getByText('This field is required.').first()).toBeVisible();

  await group.getByLabel('Group name').fill('Portion');
  await group.getByLabel('Minimum choices').fill('1');
  await group.getByLabel('Maximum choices').fill('1');
  const options = group.getByTestId('option-row');
  await options.nth(0).getByLabel('Option name').fill('Half');
  await options
    .nth(0)
    .getByLabel(/Price change/)
    .fill('-10');
  await group.getByRole('button', { name: 'Add option' }).click();
  await options.nth(1).getByLabel('Option name').fill('Full');
  await group.getByRole('button', { name: 'Add option' }).click();
  await options.nth(2).getByLabel('Option name').fill('Full with halloumi');
  await options
    .nth(2)
    .getByLabel(/Price change/)
    .fill('15');
  await options.nth(2).getByRole('combobox', { name: 'Takes from stock' }).click();
  await page.getByRole('option', { name: halloumi.name }).click();
  await options
    .nth(2)
    .getByLabel(/Quantity/)
    .fill('100');
  // reordered: Full first
  await options.nth(1).getByRole('button', { name: 'Move Full up' }).click();
  await expect(options.nth(0).getByLabel('Option name')).toHaveValue('Full');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update Meal' }).click();
  await expect(page).toHaveURL(/\/restaurant-dashboard/);

  const saved = (await (await request.get(`/api/meals/meals/${meal.id}/`)).json()) as MealOut;
  expect(saved.option_groups).toHaveLength(1);
  expect(saved.option_groups[0]).toMatchObject({ name: 'Portion', min_choices: 1 });
  expect(saved.option_groups[0]?.options.map((o) => [o.name, o.ingredient, o.available])).toEqual([
    ['Full', null, true],
    ['Half', null, true],
    ['Full with halloumi', halloumi.id, true],
  ]);

  // The halloumi runs out: that option cannot be chosen, the others still can.
  await setIngredientQuantity(request, kitchen.ownerToken, halloumi.id, 0);
  const customer = await newCustomer(request);
  await signIn(page, customer.token);
  await page.goto(`/meals/${meal.id}`);
  const portion = page.getByRole('radiogroup', { name: 'Portion' });
  await expect(portion.getByRole('radio', { name: /Full with halloumi/ })).toBeDisabled();
  await expect(portion.getByText('Out of stock')).toBeVisible();
  await portion.getByRole('radio', { name: /Half/ }).check();
  await expect(addButton(page)).toHaveText('Add to Cart · EGP 30.00');
  await expect(addButton(page)).toBeEnabled();
});
