import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, TypeScript included.
import { STORAGE_KEYS } from '../../packages/contract/src/limits.js';

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
 * The pages people land on from outside, by path: their code is fetched beside the first page's, and so are the API
 * answers their first render asks for (`$1`: the path's first group), for visitors without a token and without a
 * query string (lib/api.ts takes them instead of asking again).
 */
const LANDING_PAGES: { path: RegExp; page: string; api?: string[] }[] = [
  {
    path: /^\/$/,
    page: 'src/features/home/HomePage.tsx',
    api: [
      '/api/restaurants/restaurants/',
      '/api/meals/meals/?page=1&page_size=6',
      '/api/meals/custom-meals/top-rated/',
    ],
  },
  {
    path: /^\/meals\/?$/,
    page: 'src/features/meals/MealsPage.tsx',
    api: ['/api/meals/meals/?page=1&page_size=20&max_price=10000', '/api/meals/categories/'],
  },
  { path: /^\/meals\/\d+\/?$/, page: 'src/features/meals/MealDetailPage.tsx' },
  { path: /^\/restaurants\/?$/, page: 'src/features/restaurants/RestaurantListPage.tsx' },
  {
    path: /^\/restaurants\/(\d+)\/?$/,
    page: 'src/features/restaurants/RestaurantDetailPage.tsx',
    api: ['/api/restaurants/restaurants/$1/', '/api/meals/meals/?restaurant=$1'],
  },
  { path: /^\/top-custom-meals\/?$/, page: 'src/features/custom-meals/TopCustomMealsPage.tsx' },
];

/**
 * A lazy page's chunk is requested only once the first page's ~130 KB of script has arrived and rendered up to the
 * route, and its API requests and pictures wait on it (issue #8: Lighthouse's largest paint came at 5 s, 80% of it
 * waiting). A small script beside the entry, async and from our origin (the CSP forbids inline scripts), looks at
 * the path and preloads the landing page's chunks and stylesheets at once, with the attributes Vite's loader uses
 * so the loader's own requests find them in the cache, and requests the page's API answers.
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
        const pages = LANDING_PAGES.map(({ path, page, api = [] }): LandingPage => {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/${page}`));
          if (!chunk) throw new Error(`preloadLandingPages: no chunk for ${page}`);
          const own = [...closure(chunk)].filter((c) => !firstPage.has(c));
          return {
            path: path.source,
            scripts: own.map((c) => c.fileName),
            styles: own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
            api,
          };
        });
        const source = `(${preloadFor.toString()})(${JSON.stringify(pages)}, ${JSON.stringify(STORAGE_KEYS.token)});\n`;
        const script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload.js', source }));
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('preloadLandingPages: index.html is not in the bundle');
        html.source = String(html.source).replace(
          /<script type="module"/,
          `<script async src="/${script}"></script>\n    $&`,
        );
      },
    },
  };
}

interface LandingPage {
  path: string;
  scripts: string[];
  styles: string[];
  api: string[];
}

/** Runs in the browser (see preloadLandingPages), so it refers to nothing outside itself. */
function preloadFor(pages: LandingPage[], tokenKey: string) {
  for (const page of pages) {
    const match = new RegExp(page.path).exec(location.pathname);
    if (!match) continue;
    const add = (rel: string, file: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    };
    // After the first frame: the shell paints first (on a slow phone the preloads would share the connection with
    // the stylesheets it waits for).
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const file of page.styles) add('preload', file, 'style');
        for (const file of page.scripts) add('modulepreload', file);
      }),
    );
    let signedIn = true;
    try {
      signedIn = localStorage.getItem(tokenKey) !== null;
    } catch {
      // storage refused: let the app ask for itself
    }
    if (signedIn || location.search) return;
    (window as { prefetchedApi?: Map<string, Promise<Response>> }).prefetchedApi = new Map(
      page.api.map((template) => {
        const url = template.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
        return [url, fetch(url, { headers: { Accept: 'application/json' } })];
      }),
    );
    return;
  }
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), mantineStylesPerComponent(), preloadLandingPages(), precompress()],
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
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports (Vite's baseline targets) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
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
            { name: 'mantine-base', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/, priority: 10 },
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
