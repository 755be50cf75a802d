import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), mantineStylesPerComponent(), precompress()],
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
        // across deploys; everything else splits by route as Rolldown decides.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 20,
            },
            { name: 'mantine-base', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
}));
