import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { packageFile } from './packages.js';

/** Stylesheets Mantine's documentation lists as those other components are built on; with the global styles first. */
const MANTINE_BASE = [
  'baseline',
  'default-css-variables',
  'global',
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
];
/** Components whose looks come from other components' stylesheets (beyond MANTINE_BASE), by what we import. */
const MANTINE_COMPOSED: Record<string, string[]> = {
  Anchor: ['Text', 'Anchor'],
  Checkbox: ['Checkbox', 'CheckboxIndicator', 'CheckboxCard'],
  Radio: ['Radio', 'RadioIndicator', 'RadioCard'],
  RangeSlider: ['Slider'],
  Select: ['Combobox'],
  '@mantine/notifications': ['Notification'],
  '@mantine/modals': ['Modal', 'Button', 'Text'],
  '@mantine/dropzone': ['LoadingOverlay'],
  '@mantine/charts': ['ColorSwatch'],
};

/**
 * Mantine's whole stylesheet is ~37 KB compressed; a page needs a fraction of it, and the first page's budget is 30 KB
 * of CSS. Mantine publishes one stylesheet per component (`@mantine/core/styles/<Component>.css`) for importing only
 * what is used, so in production builds our modules import them: the app's import of '@mantine/core/styles.css'
 * becomes the global styles and those other components build on (MANTINE_BASE), and each of our modules that imports a
 * component from Mantine imports its stylesheet first (before the module's own CSS, which may override it). Each lazy
 * screen thus carries the styles its components need. The dev server keeps the whole stylesheet.
 */
export function mantineStylesheets(sourceDir: string): Plugin {
  const known = new Map<string, boolean>();
  const published = (name: string) => {
    if (!known.has(name)) known.set(name, existsSync(packageFile(`@mantine/core/styles/${name}.css`)));
    return known.get(name);
  };
  const importsOf = (names: Iterable<string>) =>
    [...names].filter(published).map((name) => `import '@mantine/core/styles/${name}.css';\n`);
  const mantineImport = /import\s*\{([^}]*)\}\s*from\s*'(@mantine\/[a-z]+)'/g;
  const whole = "import '@mantine/core/styles.css';";
  let globalStyles = false;
  return {
    name: 'dishcraft:mantine-stylesheets',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.tsx?$/.test(id)) return null;
      const base = code.includes(whole) ? MANTINE_BASE : [];
      globalStyles ||= base.length > 0;
      const used = new Set<string>();
      for (const [, names, from] of code.matchAll(mantineImport)) {
        if (from !== '@mantine/core') for (const sheet of MANTINE_COMPOSED[from as string] ?? []) used.add(sheet);
        else
          for (const name of (names as string).split(',').map((part) => part.trim().split(/\s+/)[0] as string))
            for (const sheet of MANTINE_COMPOSED[name] ?? [name]) used.add(sheet);
      }
      if (base.length === 0 && used.size === 0) return null;
      return [...importsOf(base), ...importsOf(used), code.replace(whole, '')].join('');
    },
    buildEnd() {
      // Without it every page would lose Mantine's reset, variables and shared styles, in production builds only.
      if (!globalStyles) this.error(`no module of the app has the line ${whole}`);
    },
  };
}
