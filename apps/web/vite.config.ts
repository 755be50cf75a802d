import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontLoading } from './vite-plugins/fontLoading.js';
import { mantineStylesheets } from './vite-plugins/mantineStylesheets.js';
import { packageFolder } from './vite-plugins/packages.js';
import { precompress } from './vite-plugins/precompress.js';
import { preloadLandingPages } from './vite-plugins/preloadLandingPages.js';
// By path, not by package name: Vite bundles the config's relative imports, TypeScript included.
import { LANDING_PAGES } from './src/app/landingPages.js';

const api = process.env.DEV_API ?? 'http://localhost:8000';
const root = fileURLToPath(new URL('.', import.meta.url));
const sourceDir = path.join(root, 'src') + path.sep;

/** What the screens share: Mantine's components and hooks, the icons, and our ui and lib folders. */
const sharedFolders = [
  ...['@mantine/core', '@mantine/hooks', '@tabler/icons-react'].map(packageFolder),
  path.join(sourceDir, 'ui') + path.sep,
  path.join(sourceDir, 'lib') + path.sep,
];

// The server's build of the app (`vite build --ssr src/entry-server.tsx`, to dist-server, outside what is served) renders
// the public pages (src/entry-server.tsx): one module for Node, without the browser's chunks, preloads or compression.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), mantineStylesheets(sourceDir), fontLoading(), preloadLandingPages(LANDING_PAGES, root), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/media': { target: api } },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    sourcemap: false,
    // Read by the server's render for each screen's stylesheets (src/app/pageStyles.ts).
    manifest: true,
    // Every browser the app supports (Vite's baseline targets) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The first page's modules, in the entry's one chunk (Rolldown tags them '$initial').
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The rest of the shared UI, with what it builds on (floating-ui, dayjs, …), in one chunk that every
                // lazy screen loads and the browser keeps across screens. Left to Rolldown, each component, icon and
                // ui module used by a different set of screens became a chunk of its own: a landing page fetched
                // ~130 files of 1-2 KB, six at a time on a phone's HTTP/1.1 connections.
                {
                  name: 'ui',
                  test: (id) => sharedFolders.some((folder) => id.startsWith(folder)),
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
