import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360}, ${s}%, ${l}%)`;

/** Appetising food colours: tomato, carrot, saffron, golden crust, herbs, aubergine. */
const FOOD_HUES = [4, 18, 30, 42, 48, 95, 110, 330];

/** A plate seen from above with food on it, in the restaurant's colours: drawn, not photographed. */
function dishSvg(name: string, hue: number): string {
  const rnd = prng(hashString(name));
  const bg = hsl(hue, 55, 88);
  const pieces: string[] = [];
  const count = 5 + Math.floor(rnd() * 6);
  for (let i = 0; i < count; i += 1) {
    const angle = rnd() * Math.PI * 2;
    const dist = rnd() * 120;
    const x = 400 + Math.cos(angle) * dist;
    const y = 300 + Math.sin(angle) * dist * 0.8;
    const rx = 30 + rnd() * 55;
    const ry = 20 + rnd() * 40;
    const warm = FOOD_HUES[Math.floor(rnd() * FOOD_HUES.length)] as number;
    const colour = hsl(warm + rnd() * 10, 55 + rnd() * 30, 38 + rnd() * 25);
    pieces.push(
      `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" transform="rotate(${(rnd() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
    );
  }
  for (let i = 0; i < 14; i += 1) {
    const x = 260 + rnd() * 280;
    const y = 180 + rnd() * 240;
    pieces.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(4 + rnd() * 6).toFixed(0)}" fill="${hsl(90 + rnd() * 60, 60, 35)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0%" stop-color="${hsl(hue, 60, 94)}"/><stop offset="100%" stop-color="${bg}"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <ellipse cx="410" cy="318" rx="232" ry="202" fill="rgba(0,0,0,0.12)"/>
  <ellipse cx="400" cy="300" rx="230" ry="200" fill="#fafafa"/>
  <ellipse cx="400" cy="300" rx="185" ry="160" fill="#f1f1f1"/>
  ${pieces.join('\n  ')}
</svg>`;
}

/** A round badge with the restaurant's initials. */
function logoSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${hsl(hue, 70, 45)}"/>
  <circle cx="200" cy="200" r="150" fill="none" stroke="#fff" stroke-width="10"/>
  <text x="200" y="235" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>
</svg>`;
}

async function store(mediaDir: string, folder: string, svg: string): Promise<string> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const name = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await mkdir(path.join(mediaDir, folder), { recursive: true });
  await writeFile(path.join(mediaDir, name), bytes);
  return name;
}

export const dishImage = (mediaDir: string, name: string, hue: number) =>
  store(mediaDir, 'meal_images', dishSvg(name, hue));
export const logoImage = (mediaDir: string, name: string, hue: number) =>
  store(mediaDir, 'restaurant_logos', logoSvg(name, hue));
