import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import tabs from './Tabs.module.css';

/**
 * Tomato orange, the one accent colour (UI.md). Shades 7–9 are deep enough for white text and for links on
 * white to pass WCAG AA (5.2:1 and more); dark mode reads shade 4 for text and links (8:1 on the dark body).
 */
const tomato: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c2410c',
  '#a5370a',
  '#8a2e08',
];

/** The platform's own fonts: the theme's fallback, and the language switch's Arabic on English pages. */
export const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Widest content column (UI.md Layout: 1200 px, centred). */
export const CONTENT_WIDTH = 1200;

/** The theme, with the name screen readers hear for icon-only close buttons in the page's language. */
export const themeWith = ({ closeLabel }: { closeLabel: string }) =>
  createTheme({
    primaryColor: 'tomato',
    primaryShade: { light: 7, dark: 7 },
    colors: { tomato },
    fontFamily: `'Inter Variable', 'Noto Sans Arabic', ${SYSTEM_FONTS}`,
    headings: { fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    // Plain objects rather than Component.extend(): extend() would import Notification and CloseButton into the first
    // page for nothing but typing.
    components: {
      Container: { defaultProps: { size: CONTENT_WIDTH } },
      // A toast's text under its title is grey 6 by default, under AA contrast; dimmed passes.
      Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
      // Toasts and modals render an icon-only close button; screen readers need its name.
      CloseButton: { defaultProps: { 'aria-label': closeLabel } },
      Tabs: { classNames: { list: tabs.list, tab: tabs.tab } },
    },
  });

/**
 * Mantine's default dimmed and error texts fall under AA contrast (3.3:1 on white, 4.0:1 on the dark body);
 * these keep secondary text and field errors readable in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light badges (order statuses, stock) wrote their small bold text in shade 6 on a 10 % tint of it: 2.3–4.0 : 1,
    // under AA (axe on the delivered and preparing badges, issue #20). These darker texts read at least 4.8 : 1.
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-yellow-light-color': '#8a4700',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-red-light-color': '#c92a2a',
    '--mantine-color-orange-light-color': '#a33a00',
  },
  dark: {
    '--mantine-color-dimmed': '#a1a1a1',
    '--mantine-color-error': '#ff6b6b',
  },
});
