import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { packageFile } from './packages.js';

/**
 * Inter is shown only if it has arrived by the first paint, and its Latin file is preloaded for that: pages rendered on
 * the server paint their text before any script runs, and with the package's `font-display: swap` that text reflowed
 * when the font came (a layout shift of 0.34 in Lighthouse). With `optional` a browser without it in time keeps the
 * fallback for that page and has the font cached for the next. Both files are found by the package's public exports.
 */
export function fontLoading(): Plugin {
  const styles = packageFile('@fontsource-variable/inter');
  const latin = packageFile('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  let root = '';
  return {
    name: 'dishcraft:font-loading',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      return id === styles ? code.replaceAll('font-display: swap', 'font-display: optional') : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        // Vite names an asset's source relative to the project root.
        const font = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.some((name) => path.resolve(root, name) === latin),
        );
        const html = bundle['index.html'];
        if (!font || html?.type !== 'asset') throw new Error('fontLoading: no Inter Latin font or no index.html');
        html.source = String(html.source).replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin />`,
        );
      },
    },
  };
}
