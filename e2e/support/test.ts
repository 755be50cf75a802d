import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test with a page that, after each `goto`, waits for the app to have taken the page over: the server
 * renders the landing pages (apps/web/src/entry-server.tsx) and the browser hydrates them, and until then their
 * buttons do nothing (the app marks <html data-hydrated>, lib/hydration.tsx).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

export { expect };
