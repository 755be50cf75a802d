import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerUser, tokenFor } from '../support/api';
import { expect, test } from '../support/test';
import { consoleProblems, schemeOf, themeToggle } from './theme-helpers';

/** The scheme written on <html> in the page the server sends, before any script runs. */
async function schemeInServerHtml(page: Page, path: string): Promise<string | null> {
  const html = await (await page.request.get(path)).text();
  return /<html[^>]*\sdata-mantine-color-scheme="(\w+)"/.exec(html)?.[1] ?? null;
}

/** Every address the server renders (apps/web/src/app/landingPages.ts), with ids from the demo data. */
async function renderedPages(request: APIRequestContext): Promise<string[]> {
  const first = async (url: string) => ((await (await request.get(url)).json()) as { id: number }[])[0]!.id;
  const meal = await first('/api/meals/meals/');
  const restaurant = await first('/api/restaurants/restaurants/');
  return ['/', '/meals', `/meals/${meal}`, '/restaurants', `/restaurants/${restaurant}`, '/top-custom-meals'];
}

/** Cold loads of `path`, each in a fresh browser context, with no console error or warning. */
async function coldLoads(browser: Browser, path: string, times: number, token?: string) {
  for (let load = 1; load <= times; load += 1) {
    const context = await browser.newContext();
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(path);
    await takenOver(page);
    expect(problems, `${path}, load ${load}`).toEqual([]);
    await context.close();
  }
}

/** The app has taken the page over: hydrated, and the chrome that waits for the first screen (its footer) is there. */
const takenOver = (page: Page) => expect(page.getByRole('contentinfo')).toBeVisible();

for (const scheme of ['light', 'dark'] as const) {
  const other = scheme === 'dark' ? 'light' : 'dark';
  test(`chosen ${scheme}, every rendered page comes back ${scheme} from the server and hydrates without a warning`, async ({
    browser,
    request,
  }) => {
    // The system prefers the other scheme, so only the stored choice can make the page come back in this one.
    const context = await browser.newContext({ colorScheme: other });
    const page = await context.newPage();
    const paths = await renderedPages(request);
    await page.goto('/');
    await takenOver(page);
    expect(await schemeOf(page)).toBe(other);
    await (await themeToggle(page, `Switch to ${scheme} mode`)).click();
    await expect.poll(() => schemeOf(page)).toBe(scheme);

    for (const path of paths) {
      expect.soft(await schemeInServerHtml(page, path), `${path}: scheme in the server's HTML`).toBe(scheme);
      const problems = consoleProblems(page);
      await page.goto(path);
      await takenOver(page);
      expect.soft(await schemeOf(page), `${path}: scheme after the reload`).toBe(scheme);
      expect.soft(problems, `${path}: console`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    await context.close();
  });
}

test('a visitor who never chose gets the system’s scheme, from the server once the browser has told it', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  await page.goto('/');
  await takenOver(page);
  expect(await schemeOf(page)).toBe('dark');
  // Asked for it by the first answer (Accept-CH), Chromium sends the system's preference with every later request.
  const html = await (await page.goto('/meals'))!.text();
  expect(html).toMatch(/<html[^>]*\sdata-mantine-color-scheme="dark"/);
  await takenOver(page);
  expect(problems).toEqual([]);
  await context.close();
});

test('eight cold loads of /meals hydrate without a warning, as a visitor and signed in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await coldLoads(browser, '/meals', 8);
  const customer = await registerUser(request, 'customer');
  await coldLoads(browser, '/meals', 8, await tokenFor(request, customer.username, customer.password));
});
