// Screenshots of the main screens for review: every screen at a 390 px phone and a 1280 px desktop, in light and
// dark, in English and Arabic, as a visitor, a customer, an owner and an admin of the demo data. Run against a
// started server:
//   node scripts/screenshots.mjs [--base http://localhost:8000] [--out shots] [--only home,cart] [--lang ar]
// Reviewers look at the pictures before an issue about screens is resolved (CONTRIBUTING.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:8000' },
    out: { type: 'string', default: 'shots' },
    only: { type: 'string' },
    /** en, ar, or both (the default). */
    lang: { type: 'string', default: 'en,ar' },
  },
});
const base = values.base.replace(/\/$/, '');
const only = values.only ? new Set(values.only.split(',')) : null;
mkdirSync(values.out, { recursive: true });

const ACCOUNTS = {
  customer: ['sara', 'Customer123!'],
  owner: ['chef_nadia', 'Owner123!'],
  admin: ['admin', 'Admin123!'],
};

async function api(pathname, { token, body, method } = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

const tokens = {};
for (const [role, [username, password]] of Object.entries(ACCOUNTS)) {
  tokens[role] = (await api('/api/token/', { body: { username, password } })).token;
}
const firstOf = (list) => (Array.isArray(list) ? list : list.results)[0];
const restaurant = firstOf(await api('/api/restaurants/restaurants/'));
const meal = firstOf(await api('/api/meals/meals/'));
const order = firstOf(await api('/api/orders/orders/', { token: tokens.customer }));

/** [name, role or null, path, optional step after the page is ready] */
const SCREENS = [
  ['home', null, '/'],
  ['restaurants', null, '/restaurants'],
  ['restaurant', null, `/restaurants/${restaurant.id}`],
  ['meals', null, '/meals'],
  ['meal', null, `/meals/${meal.id}`],
  ['top-custom-meals', null, '/top-custom-meals'],
  ['login', null, '/login'],
  ['cart', 'customer', '/cart', addToCart],
  ['checkout', 'customer', '/checkout', addToCart],
  ['orders', 'customer', '/orders'],
  ...(order ? [['order', 'customer', `/orders/${order.id}`]] : []),
  ['profile', 'customer', '/profile'],
  ['favourites', 'customer', '/profile?tab=favourites'],
  ['custom-meal', 'customer', `/custom-meal/${restaurant.id}`],
  ['owner-overview', 'owner', '/restaurant-dashboard'],
  ['owner-menu', 'owner', '/restaurant-dashboard', tab('menu')],
  ['owner-ingredients', 'owner', '/restaurant-dashboard', tab('ingredients')],
  ['owner-orders', 'owner', '/restaurant-dashboard', tab('orders')],
  ['owner-promotions', 'owner', '/restaurant-dashboard', tab('promotions')],
  ['owner-promotion-form', 'owner', '/restaurant-dashboard', newPromotion],
  ['admin', 'admin', '/admin-dashboard'],
  ['admin-users', 'admin', '/admin-dashboard', tab('users')],
  ['admin-orders', 'admin', '/admin-dashboard', tab('orders')],
  ['admin-promotions', 'admin', '/admin-dashboard', tab('promotions')],
  ['admin-promotion-form', 'admin', '/admin-dashboard', newPromotion],
  ...(order ? [['admin-order', 'admin', `/admin/orders/${order.id}`]] : []),
];

/** A dashboard tab by its value, whatever the language (Mantine names each tab `<tabs id>-tab-<value>`). */
function tab(value) {
  return (page) => page.locator(`[role="tab"][id$="-tab-${value}"]`).click();
}

/** The Promotions tab's form for a new code, opened by its button with the plus icon. */
async function newPromotion(page) {
  await tab('promotions')(page);
  await page.locator('main button:has(svg.tabler-icon-plus)').first().click();
  await page.getByRole('dialog').waitFor();
}

async function addToCart(page) {
  const target = new URL(page.url()).pathname;
  await page.goto(`${base}/meals/${meal.id}`);
  await settled(page);
  // The meal page's button with the cart-plus icon, whatever the language.
  await page.locator('main button:has(svg.tabler-icon-shopping-cart-plus)').first().click();
  await page.goto(`${base}${target}`);
}

/**
 * Hydrated, nothing loading, pictures decoded. Not `networkidle`: signed-in pages keep a live notification stream
 * open.
 */
async function settled(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // A full-page picture shows what is below the fold too, so lazy pictures load now; one that never arrives does
  // not hold the run up.
  await page.evaluate(() => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    const decoded = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let failures = 0;
const languages = values.lang.split(',');
for (const [name, role, pathname, step] of SCREENS) {
  if (only && !only.has(name)) continue;
  for (const [language, width, scheme] of languages.flatMap((l) =>
    [390, 1280].flatMap((w) => ['light', 'dark'].map((c) => [l, w, c])),
  )) {
    // The language is chosen as the header's switch chooses it: the `lang` cookie the server reads.
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    await context.addCookies([{ name: 'lang', value: language, url: base }]);
    if (role) {
      await context.addInitScript((t) => localStorage.setItem('token', t), tokens[role]);
    }
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const file = path.join(values.out, `${name}-${language}-${width}-${scheme}.png`);
    try {
      await page.goto(`${base}${pathname}`);
      await settled(page);
      if (step) {
        await step(page);
        await settled(page);
      }
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    } catch (error) {
      failures += 1;
      console.error(`${file}: ${error.message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
}
await browser.close();
process.exitCode = failures ? 1 : 0;
