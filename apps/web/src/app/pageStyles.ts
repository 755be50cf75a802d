import { readFileSync } from 'node:fs';

/** What the server render needs of the browser build's manifest (Vite's `build.manifest`). */
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The stylesheets of a screen module and of everything it imports, lazy parts included (the server renders those
 * too): a page rendered on the server links them in its <head>, so its first paint is styled as the app will be. The
 * browser build loads them with the screen's code (one stylesheet per component, see vite.config.ts), which on a
 * rendered page came too late (the page reflowed when they arrived: a layout shift of 0.23-0.34 in Lighthouse).
 */
export function pageStyles(manifestFile: URL): (page: string) => string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const stylesOf = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    // The entry's stylesheets are in index.html already, and its lazy imports are every other screen.
    if (!chunk || chunk.isEntry) return [];
    const imported = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])];
    return [...imported.flatMap((next) => stylesOf(next, seen)), ...(chunk.css ?? [])];
  };
  const cache = new Map<string, string[]>();
  return (page) => {
    let styles = cache.get(page);
    if (!styles) cache.set(page, (styles = [...new Set(stylesOf(page, new Set()))]));
    return styles;
  };
}
