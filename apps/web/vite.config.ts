import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, TypeScript included.
import { LANDING_PAGES } from './src/app/landingPages.js';

const api = process.env.DEV_API ?? 'http://localhost:8000';

/**
 * Mantine's whole stylesheet is 290 KB; a page needs a tenth of it. In production builds the app's one import of
 * '@mantine/core/styles.css' becomes the global part only, and every Mantine component module pulls in its own
 * stylesheet (the per-component files Mantine publishes, one per `X.module.mjs`), so each lazy route's chunk
 * carries exactly the component styles its code uses, loaded before the route's own CSS modules as before.
 * The dev server pre-bundles Mantine and keeps the whole stylesheet.
 */
function mantineStylesPerComponent(): Plugin {
  const globalStyles = fileURLToPath(new URL('./src/app/mantine-global.css', import.meta.url));
  const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'dishcraft:mantine-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@mantine/core/styles.css' ? globalStyles : null;
    },
    transform(code, id) {
      const match = componentModule.exec(id);
      return match ? `${code}\nimport '@mantine/core/styles/${match[1]}.css';\n` : null;
    },
  };
}

/**
 * The app's typeface, Inter (its Latin part, the one every page uses), is preloaded from the HTML and shown only if it
 * has arrived by the first paint: pages rendered on the server paint their text before the script runs, and with the
 * package's `font-display: swap` that text reflowed when the font came (a layout shift of 0.34 in Lighthouse, issue
 * #8). With `optional` a browser without it in time keeps the fallback for that page, and has it cached for the next.
 */
