import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@dishcraft/contract';
import { categories } from '../../db/schema.js';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';

/**
 * A web build with its server build beside it (apps/web/dist-server, see entry-server.tsx). The stand-in renderer
 * renders `/rendered` from what the API answered it, refuses `/broken`, stops its worker thread at `/crash`, and
 * leaves every other page to the shell.
 */
const renderer = `
export async function renderPage(url, template, transport, locale) {
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/crash')) process.exit(3);
  if (!url.startsWith('/rendered')) return null;
  const answer = await transport('/api/meals/categories/', { headers: { Accept: 'application/json' } });
  const body = await answer.text();
  return template.replace('<div id="root"></div>', '<div id="root">' + answer.status + ' ' + body + '</div><p>in ' + locale.language + ' ' + locale.currency + '</p>' + 'x'.repeat(2000));
}
`;
const html =
  '<!doctype html><html lang="en"><head><meta name="description" content="Dishcraft: order from local restaurants, build your own meals and share them." /><title>Dishcraft</title></head><body><div id="root"></div></body></html>';
/** <html> as the server sends it to a visitor who chose nothing: English, left to right, the default currency. */
const ENGLISH = '<html lang="en" dir="ltr" data-currency="EGP" data-time-zone="UTC">';
const shellIn = (htmlTag: string) => html.replace('<html lang="en">', htmlTag);

describe('pages rendered on the server', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-web-render-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), html);
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), renderer);
    // Renders are reused for the catalogue cache period (the test app's default is none).
    t = await createTestApp({ env: { WEB_DIST: path.join(root, 'dist'), CATALOGUE_CACHE_MS: '30000' } });
  });

  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("renders a page with the API's own answers, asked in-process, as HTML that is revalidated on each visit", async () => {
    const res = await get('/rendered');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const api = await get('/api/meals/categories/');
    expect(res.body).toContain(`<div id="root">200 ${api.body}</div>`);
  });

  it('compresses the rendered page for browsers that accept it', async () => {
    const res = await get('/rendered', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">200 ');
  });

  it('answers the render as an anonymous visitor, whatever the page request carried', async () => {
    const res = await get('/rendered', { authorization: 'Token not-a-real-token' });
    expect(res.body).toContain('<div id="root">200 ');
  });

  it('sends the app shell for the pages the renderer leaves alone, and when a render fails', async () => {
    for (const url of ['/orders', '/broken']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shellIn(ENGLISH));
    }
  });

  it('sends the app shell when the render thread dies, and renders again with a new one', async () => {
    const crashed = await get('/crash');
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toBe(shellIn(ENGLISH));
    const res = await get('/rendered?after-crash');
    expect(res.body).toContain('<div id="root">200 ');
  });

  it('renders an address once per catalogue cache period, and again after a write through the server', async () => {
    const first = await get('/rendered?cached');
    // Changed behind the server's back: the kept render goes on being sent.
    await t.db.insert(categories).values({ name: 'Inserted directly' });
    expect((await get('/rendered?cached')).body).toBe(first.body);
    const admin = await createUser(t, 'admin');
    const created = await call(t, 'POST', '/api/meals/categories/', {
      token: admin.token,
      body: { name: 'Rendered after a write', description: 'New.' },
    });
    expect(created.status).toBe(201);
    const after = await get('/rendered?cached');
    expect(after.body).toContain('Inserted directly');
    expect(after.body).toContain('Rendered after a write');
  });

  it('never renders for other methods than GET and HEAD', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rendered' });
    expect(res.body).not.toContain('<div id="root">200 ');
  });

  it("writes the visitor's chosen scheme on <html> of a rendered page and of the shell, and says the page varies by it", async () => {
    for (const url of ['/rendered?scheme', '/orders']) {
      for (const scheme of ['dark', 'light']) {
        const res = await get(url, { cookie: `other=1; theme=${scheme}` });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toMatch(
          new RegExp(`^<!doctype html>${ENGLISH.replace('>', ` data-mantine-color-scheme="${scheme}">`)}<head>`),
        );
        expect(res.headers.vary, url).toMatch(/cookie/i);
        expect(res.headers.vary, url).toMatch(/sec-ch-prefers-color-scheme/i);
      }
    }
  });

  it("falls back to the system's scheme when the browser tells it, and to none without either", async () => {
    const hinted = await get('/rendered?hint', { 'sec-ch-prefers-color-scheme': 'dark' });
    expect(hinted.body).toContain(ENGLISH.replace('>', ' data-mantine-color-scheme="dark">'));
    expect(hinted.headers['accept-ch']).toMatch(/sec-ch-prefers-color-scheme/i);
    const chosen = await get('/rendered?hint', { 'sec-ch-prefers-color-scheme': 'dark', cookie: 'theme=light' });
    expect(chosen.body).toContain(ENGLISH.replace('>', ' data-mantine-color-scheme="light">'));
    for (const headers of [{}, { cookie: 'theme=auto' }, { cookie: 'theme="><script>' }] as Record<string, string>[]) {
      const res = await get('/rendered?hint', headers);
      expect(res.body).toContain(`${ENGLISH}<head>`);
    }
    expect((await get('/orders')).body).toBe(shellIn(ENGLISH));
  });

  it('renders an address once for every scheme, and sends each compressed', async () => {
    const light = await get('/rendered?once', { cookie: 'theme=light' });
    await t.db.insert(categories).values({ name: 'After the first render' });
    const dark = await get('/rendered?once', { cookie: 'theme=dark', 'accept-encoding': 'br' });
    expect(dark.headers['content-encoding']).toBe('br');
    const darkBody = brotliDecompressSync(dark.rawPayload).toString();
    expect(darkBody).not.toContain('After the first render');
    expect(darkBody.replace(' data-mantine-color-scheme="dark"', '')).toBe(
      light.body.replace(' data-mantine-color-scheme="light"', ''),
    );
  });

  it('sends Arabic pages right to left from the first byte: chosen by cookie, else by Accept-Language', async () => {
    const ARABIC = '<html lang="ar" dir="rtl" data-currency="EGP" data-time-zone="UTC">';
    for (const headers of [
      { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' },
      { 'accept-language': 'en-US', cookie: 'lang=ar' },
    ] as Record<string, string>[]) {
      for (const url of ['/rendered?lang', '/orders']) {
        const res = await get(url, headers);
        expect(res.body, url).toMatch(new RegExp(`^<!doctype html>${ARABIC}<head>`));
        expect(res.headers.vary, url).toMatch(/accept-language/i);
      }
      const rendered = (await get('/rendered?lang', headers)).body;
      expect(rendered).toContain('<p>in ar EGP</p>');
      expect(rendered).toContain(
        `<meta name="description" content="${RESOURCES.ar.translation.common.metaDescription}"`,
      );
    }
    for (const headers of [
      {},
      { 'accept-language': 'fr-FR,ar;q=0.5' },
      { 'accept-language': 'ar', cookie: 'lang=en' },
    ] as Record<string, string>[]) {
      const res = await get('/rendered?lang', headers);
      expect(res.body).toMatch(new RegExp(`^<!doctype html>${ENGLISH}<head>`));
      expect(res.body).toContain('<p>in en EGP</p>');
    }
  });
});
