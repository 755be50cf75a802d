import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/api';
import { expect, test } from '../support/test';
import { adminToken, ownerWithMenu } from './owner-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The document is no wider than the window: nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where}: document width`).toBeLessThanOrEqual(client);
}

/** All tabs of the list sit on one line. */
async function expectOneLine(tabs: Locator, where: string) {
  const tops = await tabs.evaluateAll((elements) => elements.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(tops.length, where).toBeGreaterThan(1);
  expect(new Set(tops).size, `${where}: rows of tabs (tops ${tops.join(', ')})`).toBe(1);
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the dashboards’ tabs are one line and neither dashboard scrolls sideways', async ({ page, request }) => {
    const { token } = await ownerWithMenu(request);
    await signIn(page, token);
    await page.goto('/restaurant-dashboard');
    const ownerTabs = page.getByRole('main').getByRole('tab');
    await expect(ownerTabs.first()).toBeVisible();
    await expectOneLine(ownerTabs, 'owner dashboard');
    for (const name of ['Overview', 'Orders', 'Menu Management', 'Ingredients']) {
      await page.getByRole('main').getByRole('tab', { name }).click();
      await expect(page.getByRole('main').getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, `owner ${name}`);
    }

    await signIn(page, await adminToken(request));
    await page.goto('/admin-dashboard');
    const adminTabs = page.getByRole('main').getByRole('tab');
    await expect(adminTabs.first()).toBeVisible();
    await expectOneLine(adminTabs, 'admin dashboard');
    for (const name of ['Overview', 'Users', 'Restaurants', 'Orders']) {
      await page.getByRole('main').getByRole('tab', { name }).click();
      await expect(page.getByRole('main').getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, `admin ${name}`);
    }
  });

  test('the admin’s tables show each row as a block of labelled values', async ({ page, request }) => {
    await signIn(page, await adminToken(request));
    await page.goto('/admin-dashboard');
    await page.getByRole('main').getByRole('tab', { name: 'Users' }).click();
    const row = page.locator('tr[data-user="sara"]');
    await expect(row).toBeVisible();
    await expect(page.getByRole('main').getByRole('columnheader')).toHaveCount(0);
    for (const label of ['ID', 'Email', 'Name', 'User Type', 'Actions'])
      await expect(row.getByText(label, { exact: true })).toBeVisible();
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page, 'users');

    await page.getByRole('main').getByRole('tab', { name: 'Restaurants' }).click();
    const restaurant = page.locator('tr[data-restaurant]').first();
    await expect(restaurant.getByText('Owner', { exact: true })).toBeVisible();
    await expect(restaurant.getByRole('link', { name: /^Edit / })).toBeInViewport();
    await expectNoSidewaysScroll(page, 'restaurants');
  });

  test('a restaurant’s tabs are one line', async ({ page, request }) => {
    const restaurants = (await (await request.get('/api/restaurants/restaurants/')).json()) as { id: number }[];
    await page.goto(`/restaurants/${restaurants[0]!.id}`);
    await expectOneLine(page.getByRole('main').getByRole('tab'), 'restaurant page');
    await expectNoSidewaysScroll(page, 'restaurant page');
  });
});

test('at 1280 px the admin’s tables keep their column headers and no labels in the cells', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, await adminToken(request));
  await page.goto('/admin-dashboard');
  await page.getByRole('main').getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(page.locator('tr[data-user="sara"]').getByText('Email', { exact: true })).toBeHidden();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the restaurant’s logo is round and whole`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const restaurants = (await (await request.get('/api/restaurants/restaurants/')).json()) as {
      id: number;
      name: string;
      logo: string | null;
    }[];
    const restaurant = restaurants.find((r) => r.logo)!;
    await page.goto(`/restaurants/${restaurant.id}`);
    const logo = page.getByRole('img', { name: `${restaurant.name} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shape = await logo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      // The picture's box at the image's own ratio (or scaled inside it): nothing of it is cut off.
      const whole =
        getComputedStyle(img).objectFit === 'contain' ||
        Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.02;
      // Round: the image, or the box that clips it, is a circle.
      let clip: Element | null = img;
      let round = false;
      for (let i = 0; i < 3 && clip; i += 1, clip = clip.parentElement) {
        const r = clip.getBoundingClientRect();
        const corner = getComputedStyle(clip).borderTopLeftRadius;
        const radius = corner.endsWith('%') ? (parseFloat(corner) * r.width) / 100 : parseFloat(corner);
        if (Math.abs(r.width - r.height) < 1 && radius >= r.width / 2 - 1) round = true;
      }
      return { whole, round, width: box.width, height: box.height };
    });
    expect(shape, JSON.stringify(shape)).toMatchObject({ whole: true, round: true });
    await expectNoSidewaysScroll(page, 'restaurant page');
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px owners and admins see no Cart link, in the header, drawer or footer; customers do`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { token } = await ownerWithMenu(request);
    const cartLinks = async () => {
      const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
      await expect(quickLinks.getByRole('link', { name: 'Home' })).toBeVisible();
      const inFooter = await quickLinks.getByRole('link', { name: 'Cart' }).count();
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog', { name: 'Dishcraft' });
        await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
        const count = await drawer.getByRole('link', { name: /^Cart/ }).count();
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        return inFooter + count + (await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).count());
      }
      return inFooter + (await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).count());
    };
    for (const signedIn of [token, await adminToken(request)]) {
      await signIn(page, signedIn);
      await page.goto('/meals');
      await expect(page.getByRole('button', { name: /: account menu$/ })).toBeVisible();
      expect(await cartLinks()).toBe(0);
    }
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/meals');
    expect(await cartLinks()).toBeGreaterThan(0);
  });
}
