import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaFolder } from '@dishcraft/contract';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { BY_CATEGORY, type Cuisine, DISHES, type DishArt, type Table, type Vessel } from './pictures.js';

/** Deterministic pseudo-random numbers, so the demo looks the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hashString = (text: string): number => {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
};

const EMOJI_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('fluentui-emoji/package.json')),
  'icons/modern',
);
const emojiCache = new Map<string, string>();

/** The inside of one Fluent Emoji SVG (32×32 units); its element ids are unique per file, so copies can share a page. */
function emojiBody(name: string): string {
  let body = emojiCache.get(name);
  if (body === undefined) {
    const svg = readFileSync(path.join(EMOJI_DIR, `${name}.svg`), 'utf8');
    body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    emojiCache.set(name, body);
  }
  return body;
}

const n = (value: number) => value.toFixed(1);
const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(w)}" height="${Math.ceil(h)}" viewBox="0 0 ${Math.ceil(w)} ${Math.ceil(h)}">${body}</svg>`;

/**
 * A picture as layers: its table, drawn once per kind of table and scaled, and sprites laid on it by libvips, each an
 * SVG of its own drawn once per seed. As one SVG, its blurred shadows cost librsvg ~0.45 s a picture.
 */
interface Plan {
  w: number;
  h: number;
  table: string;
  /** Centred on (x, y), turned `angle` degrees, scaled to `size` px wide if given. */
  sprites: { svg: string; x: number; y: number; angle: number; size?: number }[];
}

/** Base colours of each table, light to dark, and the colour of its grain or veins. */
const TABLES: Record<Table, { light: string; dark: string; grain: string; grainOpacity: number; veins?: boolean }> = {
  walnut: { light: '#7a5138', dark: '#3f2719', grain: '#2a160c', grainOpacity: 0.28 },
  oak: { light: '#d7ad78', dark: '#a8773f', grain: '#7a4f22', grainOpacity: 0.22 },
  marble: { light: '#f7f5f1', dark: '#dcd7cf', grain: '#9c958b', grainOpacity: 0.35, veins: true },
  slate: { light: '#4a4f57', dark: '#23262b', grain: '#101216', grainOpacity: 0.35 },
  linen: { light: '#f3ead9', dark: '#d9c7a7', grain: '#a98f66', grainOpacity: 0.12 },
  terracotta: { light: '#e3a176', dark: '#a85a33', grain: '#7b3a1c', grainOpacity: 0.18 },
};

/** The table, 400×300 (its grain is soft), scaled to every picture: light from the upper left, grain or veins, darker at the edges. */
function tableSvg(table: Table): string {
  const t = TABLES[table];
  const [hw, hh] = [400, 300];
  return svgDoc(
    hw,
    hh,
    `<defs>
  <radialGradient id="light" cx="35%" cy="25%" r="95%"><stop offset="0" stop-color="${t.light}"/><stop offset="1" stop-color="${t.dark}"/></radialGradient>
  <radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
  <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${t.veins ? '0.012 0.024' : '0.008 0.18'}" numOctaves="${t.veins ? 4 : 3}" seed="7"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${t.veins ? 3.2 : 1.6} ${t.veins ? -1.9 : -0.6}"/></filter>
</defs>
<rect width="${hw}" height="${hh}" fill="url(#light)"/>
<rect width="${hw}" height="${hh}" fill="${t.grain}" opacity="${t.grainOpacity}" filter="url(#grain)"/>
<rect width="${hw}" height="${hh}" fill="url(#vignette)"/>`,
  );
}

/** An emoji `size` px wide centred on (x, y), turned `angle` degrees, lifted off the table by a soft shadow. */
function emoji(name: string, x: number, y: number, size: number, angle = 0) {
  // Drawn once at one size and scaled by libvips: each emoji's shadow is filtered once per seed, not once per use.
  const s = 256;
  const box = s * 1.5;
  const c = box / 2;
  const svg = svgDoc(
    box,
    box,
    `<defs><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(s / 40)}"/><feOffset dx="${n(s / 50)}" dy="${n(s / 28)}"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
<g filter="url(#shadow)"><svg x="${n(c - s / 2)}" y="${n(c - s / 2)}" width="${s}" height="${s}" viewBox="0 0 32 32" fill="none" overflow="visible">${emojiBody(name)}</svg></g>`,
  );
  return { svg, x, y, angle: Math.round(angle), size: Math.round(size * 1.5) };
}

