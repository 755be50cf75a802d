import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { newMeal, newRestaurant, unique } from './browse-helpers';

/** Issue #19: food is the hero; cards line up whether or not they have a picture. */

const WIDTHS = [390, 1280];

/** Top of each card's title, from the top of its card: equal when every picture area is as tall as the others. */
async function titleOffsets(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const title = card.querySelector('h2, h3') as HTMLElement;
      return Math.round(title.getBoundingClientRect().top - card.getBoundingClientRect().top);
    }),
  );
}

/** Heights of the cards that share a row (same top), row by row. */
async function rowHeights(cards: Locator): Promise<number[][]> {
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height) };
    }),
  );
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
  return [...rows.values()];
}

async function expectCardsAligned(cards: Locator, width: number) {
  const offsets = await titleOffsets(cards);
  expect(offsets.length).toBeGreaterThan(1);
  expect(new Set(offsets), `title offsets at ${width} px: ${offsets.join(', ')}`).toHaveProperty('size', 1);
  for (const row of await rowHeights(cards))
    expect(new Set(row), `card heights of a row at ${width} px: ${row.join(', ')}`).toHaveProperty('size', 1);
}

async function loadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('restaurant cards line up with and without a cover, and covers load', async ({ page, request }) => {
      // "koshari" is in Nile Bites' description (a seeded restaurant with a cover) and in this one's, which has none.
      const name = unique('Bare Kitchen ');
      await newRestaurant(request, { name, description: 'Koshari and nothing else, with no picture at all.' });
      await page.goto('/restaurants?q=koshari');
      const cards = page.getByTestId('restaurant-card');
      await expect(cards.filter({ hasText: name })).toHaveCount(1);
      await expect(cards.filter({ hasText: 'Nile Bites' })).toHaveCount(1);
      await expectCardsAligned(cards, width);

      const nile = cards.filter({ hasText: 'Nile Bites' });
      const cover = nile.getByRole('img', { name: 'Cover of Nile Bites' });
      await loadedImage(cover);
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/restaurant_covers/');
      await loadedImage(nile.getByRole('img', { name: 'Nile Bites logo' }));
      await expect(nile).toContainText('Egyptian');
    });

    test('meal cards line up with and without a picture', async ({ page, request }) => {
      const { ownerToken } = await newRestaurant(request);
      const name = unique('Koshari Bare ');
      await newMeal(request, ownerToken, { name });
      await page.goto('/meals?q=koshari');
      const cards = page.getByTestId('meal-card');
      await expect(cards.filter({ hasText: name })).toHaveCount(1);
      await expect(cards.filter({ hasText: /^Koshari/ }).first()).toBeVisible();
      await expect(cards.nth(1)).toBeVisible();
      await expectCardsAligned(cards, width);
    });

    test('the home page hero shows food, sized before it loads', async ({ page }) => {
      await page.goto('/');
      const hero = heroOf(page);
      const image = hero.getByRole('img');
      await loadedImage(image);
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      // The headline stays readable over the picture.
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the restaurant page shows its cover as a banner under the logo, or a placeholder as big', async ({
      page,
      request,
    }) => {
      const list = (await (await request.get('/api/restaurants/restaurants/')).json()) as {
        id: number;
        name: string;
      }[];
      const nile = list.find((r) => r.name === 'Nile Bites')!;
      // The banner keeps one ratio whether or not it has a picture, so nothing below it moves when one loads.
      const ratio = width < 768 ? 2 : 4;
      const bannerRatio = () =>
        page
          .getByTestId('cover-banner')
          .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);

      await page.goto(`/restaurants/${nile.id}`);
      const cover = page.getByRole('img', { name: 'Cover of Nile Bites' });
      await loadedImage(cover);
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/restaurant_covers/');
      expect(await bannerRatio()).toBeCloseTo(ratio, 1);
      // The logo sits half over the cover, and the name below it.
      const logo = page.getByRole('img', { name: 'Nile Bites logo' });
      await loadedImage(logo);
      const [coverBox, logoBox, nameBox] = await Promise.all([
        cover.boundingBox(),
        logo.boundingBox(),
        page.getByRole('heading', { level: 1, name: 'Nile Bites' }).boundingBox(),
      ]);
      expect(logoBox!.y).toBeLessThan(coverBox!.y + coverBox!.height);
      expect(logoBox!.y + logoBox!.height).toBeGreaterThan(coverBox!.y + coverBox!.height);
      expect(nameBox!.y).toBeGreaterThanOrEqual(coverBox!.y + coverBox!.height);

      const { restaurant } = await newRestaurant(request, { name: unique('Coverless ') });
      await page.goto(`/restaurants/${restaurant.id}`);
      await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
      await expect(page.getByTestId('cover-banner').getByRole('img')).toHaveCount(0);
      expect(await bannerRatio()).toBeCloseTo(ratio, 1);
    });
  });
}

const heroOf = (page: Page) => page.getByTestId('home-hero');

test('an owner gives the restaurant a cuisine and a cover, and its card shows them', async ({ page, request }) => {
  const name = unique('Cover Kitchen ');
  const { ownerToken, restaurant } = await newRestaurant(request, { name });
  // A real picture to upload: a demo dish's, as the server stored it.
  const meals = await (await request.get('/api/meals/meals/?search=Koshari')).json();
  const picture = await (await request.get((Array.isArray(meals) ? meals : meals.results)[0].image)).body();
  await signIn(page, ownerToken);
  await page.goto('/restaurant-dashboard');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByLabel('Cuisine').fill('Nubian');
  await page.locator('input[type="file"][name="cover"]').setInputFiles({
    name: 'cover.webp',
    mimeType: 'image/webp',
    buffer: picture,
  });
  await expect(page.getByRole('img', { name: `Cover of ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toBeVisible();

  await page.goto(`/restaurants?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('restaurant-card').filter({ hasText: name });
  await expect(card).toContainText('Nubian');
  const shown = card.getByRole('img', { name: `Cover of ${name}` });
  await loadedImage(shown);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const saved = await (await request.get(`/api/restaurants/restaurants/${restaurant.id}/`)).json();
  expect(saved).toMatchObject({ cuisine: 'Nubian', cover: expect.stringContaining('/media/restaurant_covers/') });
});

test.describe('on a 390 px phone at density 2', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test("the home page's card pictures come as a copy at most 960 px wide, not the original", async ({ page }) => {
    await page.goto('/');
    const pictures = page.getByTestId('meal-card').getByRole('img');
    await expect(pictures.first()).toBeVisible();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await loadedImage(picture);
      // A card 358 px wide at density 2 wants ~716 px: the 960 px copy (/media/w/960/…), not the 1600 px original.
      const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      const copyWidth = Number(/\/media\/w\/(\d+)\//.exec(src)?.[1] ?? Number.NaN);
      expect(copyWidth, src).toBeLessThanOrEqual(960);
    }
  });
});
