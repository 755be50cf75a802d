import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS } from '@dishcraft/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { removeVariants } from './variants.js';

/** A stored picture as the upload pipeline leaves it: WebP under its folder. */
async function storePicture(t: TestApp, mediaPath: string, width: number, height: number) {
  const file = path.join(t.config.mediaDir, mediaPath);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#e8590c' } })
    .webp()
    .toFile(file);
}

describe('smaller copies of stored pictures at /media/w/<width>/<path> (issue #8)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await storePicture(t, 'meal_images/0123456789abcdef0123456789abcdef.webp', 549, 600);
    await storePicture(t, 'restaurant_logos/fedcba9876543210fedcba9876543210.webp', 120, 90);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a WebP at most that wide, with its proportions, cacheable for a year', async () => {
    const res = await get('/media/w/320/meal_images/0123456789abcdef0123456789abcdef.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 320,
      height: 350,
    });
  });

  it('keeps the copy on disk, so the next request does not resize again', async () => {
    const copy = path.join(t.config.mediaDir, '.variants/160/meal_images/0123456789abcdef0123456789abcdef.webp');
    expect(existsSync(copy)).toBe(false);
    const first = await get('/media/w/160/meal_images/0123456789abcdef0123456789abcdef.webp');
    expect(existsSync(copy)).toBe(true);
    const again = await get('/media/w/160/meal_images/0123456789abcdef0123456789abcdef.webp');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes a 960 px copy of a wide picture stored before that width was offered, from the stored file', async () => {
    // A 1600 px cover, as uploads are stored: the copy is made on its first request, so old pictures get one too.
    await storePicture(t, 'restaurant_covers/00112233445566778899aabbccddeeff.webp', 1600, 900);
    const res = await get('/media/w/960/restaurant_covers/00112233445566778899aabbccddeeff.webp');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 960,
      height: 540,
    });
  });

  it('never enlarges a picture narrower than the width asked', async () => {
    const res = await get('/media/w/640/restaurant_logos/fedcba9876543210fedcba9876543210.webp');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(120);
  });

  it.each([
    ['a width not offered', '/media/w/500/meal_images/0123456789abcdef0123456789abcdef.webp'],
    ['a picture that does not exist', '/media/w/320/meal_images/00000000000000000000000000000000.webp'],
    ['a path outside the media folders', '/media/w/320/..%2F..%2Fetc%2Fpasswd'],
    ['a folder that holds no pictures', '/media/w/320/outbox/0123456789abcdef0123456789abcdef.webp'],
  ])('is a 404 for %s', async (_case, url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('keeps the copies out of reach under /media/ itself', async () => {
    await get('/media/w/320/meal_images/0123456789abcdef0123456789abcdef.webp');
    const res = await get('/media/.variants/320/meal_images/0123456789abcdef0123456789abcdef.webp');
    expect(res.statusCode).not.toBe(200);
  });

  it('removes every copy with its picture', async () => {
    const mediaPath = 'meal_images/0123456789abcdef0123456789abcdef.webp';
    for (const width of MEDIA_WIDTHS) await get(`/media/w/${width}/${mediaPath}`);
    const copies = MEDIA_WIDTHS.map((width) => path.join(t.config.mediaDir, '.variants', String(width), mediaPath));
    expect(copies.every((copy) => existsSync(copy))).toBe(true);
    await removeVariants(t.config.mediaDir, mediaPath);
    expect(copies.some((copy) => existsSync(copy))).toBe(false);
  });
});
