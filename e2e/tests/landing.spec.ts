import { expect, type Page, test } from '@playwright/test';
import { newRestaurant } from './browse-helpers';

/** The API reads of `path` (as pathname + query) during its first screen. */
async function landOn(page: Page, path: string) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  return reads;
}

const prefetchedLeft = (page: Page) =>
  page.evaluate(() => (window as { prefetchedApi?: Map<string, unknown> }).prefetchedApi?.size);

// The preload script beside the entry (vite.config.ts, LANDING_PAGES) asks for a landing screen's API answers before
// the screen's code has arrived; the screen must take each of them instead of asking again. A URL there that no longer
// matches what the screen asks for would be left untaken and asked for twice.
test('a signed-out visitor’s landing screens take every answer the preload script asked for, and ask nothing twice', async ({
  page,
  request,
}) => {
  const { restaurant } = await newRestaurant(request);
  for (const path of ['/', '/meals', `/restaurants/${restaurant.id}`]) {
    const reads = await landOn(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => prefetchedLeft(page), { message: `${path}: answers left untaken` }).toBe(0);
    expect(
      reads.filter((url, i) => reads.indexOf(url) !== i),
      `${path}: asked twice`,
    ).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('with a query string in the address, or signed in, the landing screen asks the API itself', async ({ page }) => {
  await page.goto('/meals?q=soup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await prefetchedLeft(page)).toBeUndefined();

  await page.addInitScript(() => localStorage.setItem('token', 'a-token-the-server-does-not-know'));
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await prefetchedLeft(page)).toBeUndefined();
});
