import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility violations of the page as it stands, once its CSS transitions have ended:
 * an element fading in or out (a toast, a modal) reads as low-contrast text halfway.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const look = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  const first = await look();
  if (!first.some((v) => v.startsWith('color-contrast:'))) return first;
  // A toast that starts to close while axe reads the page (its 3 s run out) is half transparent by then: what is
  // still low in contrast a moment later, once it has gone, is a real finding.
  await page.waitForTimeout(500);
  return look();
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
