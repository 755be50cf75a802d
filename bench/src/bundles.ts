import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BundleSizes {
  firstPage: { jsGzipKB: number; cssGzipKB: number; files: string[] };
  routes: { chunk: string; jsGzipKB: number; cssGzipKB: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Builds the web app and measures what the first page and each lazy route load, gzipped. */
export async function measureBundles(): Promise<BundleSizes> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = new Map<string, number>();
  const size = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length);
    return gz.get(file) as number;
  };
  /** A chunk and everything it imports statically. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = async (keys: Set<string>, exclude: Set<string>) => {
    let js = 0;
    let css = 0;
    const files: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key] as ManifestChunk;
      if (!exclude.has(chunk.file)) {
        js += await size(chunk.file);
        files.push(chunk.file);
      }
      for (const sheet of chunk.css ?? []) {
        if (exclude.has(sheet)) continue;
        css += await size(sheet);
        files.push(sheet);
      }
    }
    return { js, css, files };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
  const first = await filesOf(closure(entryKey), new Set());
  // index.html's own scripts outside the manifest (the landing preload script that starts the entry) load too.
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)) {
    if (!file || first.files.includes(file)) continue;
    first.js += await size(file);
    first.files.push(file);
  }
  const loaded = new Set(first.files);
  const routes: BundleSizes['routes'] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const extra = await filesOf(closure(key), loaded);
    routes.push({ chunk: chunk.src ?? key, jsGzipKB: kb(extra.js), cssGzipKB: kb(extra.css) });
  }
  routes.sort((a, b) => b.jsGzipKB - a.jsGzipKB);
  return { firstPage: { jsGzipKB: kb(first.js), cssGzipKB: kb(first.css), files: first.files }, routes };
}
