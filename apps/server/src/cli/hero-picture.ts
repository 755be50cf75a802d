import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heroPlan, render } from '../db/seed/images.js';

/**
 * Writes the home page hero's picture, at the widths its srcset lists, into the web app (where the build fingerprints
 * it). Run after changing the hero's composition: `npx tsx apps/server/src/cli/hero-picture.ts`.
 */
const HERO_DIR = fileURLToPath(new URL('../../../web/src/features/home/', import.meta.url));

for (const width of [800, 1600]) {
  const file = path.join(HERO_DIR, `hero-${width}.webp`);
  await writeFile(file, await render(heroPlan(width, (width * 3) / 8), 72));
  console.log(`wrote ${file}`);
}