/** A plate, bowl, board or coaster seen from above, `r` px in radius, with its shadow, centred on (x, y). */
function vessel(kind: Vessel, x: number, y: number, radius: number) {
  // One size per kind, scaled like the emoji.
  const r = 200;
  const box = Math.ceil(r * 2.5);
  const c = box / 2;
  const rnd = prng(hashString(`${kind}${r}`));
  const circle = (f: number, attrs: string) => `<circle cx="${n(c)}" cy="${n(c)}" r="${n(r * f)}" ${attrs}/>`;
  const shadow = `<circle cx="${n(c + r * 0.06)}" cy="${n(c + r * 0.1)}" r="${n(r * 1.01)}" fill="#000" opacity="${kind === 'glass' ? 0.25 : 0.35}" filter="url(#soft)"/>`;
  let body: string;
  switch (kind) {
    case 'plate':
      body =
        circle(1, 'fill="url(#plate)"') +
        circle(0.72, `fill="url(#well)" stroke="#d8d3ca" stroke-width="${n(r * 0.012)}" stroke-opacity="0.8"`);
      break;
    case 'stoneware':
      body =
        circle(1, 'fill="url(#stoneware)"') +
        circle(0.93, `fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${n(r * 0.03)}"`) +
        Array.from({ length: 40 }, () => {
          const a = rnd() * Math.PI * 2;
          const d = Math.sqrt(rnd()) * r * 0.95;
          return `<circle cx="${n(c + Math.cos(a) * d)}" cy="${n(c + Math.sin(a) * d)}" r="${n(r * (0.004 + rnd() * 0.008))}" fill="#c9c2b4" opacity="0.55"/>`;
        }).join('');
      break;
    case 'board':
      body =
        circle(1, 'fill="url(#board)"') +
        [0.25, 0.42, 0.6, 0.78, 0.9]
          .map((f) => circle(f, `fill="none" stroke="#8a5a2b" stroke-opacity="0.16" stroke-width="${n(r * 0.012)}"`))
          .join('') +
        circle(0.985, `fill="none" stroke="#7a4a20" stroke-opacity="0.45" stroke-width="${n(r * 0.03)}"`);
      break;
    case 'glass':
      body =
        circle(0.8, 'fill="url(#cork)"') +
        circle(
          0.72,
          `fill="none" stroke="#8c6239" stroke-opacity="0.35" stroke-width="${n(r * 0.015)}" stroke-dasharray="${n(r * 0.03)} ${n(r * 0.03)}"`,
        );
      break;
  }
  const svg = svgDoc(
    box,
    box,
    `<defs>
  <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(r / 18)}"/></filter>
  <radialGradient id="plate" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#fff"/><stop offset="0.8" stop-color="#f4f2ee"/><stop offset="1" stop-color="#dedad3"/></radialGradient>
  <radialGradient id="well" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#fbfaf8"/><stop offset="1" stop-color="#e9e5de"/></radialGradient>
  <radialGradient id="stoneware" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#5d6670"/><stop offset="1" stop-color="#2e343b"/></radialGradient>
  <radialGradient id="board" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#e7c08c"/><stop offset="1" stop-color="#b8834a"/></radialGradient>
  <radialGradient id="cork" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#d9b48a"/><stop offset="1" stop-color="#a97d52"/></radialGradient>
</defs>${shadow}${body}`,
  );
  return { svg, x, y, angle: 0, size: Math.round(radius * 2.5) };
}

type Sprite = Plan['sprites'][number];

/** One dish on its vessel, centred on (x, y); what goes with it lies beside it unless `sides` is false. */
function plated(art: DishArt, x: number, y: number, r: number, rnd: () => number, sides = true): Sprite[] {
  const [main, ...rest] = art.emoji;
  const parts = [vessel(art.vessel, x, y, r)];
  const mainSize = art.vessel === 'glass' ? r * 1.55 : r * 1.35;
  parts.push(emoji(main, x + (rnd() - 0.5) * r * 0.06, y - r * 0.03, mainSize, (rnd() - 0.5) * 16));
  if (sides) {
    // At the upper right and lower left, half off the edge, as a food photographer places the ingredients.
    const spots = [
      [x + r * 1.45, y - r * 0.95],
      [x - r * 1.5, y + r * 0.85],
    ] as const;
    rest.forEach((name, i) => {
      const [sx, sy] = spots[i % spots.length] as readonly [number, number];
      parts.push(emoji(name, sx + (rnd() - 0.5) * r * 0.2, sy + (rnd() - 0.5) * r * 0.2, r * 0.85, (rnd() - 0.5) * 50));
    });
  }
  return parts;
}

export const dishArt = (name: string, category: string): DishArt =>
  DISHES[name] ?? BY_CATEGORY[category] ?? { vessel: 'plate', emoji: ['pot-of-food'] };

/** A dish from above on the cuisine's table, 800×600 (the cards' 4:3). */
export function dishPlan(name: string, art: DishArt, table: Table): Plan {
  const rnd = prng(hashString(name));
  return {
    w: 800,
    h: 600,
    table: tableSvg(table),
    sprites: plated(art, 400 + (rnd() - 0.5) * 30, 300, 220, rnd),
  };
}

/** A restaurant's cover, 1600×900: three of its dishes spread across its table, the middle one nearest. */
export function coverPlan(name: string, dishes: [DishArt, ...DishArt[]], table: Table): Plan {
  const rnd = prng(hashString(`cover:${name}`));
  const [b, a = b, c = b] = dishes;
  const sides = dishes
    .flatMap((d) => d.emoji.slice(1))
    .slice(0, 4)
    .map((side, i) =>
      emoji(side, [600, 1100, 1140, 380][i] as number, [90, 150, 870, 820][i] as number, 190, (rnd() - 0.5) * 60),
    );
  return {
    w: 1600,
    h: 900,
    table: tableSvg(table),
    sprites: [
      ...sides,
      ...plated(a, 280, 310, 260, rnd, false),
      ...plated(c, 1330, 590, 260, rnd, false),
      ...plated(b, 790, 480, 310, rnd, false),
    ],
  };
}

