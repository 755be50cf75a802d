import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signedIn } from './owner-helpers';
import { newRestaurant } from './browse-helpers';

/** What the page asks of the API and what it reports as errors, from now on. */
function watch(page: Page) {
  const reads: { url: string; signedIn: boolean }[] = [];
  const documents: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(url.pathname);
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      reads.push({ url: url.pathname + url.search, signedIn: request.headers().authorization !== undefined });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { reads, documents, errors };
}

/** The browser has taken the page over: the chrome that waits for the first screen (its footer) is there. */
const takenOver = (page: Page) => expect(page.getByRole('contentinfo')).toBeVisible();

// The server renders the landing screens with their data and stylesheets (apps/web/src/entry-server.tsx), and the
// browser hydrates them from the answers the page came with (main.tsx).
test('a landing screen arrives rendered with its data, and the browser takes it over without an error', async ({
  page,
  request,
}) => {
  // A name that would end the page's data block early if it were written into it as it is.
  const name = `Kitchen </script><script>window.injected = 1</script> ${Date.now()}`;
  const { restaurant } = await newRestaurant(request, { name });
  for (const path of ['/', '/meals', `/restaurants/${restaurant.id}`]) {
    const html = await (await request.get(path)).text();
    // The page's own answers travel with it, each a success.
    const block = /<script type="application\/json" id="rendered-state">([^<]*)<\/script>/.exec(html)?.[1];
    const queries = (JSON.parse(block ?? '{}') as { queries?: { state: { status: string } }[] }).queries ?? [];
    expect(queries.length, `${path}: answers in the page`).toBeGreaterThan(0);
    expect(
      queries.every((query) => query.state.status === 'success'),
      `${path}: answers`,
    ).toBe(true);
    expect(html, `${path}: its heading`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    const seen = watch(page);
    await page.goto(path);
    await takenOver(page);
    expect(seen.errors, `${path}: errors`).toEqual([]);
    page.removeAllListeners();
  }
  // The restaurant's page shows its name as text, and nothing in it ran.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();

  // Taken over, the page moves on in the browser, without loading another document.
  const seen = watch(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meals', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Meals' })).toBeVisible();
  expect(seen.documents).toEqual([]);
});

test('signed in, the rendered page shows the visitor’s own header and asks again with their token', async ({
  page,
  request,
}) => {
  const user = await signedIn(page, request, 'customer');
  const seen = watch(page);
  await page.goto('/meals');
  await takenOver(page);
  await expect(page.getByRole('button', { name: `${user.username}: account menu` })).toBeVisible();
  await expect
    .poll(() => seen.reads.some((read) => read.url.startsWith('/api/meals/meals/?') && read.signedIn))
    .toBe(true);
  expect(seen.errors).toEqual([]);
});

test('a screen behind a sign-in is not rendered on the server: it gets the app shell', async ({ request }) => {
  const html = await (await request.get('/orders')).text();
  expect(html).not.toContain('id="rendered-state"');
  expect(html).toContain('aria-busy="true"');
});
