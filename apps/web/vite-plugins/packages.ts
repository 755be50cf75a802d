import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of a package, by the package's public name and exports (Node's resolution, as the bundler's). */
export const packageFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** The folder of an installed package, found from its public entry as Node resolves it. */
export function packageFolder(name: string): string {
  const named = (dir: string) =>
    existsSync(path.join(dir, 'package.json')) &&
    (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name === name;
  let dir = path.dirname(packageFile(name));
  while (!named(dir)) {
    if (dir === path.dirname(dir)) throw new Error(`no package.json named ${name} above its entry`);
    dir = path.dirname(dir);
  }
  return dir + path.sep;
}
