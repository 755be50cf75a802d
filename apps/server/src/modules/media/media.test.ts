import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { ingredients } from '../../db/schema.js';
import { makeRestaurant, type RestaurantFixture } from '../orders/fixtures.js';
import { type FilePart, gone, multipart } from './multipart.js';

const LIST = '/api/restaurants/ingredients/';
const INVALID = { image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'] };
const fields = { name: 'Saffron', unit: 'g', price_per_unit: '9.50', quantity: '10' };

/** A small real PNG whose header claims 20000 × 20000 pixels: a decompression bomb as far as a decoder can tell. */
async function bombPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type): width, height, then 5 more bytes.
  out.writeUInt32BE(20000, 16);
  out.writeUInt32BE(20000, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('the upload pipeline through POST /api/restaurants/ingredients/ (API.md §1.3, §1.9)', () => {
  let t: TestApp;
  let r: RestaurantFixture;

  beforeAll(async () => {
    t = await createTestApp();
    r = await makeRestaurant(t);
  });
  afterAll(() => t.close());

  const post = (image: FilePart | string, extra: Record<string, string> = {}) =>
    call(t, 'POST', LIST, { token: r.owner.token, ...multipart({ ...fields, ...extra, image }) });

  async function nothingStored() {
    const [row] = await t.db.select({ n: count() }).from(ingredients);
    expect(row?.n).toBe(0);
    const folder = path.join(t.config.mediaDir, 'ingredient_images');
    expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]);
  }

  it('a text file named .png is refused with the image message', async () => {
    const res = await post({ filename: 'photo.png', type: 'image/png', content: Buffer.from('just some text\n') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    await nothingStored();
  });

  it('an SVG is refused, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const filename of ['logo.svg', 'logo.png']) {
      const res = await post({ filename, type: 'image/svg+xml', content: svg });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    await nothingStored();
  });

  it('a 20000 × 20000 PNG is refused before it is decoded', async () => {
    const bomb = await bombPng();
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const res = await post({ filename: 'huge.png', type: 'image/png', content: bomb });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    await nothingStored();
  });

  it('a 6 MB file is 413 with the image size message (the whole body stays under 6 MiB)', async () => {
    const res = await post({ filename: 'big.jpg', type: 'image/jpeg', content: randomBytes(6_000_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Images must be 5 MB or smaller.' });
    await nothingStored();
  });

  it('a multipart body over 6 MiB is 413 with the body size message', async () => {
    const res = await post({ filename: 'bigger.jpg', type: 'image/jpeg', content: randomBytes(7 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'The request body is too large.' });
    await nothingStored();
  });

  it('a valid JPEG is stored as WebP, at most 1600 px, and served with a long cache', async () => {
    const jpeg = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const res = await post({ filename: 'wide.jpg', type: 'image/jpeg', content: jpeg });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatch(/^http:\/\/localhost(:80)?\/media\/ingredient_images\/[0-9a-f]{32}\.webp$/);
    const served = await call(t, 'GET', new URL(res.body.image).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = (await t.app.inject({ method: 'GET', url: new URL(res.body.image).pathname })).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 500]);
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#36a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await post({ filename: 'turned.jpg', type: 'image/jpeg', content: jpeg }, { name: 'Turned' });
    expect(res.status).toBe(201);
    const bytes = (await t.app.inject({ method: 'GET', url: new URL(res.body.image).pathname })).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('replacing or removing an image deletes the old file after commit', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 4, background: '#f00f' } })
      .png()
      .toBuffer();
    const created = await post({ filename: 'a.png', type: 'image/png', content: png }, { name: 'Replaced' });
    const fileOf = (url: string) => path.join(t.config.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
    const first = fileOf(created.body.image);
    expect(existsSync(first)).toBe(true);
    const replaced = await call(t, 'PATCH', `${LIST}${created.body.id}/`, {
      token: r.owner.token,
      ...multipart({ image: { filename: 'b.png', type: 'image/png', content: png } }),
    });
    const second = fileOf(replaced.body.image);
    await gone(first);
    expect(existsSync(second)).toBe(true);
    const removed = await call(t, 'PATCH', `${LIST}${created.body.id}/`, {
      token: r.owner.token,
      body: { image: null },
    });
    expect(removed.body.image).toBeNull();
    await gone(second);
    expect((await call(t, 'GET', new URL(replaced.body.image).pathname)).status).toBe(404);
  });

  it('removing an image deletes the smaller copies made of it too', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const created = await post({ filename: 'a.png', type: 'image/png', content: png }, { name: 'Copied' });
    const mediaPath = new URL(created.body.image).pathname.replace(/^\/media\//, '');
    expect((await call(t, 'GET', `/media/w/160/${mediaPath}`)).status).toBe(200);
    const copy = path.join(t.config.mediaDir, '.variants', '160', mediaPath);
    expect(existsSync(copy)).toBe(true);
    await call(t, 'PATCH', `${LIST}${created.body.id}/`, { token: r.owner.token, body: { image: null } });
    await gone(copy);
  });

  it('a refused update keeps the old image and stores no new one', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const created = await post({ filename: 'a.png', type: 'image/png', content: png }, { name: 'Kept' });
    const folder = path.join(t.config.mediaDir, 'ingredient_images');
    const before = await readdir(folder);
    const res = await call(t, 'PATCH', `${LIST}${created.body.id}/`, {
      token: r.owner.token,
      ...multipart({ name: '', image: { filename: 'b.png', type: 'image/png', content: png } }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: ['This field is required.'] });
    expect(await readdir(folder)).toEqual(before);
    expect((await call(t, 'GET', new URL(created.body.image).pathname)).status).toBe(200);
  });
});
