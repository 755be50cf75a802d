import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Tomato orange, the one accent colour (UI.md). */
const tomato: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#d9480f',
  '#c2410c',
];

export const theme = createTheme({
  primaryColor: 'tomato',
  primaryShade: { light: 7, dark: 6 },
  colors: { tomato },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Order status colours, used wherever a status appears (UI.md). */
export const STATUS_COLORS = {
  pending: 'gray',
  confirmed: 'blue',
  preparing: 'yellow',
  ready: 'teal',
  delivered: 'green',
  cancelled: 'red',
} as const;
