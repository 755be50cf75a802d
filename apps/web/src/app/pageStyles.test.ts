import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStyles } from './pageStyles';

/** A browser build's manifest: the entry, a screen with a shared chunk and a lazy part, and another screen. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/Screen.tsx', 'src/Other.tsx'],
  },
  'src/Screen.tsx': {
    file: 'assets/Screen.js',
    css: ['assets/Screen.css'],
    imports: ['index.html', '_ui.js'],
    dynamicImports: ['src/Lazy.tsx'],
  },
  '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'], imports: ['index.html'] },
  'src/Lazy.tsx': { file: 'assets/Lazy.js', css: ['assets/Lazy.css'], imports: ['_ui.js'] },
  'src/Other.tsx': { file: 'assets/Other.js', css: ['assets/Other.css'] },
};

describe('the stylesheets a rendered screen links', () => {
  let dir: string;
  let stylesOf: (page: string) => string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-manifest-'));
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    stylesOf = pageStyles(pathToFileURL(path.join(dir, 'manifest.json')));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("are the screen's, its imports' and its lazy parts', each once, what it builds on first", () => {
    expect(stylesOf('src/Screen.tsx')).toEqual(['assets/ui.css', 'assets/Lazy.css', 'assets/Screen.css']);
  });

  it("leave out the entry's own (index.html links them) and other screens'", () => {
    expect(stylesOf('src/Screen.tsx')).not.toContain('assets/index.css');
    expect(stylesOf('src/Screen.tsx')).not.toContain('assets/Other.css');
  });

  it('are none for a module the build does not know', () => {
    expect(stylesOf('src/Missing.tsx')).toEqual([]);
  });
});
