import { LANGUAGE_COOKIE } from '@dishcraft/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerUser, tokenFor } from '../support/api';
import { consoleProblems } from './theme-helpers';

/**
 * Issue #20: a first visit speaks the browser's language (Arabic for `ar*`, English otherwise), the server sends the
 * page in it with <html lang dir> on its first bytes, and the header's switch turns the page over at once and is
 * remembered.
 */

const ARABIC_HERO = 'طعام شهي، على طريقتك';
const ENGLISH_HERO = 'Good food, made your way';

/** The app has taken the page over: hydrated, and the chrome that waits for the first screen (its footer) is there. */
const takenOver = (page: Page) => expect(page.getByRole('contentinfo')).toBeVisible();

const html = (page: Page) => page.locator('html');
const hero = (page: Page) => page.getByRole('heading', { level: 1 });
const languageSwitch = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

/** A fresh visitor whose browser speaks `locale`, which Chromium sends as Accept-Language (it overrides extra headers). */
async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test.describe('the page language', () => {
  test('the server sends Arabic pages right to left from the first byte, English ones left to right', async ({
    request,
  }) => {
    for (const header of ['ar', 'ar-EG,ar;q=0.9']) {
      const text = await (await request.get('/', { headers: { 'accept-language': header } })).text();
      expect(text.startsWith('<!doctype html>\n<html lang="ar" dir="rtl"'), `${header}: ${text.slice(0, 60)}`).toBe(
        true,
      );
      expect(text).toContain('<title>الرئيسية · Dishcraft</title>');
    }
    for (const header of ['en-US,en;q=0.9', 'fr-FR', 'en;q=0.9,ar;q=0.8']) {
      const text = await (await request.get('/', { headers: { 'accept-language': header } })).text();
      expect(text.startsWith('<!doctype html>\n<html lang="en" dir="ltr"'), `${header}: ${text.slice(0, 60)}`).toBe(
        true,
      );
    }
    // The choice in the cookie wins over the browser's wish, both ways.
    const chosen = await request.get('/', { headers: { 'accept-language': 'en-US', cookie: `${LANGUAGE_COOKIE}=ar` } });
    expect((await chosen.text()).startsWith('<!doctype html>\n<html lang="ar" dir="rtl"')).toBe(true);
    const english = await request.get('/', { headers: { 'accept-language': 'ar', cookie: `${LANGUAGE_COOKIE}=en` } });
    expect((await english.text()).startsWith('<!doctype html>\n<html lang="en" dir="ltr"')).toBe(true);
  });

  test('a first visit from an Arabic browser reads Arabic, right to left, and hydrates without a warning', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, 'ar-EG');
    const problems = consoleProblems(page);
    await page.goto('/');
    await takenOver(page);
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(hero(page)).toHaveText(ARABIC_HERO);
    await expect(page).toHaveTitle('الرئيسية · Dishcraft');
    await expect(
      page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'المطاعم' }),
    ).toBeVisible();
    // Prices in Egyptian pounds, in Arabic, with Latin digits (ADR 023).
    await expect(page.getByText(/^\S*\d[\d,]*\.\d\d\sج\.م\.\S*$/).first()).toBeVisible();
    await expect(languageSwitch(page, 'التبديل إلى English')).toHaveText('English', { useInnerText: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const locale of ['en-US', 'fr-FR']) {
    test(`a first visit from a browser in ${locale} reads English, left to right, in EGP`, async ({ browser }) => {
      const { context, page } = await visitor(browser, locale);
      const problems = consoleProblems(page);
      await page.goto('/');
      await takenOver(page);
      await expect(html(page)).toHaveAttribute('lang', 'en');
      await expect(html(page)).toHaveAttribute('dir', 'ltr');
      await expect(hero(page)).toHaveText(ENGLISH_HERO);
      await expect(page).toHaveTitle('Home · Dishcraft');
      await expect(page.getByText(/^EGP\s\d[\d,]*\.\d\d$/).first()).toBeVisible();
      await expect(languageSwitch(page, 'Switch to العربية')).toHaveText('العربية', { useInnerText: true });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('the header switch turns the page over at once, without a reload, and the choice outlives one', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, 'en-US');
    const problems = consoleProblems(page);
    await page.goto('/restaurants');
    await takenOver(page);
    // A mark on the window: a reload or a navigation would wipe it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await languageSwitch(page, 'Switch to العربية').click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'المطاعم' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('المطاعم · Dishcraft');
    await expect(page.getByRole('contentinfo')).toContainText('روابط سريعة');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('ar');

    // Remembered: the server renders the next page in Arabic though the browser asks for English.
    await page.goto('/');
    await takenOver(page);
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(hero(page)).toHaveText(ARABIC_HERO);
    await page.reload();
    await takenOver(page);
    await expect(hero(page)).toHaveText(ARABIC_HERO);

    await languageSwitch(page, 'التبديل إلى English').click();
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(hero(page)).toHaveText(ENGLISH_HERO);
    await expect(page).toHaveTitle('Home · Dishcraft');
    await page.reload();
    await takenOver(page);
    await expect(hero(page)).toHaveText(ENGLISH_HERO);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a phone the switch sits in the navigation drawer', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await takenOver(page);
    await expect(languageSwitch(page, 'Switch to العربية')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Switch to العربية' }).click();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(drawer.getByRole('button', { name: 'التبديل إلى English' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await context.close();
  });

  test('a signed-in customer’s phone header fits in both languages, the switch in its drawer', async ({
    browser,
    request,
  }) => {
    const customer = await registerUser(request);
    const token = await tokenFor(request, customer.username, customer.password);
    for (const locale of ['en-US', 'ar-EG']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      await page.goto('/');
      await takenOver(page);
      await expect(page.getByRole('banner').getByRole('button', { name: customer.username })).toBeVisible();
      // On a phone the switch is in the navigation drawer, not the crowded header.
      await expect(page.getByRole('banner').getByTestId('language-switch')).toBeHidden();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        header: Math.max(...[...document.querySelectorAll('header *')].map((e) => e.getBoundingClientRect().right)),
        left: Math.min(...[...document.querySelectorAll('header *')].map((e) => e.getBoundingClientRect().left)),
      }));
      expect(widths.page, locale).toBeLessThanOrEqual(390);
      expect(widths.header, locale).toBeLessThanOrEqual(390);
      expect(widths.left, locale).toBeGreaterThanOrEqual(0);
      await context.close();
    }
  });
});
