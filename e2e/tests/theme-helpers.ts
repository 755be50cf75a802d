import { expect, type Page } from '@playwright/test';

/** The colour scheme the document is painted in. */
export const schemeOf = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/**
 * The theme toggle, once its tooltip shows on hover: the tooltip's code comes after the first screen, and the toggle
 * is built anew inside it then (ui/DeferredTooltip.tsx), so a click just before could land on the one going away.
 */
export async function themeToggle(page: Page, name: string) {
  const toggle = page.getByRole('banner').getByRole('button', { name });
  await expect(async () => {
    await toggle.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: name })).toBeVisible({ timeout: 1000 });
  }).toPass();
  return toggle;
}

/** Console errors and warnings and uncaught errors (a failed hydration is one of them), from now on. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
