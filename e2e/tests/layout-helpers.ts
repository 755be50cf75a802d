import { expect, type Page } from '@playwright/test';

/** The widths every layout test runs at: a 390 px phone and a 1280 px desktop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Elements of <main> that stick out of their box, and boxes whose content is wider than they are (a sideways scroll
 * bar, or an unbroken word running past the edge): each as a short description. An element sticks out when its
 * right edge passes its parent's or the right edge of the nearest ancestor that clips or scrolls. Absolutely and fixed placed elements and negative right margins (Mantine's Grid gutters) are
 * placed that way on purpose and are left out, and so is what a tab list holds: on phones a tab list scrolls
 * sideways on purpose (docs/UI.md), so only the list itself must stay within its box.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> "${text}"`;
    };
    const clips = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX !== 'visible';
    };
    const problems: string[] = [];
    const root = document.querySelector('main') ?? document.body;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const tabs = el.closest('[role="tablist"]');
      if (tabs && tabs !== el) continue;
      // Content wider than the box: a scroll bar, or text spilling out. Hidden overflow is a deliberate cut (an
      // ellipsis); inline boxes have no width of their own to compare.
      const cut = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (!cut && !tabs && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `${describe(el)} ${clips(el) ? 'scrolls sideways' : 'spills its content'} (${el.scrollWidth} > ${el.clientWidth})`,
        );
      if (el === root || style.position === 'absolute' || style.position === 'fixed') continue;
      if (parseFloat(style.marginRight) < 0) continue;
      const parent = el.parentElement;
      if (parent) {
        const right = parent.getBoundingClientRect().right;
        if (box.right > right + 1)
          problems.push(`${describe(el)} passes its parent by ${Math.round(box.right - right)} px`);
      }
      let clip = el.parentElement;
      while (clip && clip !== root && !clips(clip)) clip = clip.parentElement;
      if (clip && clip !== root) {
        const right = clip.getBoundingClientRect().left + clip.clientLeft + clip.clientWidth;
        if (box.right > right + 1) problems.push(`${describe(el)} is cut off by ${Math.round(box.right - right)} px`);
      }
    }
    return problems;
  });
}

/** Nothing in <main> sticks out of its box, and the document does not scroll sideways. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowingElements(page), `${where}: elements wider than their box`).toEqual([]);
  const doc = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(doc.scroll, `${where}: the document scrolls sideways`).toBeLessThanOrEqual(doc.client);
}
