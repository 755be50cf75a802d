import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes file.br and file.gz beside every text file of the build, compressed once at the highest levels, for the
 * server's static handler to pick by Accept-Encoding (apps/server/src/lib/http/web-app.ts).
 */
export function precompress(): Plugin {
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