/** Food for the home page's hero, `w`×`h` (8:3): dishes of the demo's cuisines on an oak table, the left for text. */
export function heroPlan(w: number, h: number): Plan {
  const rnd = prng(hashString('hero'));
  const dish = (name: string) => DISHES[name] as DishArt;
  return {
    w,
    h,
    table: tableSvg('oak'),
    sprites: [
      emoji('lemon', w * 0.76, h * 0.6, h * 0.18, 20),
      emoji('herb', w * 0.47, h * 0.72, h * 0.17, -30),
      emoji('tomato', w * 0.99, h * 0.12, h * 0.17, 10),
      ...plated(dish('Pepperoni Pizza'), w * 0.56, h * 0.36, h * 0.3, rnd, false),
      ...plated(dish('Butter Chicken'), w * 0.78, h * 0.22, h * 0.25, rnd, false),
      ...plated(dish('Halloumi Power Salad'), w * 0.92, h * 0.68, h * 0.33, rnd, false),
      ...plated(dish('Classic Smash Burger'), w * 0.69, h * 0.88, h * 0.25, rnd, false),
    ],
  };
}

/** A round badge with the cuisine's signature dish, 400×400: one sprite on a gradient, no table. */
export function logoPlan(cuisine: Cuisine): Plan {
  const [inner, outer] = cuisine.badge;
  const badge = svgDoc(
    200,
    200,
    `<defs><radialGradient id="badge" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>
<rect width="200" height="200" fill="url(#badge)"/>`,
  );
  const ring = svgDoc(
    400,
    400,
    '<circle cx="200" cy="200" r="168" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.85" stroke-width="8"/>',
  );
  return {
    w: 400,
    h: 400,
    table: badge,
    sprites: [{ svg: ring, x: 200, y: 200, angle: 0 }, emoji(cuisine.signature, 200, 196, 220)],
  };
}

/**
 * Rendered sprites, as raw pixels, by SVG, size and angle: a plate or an emoji is drawn once per seed, then scaled and
 * turned by libvips (its shadow turns with it, by at most 25°, which the eye does not catch).
 */
type Pixels = { data: Buffer; info: OutputInfo };
const sprites = new Map<string, Promise<Pixels>>();
const raw = (image: Sharp) => image.raw().toBuffer({ resolveWithObject: true });
const pixels = ({ data, info }: Pixels) => sharp(data, { raw: info });
const drawn = (svg: string) => once(svg, () => raw(sharp(Buffer.from(svg)).ensureAlpha()));
const placed = ({ svg, angle, size }: Plan['sprites'][number]) =>
  angle === 0 && size === undefined
    ? drawn(svg)
    : once(`${size}:${angle}:${svg}`, async () => {
        const source = await drawn(svg);
        // Scaled and turned in one affine transform: one libvips pass per sprite.
        const scale = (size ?? source.info.width) / source.info.width;
        const [cos, sin] = [Math.cos((angle * Math.PI) / 180) * scale, Math.sin((angle * Math.PI) / 180) * scale];
        return raw(
          pixels(source).affine(
            [
              [cos, -sin],
              [sin, cos],
            ],
            { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: sharp.interpolators.bicubic },
          ),
        );
      });
function once(key: string, make: () => Promise<Pixels>) {
  let made = sprites.get(key);
  if (!made) {
    made = make();
    sprites.set(key, made);
  }
  return made;
}

/** Rendered pictures by plan: the same plan renders to the same WebP, so a second seed on the machine only copies. */
const CACHE_DIR = path.join(tmpdir(), 'dishcraft-seed-pictures');

export async function render(plan: Plan, quality = 82): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`${quality}\n${JSON.stringify(plan)}`)
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(CACHE_DIR, `${key}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const [table, ...layers] = await Promise.all([drawn(plan.table), ...plan.sprites.map(placed)]);
  const base = await once(`${plan.w}x${plan.h}:${plan.table}`, async () =>
    raw(pixels(table).resize(plan.w, plan.h, { fit: 'cover' })),
  );
  const bytes = await pixels(base)
    .composite(
      layers.map(({ data, info }, i) => {
        const { x, y } = plan.sprites[i] as Plan['sprites'][number];
        const { width, height, channels } = info;
        return {
          input: data,
          raw: { width, height, channels },
          left: Math.round(x - width / 2),
          top: Math.round(y - height / 2),
        };
      }),
    )
    .webp({ quality, effort: 2 })
    .toBuffer();
  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a seed running beside this one never reads half a file.
  const partial = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, cached);
  return bytes;
}

/** Stores a rendered picture as an upload would be stored: a random name in its media folder. */
export async function store(mediaDir: string, folder: MediaFolder, plan: Plan): Promise<string> {
  const bytes = await render(plan);
  const name = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  await writeFile(path.join(mediaDir, name), bytes);
  return name;
}
