import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** A built web app as `vite build` leaves it: index.html, hashed assets, and their pre-compressed copies. */
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = '<!doctype html><html><head><title>Dishcraft</title></head><body><div id="root"></div></body></html>';
const asset = '/assets/index-Ab12Cd34.js';

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, asset), script);
    await writeFile(path.join(dist, `${asset}.br`), brotliCompressSync(script));
    await writeFile(path.join(dist, `${asset}.gz`), gzipSync(script));
    t = await createTestApp({ env: { WEB_DIST: dist, TZ: 'Africa/Cairo' } });
  });

  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves hashed assets as cacheable for a year and immutable', async () => {
    const res = await get(asset);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it('sends the brotli copy to browsers that accept it, and says the answer varies by encoding', async () => {
    const res = await get(asset, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to the gzip copy, then to the plain file', async () => {
    const gz = await get(asset, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('makes browsers revalidate index.html, at / and for client-side routes', async () => {
    for (const url of ['/', '/meals', '/restaurants/3']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // Sent with the visitor's language, direction, the currency (issue #20) and the shop's zone written on <html>.
      expect(res.body, url).toBe(
        html.replace('<html>', '<html lang="en" dir="ltr" data-currency="EGP" data-time-zone="Africa/Cairo">'),
      );
      expect(res.headers.vary, url).toMatch(/accept-language/i);
    }
  });
});
