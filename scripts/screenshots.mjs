// Screenshots of the main screens for review: every screen at a 390 px phone and a 1280 px desktop, in light and
// dark, as a visitor, a customer, an owner and an admin of the demo data. Run against a started server:
//   node scripts/screenshots.mjs [--base http://localhost:8000] [--out shots] [--only home,cart]
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
  ['custom-meal', 'customer', `/custom-meal/${restaurant.id}`],
  ['owner-overview', 'owner', '/restaurant-dashboard'],
  ['owner-menu', 'owner', '/restaurant-dashboard', tab('Menu')],
  ['owner-ingredients', 'owner', '/restaurant-dashboard', tab('Ingredients')],
  ['owner-orders', 'owner', '/restaurant-dashboard', tab('Orders')],
  ['admin', 'admin', '/admin-dashboard'],
  ['admin-users', 'admin', '/admin-dashboard', tab('Users')],
  ['admin-orders', 'admin', '/admin-dashboard', tab('Orders')],
  ...(order ? [['admin-order', 'admin', `/admin/orders/${order.id}`]] : []),
];

function tab(name) {
  return (page) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

async function addToCart(page) {
  const target = new URL(page.url()).pathname;
  await page.goto(`${base}/meals/${meal.id}`);
  await settled(page);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
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
for (const [name, role, pathname, step] of SCREENS) {
  if (only && !only.has(name)) continue;
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      if (role) {
        await context.addInitScript((t) => localStorage.setItem('token', t), tokens[role]);
      }
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const file = path.join(values.out, `${name}-${width}-${scheme}.png`);
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
}
await browser.close();
process.exitCode = failures ? 1 : 0;