function fontLoading(): Plugin {
  const interStyles = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;
  return {
    name: 'dishcraft:font-loading',
    apply: 'build',
    transform(code, id) {
      return interStyles.test(id) ? code.replaceAll('font-display: swap', 'font-display: optional') : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const font = Object.keys(bundle).find((file) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(file));
        const html = bundle['index.html'];
        if (!font || html?.type !== 'asset') throw new Error('fontLoading: no Inter Latin font or no index.html');
        html.source = String(html.source).replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`,
        );
      },
    },
  };
}

/**
 * Writes file.br and file.gz beside every text file of the build, compressed once at the highest levels, for the
 * server's static handler to pick by Accept-Encoding (apps/server/src/lib/http/web-app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dishcraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const text = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        text.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          await writeFile(
            `${full}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The app's scripts start after the first paint, from a small script (async, from our origin: the CSP forbids inline
 * scripts). The page a visitor lands on paints from HTML and stylesheets alone (the server's rendered page, or the app
 * shell), and on a slow phone the ~130 KB of script shared the connection with the stylesheets that paint waits for
 * (issue #8). That script then also preloads the landing page's own chunks and stylesheets: requested by the app,
 * they came only once the first page's code had arrived and run up to the route, and the browser cannot take over a
 * rendered page before it has them. It adds them with the attributes Vite's loader uses, so the loader's own requests
 * find them in the cache.
 */
function preloadLandingPages(): Plugin {
  return {
    name: 'dishcraft:preload-landing-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: OutputChunk, seen = new Set<OutputChunk>()) => {
          if (seen.has(chunk)) return seen;
          seen.add(chunk);
          for (const file of chunk.imports) closure(byFile.get(file) as OutputChunk, seen);
          return seen;
        };
        const cycle = chunks.find((chunk) =>
          chunk.imports.some((file) => closure(byFile.get(file) as OutputChunk).has(chunk)),
        );
        if (cycle) throw new Error(`preloadLandingPages: ${cycle.fileName} imports itself through other chunks`);
        const entry = chunks.find((chunk) => chunk.isEntry) as OutputChunk;
        const firstPage = closure(entry);
        const pages = LANDING_PAGES.map(({ path, page }): LandingPage => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/${page}`));
          if (!chunk) throw new Error(`preloadLandingPages: no chunk for ${page}`);
          const own = [...closure(chunk)].filter((c) => !firstPage.has(c));
          return {
            path: path.source,
            scripts: own.map((c) => c.fileName),
            styles: own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
          };
        });
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('preloadLandingPages: index.html is not in the bundle');
        // Vite's own tags for the entry: its module script and the preloads of what it imports.
        const entryTag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
        let page = String(html.source);
        const start = entryTag.exec(page)?.[1];
        if (start !== entry.fileName)
          throw new Error('preloadLandingPages: no module script for the entry in index.html');
        const imports = [...page.matchAll(preloadTag)].map((match) => match[1] as string);
        page = page.replace(entryTag, '').replace(preloadTag, '');
        const first: FirstPage = { entry: start, imports };
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
  styles: string[];
}

interface FirstPage {
  /** The app's entry module. */
  entry: string;
  /** What it imports, preloaded beside it. */
  imports: string[];
}

/** Runs in the browser (see preloadLandingPages), so it refers to nothing outside itself. */
function preloadFor(first: FirstPage, pages: LandingPage[]) {
  const add = (rel: string, file: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const page = pages.find(({ path }) => new RegExp(path).test(location.pathname));
    for (const file of first.imports) add('modulepreload', file);
    for (const file of page?.styles ?? []) add('preload', file, 'style');
    for (const file of page?.scripts ?? []) add('modulepreload', file);
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

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

/** The app chrome that loads once the first screen has shown (src/ui/firstScreen.ts), in one chunk of its own. */
const appChrome =
  /[\\/]src[\\/]app[\\/](Toasts|ModalsHost|UserMenu|NavDrawer|Footer)\.|node_modules[\\/](@mantine[\\/]notifications|react-transition-group|@babel[\\/]runtime)[\\/]/;
/** The libraries of menus, popovers, selects and modals: positioning, focus trapping, scroll locking (see overlays). */
const overlayLibraries = String.raw`@mantine[\\/]modals|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|tslib|dayjs`;

/**
 * What the screens share: Mantine's components and hooks with their helper libraries, the icons and the app's ui
 * folder. The part of it the first page uses goes in one chunk and the rest in another, so a landing page fetches its
 * components in one file instead of one per component, icon and module (issue #8: ~90 files of 1-2 KB, six at a time
 * on a phone's HTTP/1.1 connections). "The rest" is told by Rolldown's own '$initial' tag: a test that follows
 * importers cannot, as every component is imported by @mantine/core's index, which the first page imports too.
 */
const sharedUi = new RegExp(
  String.raw`node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@tabler[\\/]icons-react|react-number-format|react-textarea-autosize|${overlayLibraries})[\\/]|[\\/]src[\\/]ui[\\/]`,
);

/**
 * Of the shared UI, the floating and overlay machinery (menus, popovers, tooltips, selects, drawers, modals, with
 * floating-ui, focus trapping and scroll locking: `overlayLibraries`) is half the bytes, and most landing screens use
 * none of it. It goes in a chunk of its own with what is built on it (Table's scroll container, LoadingOverlay, the ui
 * folder's tooltip, TimeAgo with its tooltip and dayjs, and confirm with the modals), loaded by the deferred chrome
 * and the screens that use it. A module of the ui chunk that imports one of these must move here: the two chunks
 * importing each other would run a component's code before that of one it builds on (the build fails on such a cycle).
 */
const overlayComponents = String.raw`(Menu|Popover|Tooltip|Drawer|Modal|ModalBase|Combobox|Select|Autocomplete|MultiSelect|TagsInput|ScrollArea|FocusTrap|Portal|Overlay|LoadingOverlay|Table)`;
const overlays = new RegExp(
  [
    String.raw`node_modules[\\/](@mantine[\\/]core[\\/](esm[\\/](components[\\/]${overlayComponents}|utils[\\/]Floating)[\\/]`,
    String.raw`|styles[\\/]${overlayComponents}\.css)|(${overlayLibraries})[\\/])|[\\/]src[\\/]ui[\\/](TimeAgo|confirm|tooltip)\.`,
  ].join(''),
);

// The server's build of the app (`vite build --ssr src/entry-server.tsx`, to dist-server, outside what is served) renders
// the public pages (src/entry-server.tsx): one module for Node, without the browser's chunks, preloads or compression.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), mantineStylesPerComponent()]
    : [react(), mantineStylesPerComponent(), fontLoading(), preloadLandingPages(), precompress()],
  resolve: {
    // react-router's package exports point every bundler at its development build (extra checks and warnings);
    // production builds take the production build it ships beside it.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/media': { target: api } },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports (Vite's baseline targets) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Two long-lived chunks every page needs: the framework (React, the router, TanStack Query) and Mantine's
            // core (provider, Box, styles API). They change only with dependency updates, so browsers keep them
            // across deploys. Then the shared UI of the first page and that of the other screens, and the deferred chrome
            // (see sharedUi); everything else splits by route as Rolldown decides. The two lazy groups take only the
            // modules they match: taking their dependencies too, they would pull in first-page modules, and the first
            // page would then load the whole chunk.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
                  priority: 20,
                },
                {
                  name: 'mantine-base',
                  test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
                  priority: 10,
                },
                { name: 'ui-initial', test: sharedUi, tags: ['$initial'], priority: 9 },
                { name: 'chrome', test: appChrome, includeDependenciesRecursively: false, priority: 8 },
                { name: 'overlays', test: overlays, includeDependenciesRecursively: false, priority: 6 },
                { name: 'ui', test: sharedUi, includeDependenciesRecursively: false, priority: 5 },
              ],
            },
          },
        },
  },
}));
