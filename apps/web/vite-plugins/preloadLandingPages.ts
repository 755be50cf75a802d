import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The app's scripts start after the first paint, from a small script (async, from our origin: the CSP forbids inline
 * scripts). A landing page paints from the server's HTML and stylesheets alone, and on a slow phone the entry's
 * ~115 KB of script shared the connection with the stylesheets that paint waits for. That script then also preloads
 * the landing screen's own chunks, which the browser needs before it can take the rendered page over, instead of
 * after the entry has run up to the route. It uses the attributes of Vite's loader, whose requests then find them
 * in the cache. (The screen's stylesheets are linked by the server's render, app/pageStyles.ts.)
 */
/**
 * `landingPages`: the screens' paths and modules (src/app/landingPages.ts), the modules relative to `root`, the
 * project's folder.
 */
export function preloadLandingPages(landingPages: { path: RegExp; page: string }[], root: string): Plugin {
  return {
    name: 'dishcraft:preload-landing-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: OutputChunk, seen = new Set<string>()) => {
          if (seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) closure(byFile.get(file) as OutputChunk, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry) as OutputChunk;
        const firstPage = closure(entry);
        const pages = landingPages.map(({ path: pattern, page }): LandingPage => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === path.join(root, page));
          if (!chunk) throw new Error(`preloadLandingPages: no chunk for ${page}`);
          return { path: pattern.source, scripts: [...closure(chunk)].filter((file) => !firstPage.has(file)) };
        });
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('preloadLandingPages: index.html is not in the bundle');
        // Vite's own tags for the entry: its module script and the preloads of what it imports.
        const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        let page = String(html.source);
        if (!page.includes(entryTag)) throw new Error('preloadLandingPages: no module script for the entry');
        const imports = [...firstPage].filter((file) => file !== entry.fileName);
        page = page.replace(entryTag, '');
        for (const file of imports) page = page.replace(`<link rel="modulepreload" crossorigin href="/${file}">`, '');
        const first: FirstPage = { entry: entry.fileName, imports };
        const source = `(${preloadFor.toString()})(${JSON.stringify(first)}, ${JSON.stringify(pages)});\n`;
        const script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload.js', source }));
        html.source = page.replace('</head>', `  <script async src="/${script}"></script>\n  </head>`);
      },
    },
  };
}

interface LandingPage {
  path: string;
  scripts: string[];
}

interface FirstPage {
  /** The app's entry module. */
  entry: string;
  /** What it imports, preloaded beside it. */
  imports: string[];
}

/** Runs in the browser (see preloadLandingPages), so it refers to nothing outside itself. */
function preloadFor(first: FirstPage, pages: LandingPage[]) {
  const add = (file: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const page = pages.find(({ path }) => new RegExp(path).test(location.pathname));
    for (const file of [...first.imports, ...(page?.scripts ?? [])]) add(file);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = `/${first.entry}`;
    document.head.append(script);
  };
  // After the first frame has painted; a tab opened in the background paints no frame, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 200);
}
