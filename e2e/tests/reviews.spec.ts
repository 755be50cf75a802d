import { expect, test } from '../support/test';
import { signIn } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expectMainAccessible, newCustomer, newMeal, newRestaurant, newReview, rate } from './browse-helpers';

test('a visitor who submits a review is sent to log in', async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken);
  await page.goto(`/meals/${meal.id}`);
  const form = page.getByRole('form', { name: 'Submit Review' });
  await expect(page.getByText('You will be asked to log in before your review is posted.')).toBeVisible();
  await expectAccessible(page);
  await rate(form, 4);
  await form.getByLabel('Your review').fill('Lovely food, would order again.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL('/login');
});

test('write, get told about a duplicate, edit and delete a review', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { ownerToken, restaurant } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken);
  const other = await newCustomer(request);
  await newReview(request, other.token, 'restaurant', restaurant.id, 3, 'Decent place, friendly staff.');
  const me = await newCustomer(request);
  await signIn(page, me.token);

  await page.goto(`/restaurants/${restaurant.id}?tab=reviews`);
  const list = page.getByTestId('review');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(other.username);
  await expect(list.first()).toContainText('Decent place, friendly staff.');
  await expect(list.first().getByRole('button', { name: 'Edit your review' })).toHaveCount(0);

  // the form's own checks, with the spec's messages and the counter
  const form = page.getByRole('form', { name: 'Submit Review' });
  await form.getByLabel('Your review').fill('   Too short   ');
  await expect(form.getByTestId('review-counter')).toHaveText('9/500');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Rating must be between 1 and 5')).toBeVisible();
  await expect(form.getByText('Comment must be at least 10 characters long')).toBeVisible();
  await expectMainAccessible(page);

  // a valid review appears with the author, and the success message goes after 3 s
  await rate(form, 5);
  await form.getByLabel('Your review').fill('Wonderful kofta and very quick delivery!');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByTestId('review-success')).toBeVisible();
  const mine = list.filter({ hasText: me.username });
  await expect(mine).toContainText('Wonderful kofta and very quick delivery!');
  await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Submit Review' })).toHaveCount(0);
  await expect(page.getByTestId('review-success')).toHaveCount(0, { timeout: 5000 });

  // a second review of the meal, written elsewhere while this page was open, is a duplicate
  await page.goto(`/meals/${meal.id}`);
  const mealForm = page.getByRole('form', { name: 'Submit Review' });
  await expect(mealForm).toBeVisible();
  await newReview(request, me.token, 'meal', meal.id, 4, 'Posted from another tab earlier.');
  await rate(mealForm, 2);
  await mealForm.getByLabel('Your review').fill('Trying to review this meal twice.');
  await mealForm.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByTestId('review-error')).toHaveText(
    'You have already reviewed this item. You can edit your existing review instead.',
  );

  // edit the existing one
  const mealReview = page.getByTestId('review').filter({ hasText: me.username });
  await mealReview.getByRole('button', { name: 'Edit your review' }).click();
  const editForm = page.getByRole('form', { name: 'Save Review' });
  await editForm.getByLabel('Your review').fill('Changed my mind: it was great after all.');
  await rate(editForm, 5);
  await editForm.getByRole('button', { name: 'Save Review' }).click();
  await expect(mealReview).toContainText('Changed my mind: it was great after all.');
  await expect(mealReview.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(page.getByTestId('review-success')).toHaveText('Your review has been updated.');

  // delete asks first; keeping it changes nothing
  await mealReview.getByRole('button', { name: 'Delete your review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(mealReview).toHaveCount(1);
  await mealReview.getByRole('button', { name: 'Delete your review' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your review?' })
    .getByRole('button', { name: 'Delete review' })
    .click();
  await expect(page.getByTestId('review').filter({ hasText: me.username })).toHaveCount(0);
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await expectMainAccessible(page);
  await expect(page.getByRole('form', { name: 'Submit Review' })).toBeVisible();
});

test('a failed review list says so', async ({ page, request }) => {
  const { ownerToken } = await newRestaurant(request);
  const meal = await newMeal(request, ownerToken);
  await page.route('**/api/reviews/meal-reviews/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/meals/${meal.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load reviews' })).toBeVisible();
});
