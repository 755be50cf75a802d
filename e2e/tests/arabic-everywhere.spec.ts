import { directionOf, LANGUAGE_COOKIE, LANGUAGES, RESOURCES } from '@dishcraft/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn, tokenFor } from '../support/api';
import { seriousViolations } from '../support/axe';
import { withCart } from './customer-helpers';

/**
 * Issue #20: in Arabic no screen shows English UI text, and every screen starts its HTML in the chosen language and
 * direction. The English texts looked for are the catalogue's: every English value whose Arabic differs, cut at its
 * placeholders and markup into pieces of at least four letters, each matched as whole words (a single word only as a
 * whole line or attribute: "Date" in "Almond Date Bites" is a name). Content people wrote
 * (names, descriptions) is not in the catalogue, so an English restaurant name is no failure.
 */

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

interface Needle {
  key: string;
  text: string;
  pattern: RegExp;
  /** A single word ("Home", "Date") is a label only when it is a whole line: inside a sentence it is content. */
  whole: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishNeedles(): Needle[] {
  const english = flatten(RESOURCES.en.translation as Tree);
  const arabic = flatten(RESOURCES.ar.translation as Tree);
  const needles: Needle[] = [];
  for (const [key, value] of english) {
    const translated = arabic.get(key) ?? arabic.get(key.replace(/_one$/, '_other')) ?? '';
    if (translated === value) continue;
    for (const piece of value.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/)) {
      const text = piece.trim();
      // A piece the Arabic keeps too (the brand, a unit symbol) is no English left behind.
      if ((text.match(/[A-Za-z]/g) ?? []).length < 4 || translated.includes(text)) continue;
      needles.push({
        key,
        text,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${escape(text)}(?![\\p{L}\\p{N}_])`, 'u'),
        whole: !/\s/.test(text),
      });
    }
  }
  return needles;
}

const NEEDLES = englishNeedles();

/** What a person reads or hears on the page: its title, its visible lines of text, and its attributes' texts. */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    // A notification arriving meanwhile (another test registering a restaurant, say) is the server's text in the
    // account's language, not the page's: its toast is left out, as content would be.
    const news = [...document.querySelectorAll<HTMLElement>('.toast-news')];
    for (const toast of news) toast.style.display = 'none';
    const texts = [document.title, ...document.body.innerText.split('\n').map((line) => line.trim())];
    for (const toast of news) toast.style.display = '';
    for (const element of document.querySelectorAll('*:not(.toast-news, .toast-news *)'))
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** Each English text found, with its key and the words around it (telling a UI text from a person's content). */
function englishIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const needle of NEEDLES)
    for (const text of texts) {
      const match = needle.whole ? (text === needle.text ? { index: 0 } : null) : needle.pattern.exec(text);
      if (!match) continue;
      const around = text.slice(Math.max(0, match.index - 30), match.index + needle.text.length + 30);
      found.add(`${needle.text} (${needle.key}) in "…${around.replace(/\s+/g, ' ')}…"`);
      break;
    }
  return [...found].sort();
}

/**
 * The page once hydrated and its data has arrived (no skeleton left). Not `networkidle`: signed-in pages keep a live
 * notification stream open, so it would only ever time out.
 */
async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

interface Screen {
  name: string;
  path: string;
  /** Dashboards: every tab is a screen of its own. */
  tabs?: boolean;
}

type Role = 'visitor' | 'customer' | 'owner' | 'admin';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function list<T>(request: APIRequestContext, url: string, token?: string): Promise<T[]> {
  const res = await request.get(url, token ? { headers: auth(token) } : {});
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  const body = (await res.json()) as T[] | { results: T[] };
  return Array.isArray(body) ? body : body.results;
}

/** Signs in the role's demo account (seeded with Arabic twins), fills what its screens need, lists its screens. */
async function prepare(page: Page, request: APIRequestContext, role: Role): Promise<Screen[]> {
  const restaurants = await list<{ id: number; name: string }>(request, '/api/restaurants/restaurants/');
  const meals = await list<{ id: number; name: string; base_price: string; restaurant: number }>(
    request,
    '/api/meals/meals/',
  );
  const restaurant = restaurants[0]!;
  const meal = meals.find((m) => m.restaurant === restaurant.id) ?? meals[0]!;
  if (role === 'visitor')
    return [
      { name: 'home', path: '/' },
      { name: 'restaurants', path: '/restaurants' },
      { name: 'a restaurant', path: `/restaurants/${restaurant.id}` },
      { name: 'meals', path: '/meals' },
      { name: 'a meal', path: `/meals/${meal.id}` },
      { name: 'top custom meals', path: '/top-custom-meals' },
      { name: 'login', path: '/login' },
      { name: 'register', path: '/register' },
      { name: 'not found', path: '/no-such-page-here' },
    ];
  if (role === 'customer') {
    const token = await tokenFor(request, 'sara', 'Customer123!');
    const me = (await (await request.get('/api/users/me/', { headers: auth(token) })).json()) as { id: number };
    const orders = await list<{ id: number }>(request, '/api/orders/orders/', token);
    const owner = restaurants.find((r) => r.id === meal.restaurant) ?? restaurant;
    await withCart(page, token, me.id, [
      {
        type: 'regular',
        id: meal.id,
        name: meal.name,
        price: Number(meal.base_price),
        quantity: 2,
        restaurant: { id: owner.id, name: owner.name },
      },
    ]);
    return [
      { name: 'cart', path: '/cart' },
      { name: 'checkout', path: '/checkout' },
      { name: 'orders', path: '/orders' },
      ...(orders[0] ? [{ name: 'an order', path: `/orders/${orders[0].id}` }] : []),
      { name: 'profile', path: '/profile' },
      { name: 'notifications', path: '/notifications' },
      { name: 'create a custom meal', path: `/custom-meal/${owner.id}` },
    ];
  }
  if (role === 'owner') {
    await signIn(page, await tokenFor(request, 'chef_nadia', 'Owner123!'));
    return [{ name: 'restaurant dashboard', path: '/restaurant-dashboard', tabs: true }];
  }
  await signIn(page, await tokenFor(request, 'admin', 'Admin123!'));
  return [{ name: 'admin dashboard', path: '/admin-dashboard', tabs: true }];
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const ROLES: Role[] = ['visitor', 'customer', 'owner', 'admin'];

// Each screen is looked at on the desktop, where axe checks it in both languages; an Arabic one then again at 390 px
// (the same page, resized: the phone layout's own texts, such as the admin's cell labels, for English left behind).
for (const language of LANGUAGES)
  for (const role of ROLES)
    test(`the ${role}'s screens in ${language}${language === 'ar' ? ', at 1280 and 390 px' : ''}`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(DESKTOP);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      const screens = await prepare(page, request, role);
      const findings: Record<string, { english: string[]; axe: string[] }> = {};

      const look = async (name: string) => {
        await settled(page);
        await expect(page.locator('html'), name).toHaveAttribute('dir', directionOf(language));
        const english = language === 'ar' ? englishIn(await readableTexts(page)) : [];
        // Layout differs by width, colours and names do not: axe runs once per screen and language, on the desktop.
        const axe = page.viewportSize()!.width === DESKTOP.width ? await seriousViolations(page) : [];
        if (english.length || axe.length) findings[name] = { english, axe };
        expect.soft(english, `English text on ${name}`).toEqual([]);
        expect.soft(axe, `serious accessibility violations on ${name}`).toEqual([]);
      };
      const check = async (name: string) => {
        await look(`${name} at ${DESKTOP.width} px`);
        if (language !== 'ar') return;
        await page.setViewportSize(PHONE);
        await look(`${name} at ${PHONE.width} px`);
        await page.setViewportSize(DESKTOP);
      };

      for (const screen of screens) {
        const response = await page.goto(screen.path);
        expect
          .soft(await response!.text(), `the first bytes of ${screen.path}`)
          .toMatch(new RegExp(`^(<!doctype html>\\s*)?<html lang="${language}" dir="${directionOf(language)}"`, 'i'));
        if (!screen.tabs) {
          await check(screen.name);
          continue;
        }
        const tabs = page.getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        const count = await tabs.count();
        for (let i = 0; i < count; i++) {
          await tabs.nth(i).click();
          await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
          await check(`${screen.name}, tab ${(await tabs.nth(i).innerText()).trim()}`);
        }
      }
      // One readable list per run, for whoever fixes the screens: the soft failures above say the same, spread out.
      await test.info().attach(`findings-${language}-${role}.json`, {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
    });
