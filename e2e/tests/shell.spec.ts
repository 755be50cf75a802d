import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerUser, signIn, tokenFor } from '../support/api';
import { expectAccessible } from '../support/axe';
import { schemeOf, themeToggle } from './theme-helpers';

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

interface StarsSeen {
  left: number;
  right: number;
  ariaHidden: string | null;
  shownAt: number;
  goneAt: number;
}

/** The star burst lives 600 ms: record it as it happens rather than racing it with polls. */
async function recordStars(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { left: 0, right: 0, ariaHidden: null as string | null, shownAt: 0, goneAt: 0 };
    (window as unknown as { __stars: typeof seen }).__stars = seen;
    new MutationObserver(() => {
      const burst = document.querySelector('[data-theme-stars]');
      if (burst && !seen.shownAt) {
        seen.shownAt = performance.now();
        seen.ariaHidden = burst.getAttribute('aria-hidden');
        seen.left = burst.querySelectorAll('[data-star="left"]').length;
        seen.right = burst.querySelectorAll('[data-star="right"]').length;
      } else if (!burst && seen.shownAt && !seen.goneAt) {
        seen.goneAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const starsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __stars: StarsSeen }).__stars);

test.describe('404 page', () => {
  test('an unknown path shows Page Not Found with a link to the homepage', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header and footer', () => {
  test('links, the active link, the anonymous menu and the footer', async ({ page }) => {
    await page.goto('/restaurants');
    for (const name of ['Home', 'Restaurants', 'Meals', 'Top Custom Meals']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(header(page).getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Dishcraft' })).toHaveAttribute('href', '/');

    await header(page).getByRole('button', { name: 'AnonChef: account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Login', 'Register']);
    await page.getByRole('menuitem', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
      'Home',
      'Restaurants',
      'Meals',
      'Top Custom Meals',
      'Cart',
    ]);
    await expect(footer.getByText('Cairo, Egypt')).toBeVisible();
    await expect(footer.getByRole('link', { name: /\+20/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Dishcraft`);
  });

  test('the cart link carries the number of items in the cart', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.evaluate(() => {
      const line = (id: number, quantity: number) => ({
        type: 'regular',
        id,
        customMealId: null,
        cartItemId: `meal-${id}`,
        name: `Meal ${id}`,
        price: 5,
        image: null,
        quantity,
        specialInstructions: '',
        ingredients: [],
        restaurant: { id: 1, name: 'Somewhere' },
      });
      localStorage.setItem(
        'cart_anonymous',
        JSON.stringify({
          items: [line(1, 2), line(2, 1)],
          restaurantId: 1,
          restaurantName: 'Somewhere',
          total: 15,
          userId: null,
        }),
      );
    });
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(header(page).getByTestId('cart-count')).toHaveText('3');
  });

  test('the user menu offers what each role may open', async ({ page, request }) => {
    const customer = await registerUser(request);
    await signIn(page, await tokenFor(request, customer.username, customer.password));
    await page.goto('/no-such-page');
    await header(page)
      .getByRole('button', { name: `${customer.username}: account menu` })
      .click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'My Orders', 'Logout']);
    await page.keyboard.press('Escape');

    await signIn(page, await tokenFor(request, 'chef_nadia', 'Owner123!'));
    await page.goto('/no-such-page');
    await header(page).getByRole('button', { name: 'chef_nadia: account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Restaurant Dashboard', 'Logout']);
    await expect(page.getByRole('menuitem', { name: 'Restaurant Dashboard' })).toHaveAttribute(
      'href',
      '/restaurant-dashboard',
    );
    await page.keyboard.press('Escape');

    await signIn(page, await tokenFor(request, 'admin', 'Admin123!'));
    await page.goto('/no-such-page');
    await header(page).getByRole('button', { name: 'admin: account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Admin Dashboard', 'Logout']);
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  test('the header takes its scrolled style past 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/register');
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForTimeout(200);
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect(header(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('on a 375 px phone the navigation folds into a burger drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/no-such-page');
    await expect(mainNav(page)).toBeHidden();
    await expect(header(page).getByRole('link', { name: /^Cart, / })).toBeVisible();
    const burger = header(page).getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Dishcraft' });
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Restaurants', 'Meals', 'Top Custom Meals', 'Cart']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Top Custom Meals' }).click();
    await expect(page).toHaveURL(/\/top-custom-meals$/);
    await expect(drawer).toBeHidden();
    await header(page).getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Dishcraft' }).getByRole('link', { name: 'Top Custom Meals' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('theme', () => {
  test('defaults to the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect.poll(() => schemeOf(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });

  test('the toggle stores the choice under `theme` and plays 15 golden stars per side going dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.goto('/no-such-page');
    await expect.poll(() => schemeOf(page)).toBe('light');

    await recordStars(page);
    await (await themeToggle(page, 'Switch to dark mode')).click();
    expect(await schemeOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('[data-theme-stars]')).toHaveCount(0, { timeout: 3_000 });
    const seen = await starsSeen(page);
    expect(seen).toMatchObject({ left: 15, right: 15, ariaHidden: 'true' });
    expect(seen.goneAt - seen.shownAt).toBeGreaterThanOrEqual(550);
    await expectAccessible(page);

    await page.reload();
    await expect.poll(() => schemeOf(page)).toBe('dark');

    await (await themeToggle(page, 'Switch to light mode')).click();
    expect(await schemeOf(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.locator('[data-theme-stars]')).toHaveCount(0);
  });

  test('no stars for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/no-such-page');
    await recordStars(page);
    await (await themeToggle(page, 'Switch to dark mode')).click();
    await expect.poll(() => schemeOf(page)).toBe('dark');
    await page.waitForTimeout(800);
    expect(await starsSeen(page)).toMatchObject({ shownAt: 0, left: 0, right: 0 });
  });
});
