import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HTTP_MESSAGES } from '@dishcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../helpers.js';
import { listen, openStream } from '../../src/modules/notifications/fixtures.js';
import { bulkOwners, bulkRestaurants } from '../../src/modules/restaurants/test-support.js';
import { CATALOGUE_MAX_AGE } from '../../src/lib/http/caching.js';

const LIST = '/api/restaurants/restaurants/';
const PUBLIC = `public, max-age=${CATALOGUE_MAX_AGE}`;
const raw = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of API responses', () => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    owner = await createUser(t, 'restaurant');
    await bulkRestaurants(t, await bulkOwners(t, 8, 'cached'), 'Cached Kitchen');
    await bulkRestaurants(t, [owner.id], 'Own Kitchen');
  });
  afterAll(() => t.close());

  it('compresses JSON above 1 KB with gzip or br as the client asks, and leaves small bodies alone', async () => {
    const plain = await raw(t, LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await raw(t, LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);

    const br = await raw(t, LIST, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const small = await raw(t, '/api/meals/categories/', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body when If-None-Match names the current weak ETag, 200 once it changed', async () => {
    const first = await raw(t, LIST);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await raw(t, LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PUBLIC);

    const gzipped = await raw(t, LIST, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(304);

    await bulkRestaurants(t, await bulkOwners(t, 1, 'latecomer'), 'Late Kitchen');
    const changed = await raw(t, LIST, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Late Kitchen');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('lets shared caches keep anonymous catalogue reads only, varying on Authorization', async () => {
    for (const url of [LIST, '/api/meals/meals/', '/api/meals/categories/', '/api/meals/custom-meals/top-rated/']) {
      const anonymous = await call(t, 'GET', url);
      expect(anonymous.status, url).toBe(200);
      expect(anonymous.headers['cache-control'], url).toBe(PUBLIC);
      expect(String(anonymous.headers.vary), url).toMatch(/authorization/i);

      // Owners and admins may see rows others cannot: a signed-in answer stays in that browser.
      const signedIn = await call(t, 'GET', url, { token: customer.token });
      expect(signedIn.status, url).toBe(200);
      expect(signedIn.headers['cache-control'], url).toBe('private, no-cache');
    }
    const missing = await call(t, 'GET', `${LIST}999999/`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('public');
  });

  it('never lets personal data be stored, signed in or not', async () => {
    const personal: [string, string][] = [
      ['/api/users/me/', customer.token],
      ['/api/orders/orders/', customer.token],
      ['/api/notifications/notifications/', customer.token],
      ['/api/notifications/notifications/unread/', customer.token],
      [`${LIST}my-restaurant/`, owner.token],
    ];
    for (const [url, token] of personal) {
      const reply = await call(t, 'GET', url, { token });
      expect(reply.status, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-store');
      const anonymous = await call(t, 'GET', url);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('takes gzip request bodies, and refuses other encodings with a 415 that does not repeat the header', async () => {
    const body = JSON.stringify({ username: customer.username, password: customer.password });
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(zipped.statusCode).toBe(200);
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'A:\\x' },
      payload: body,
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json()).toEqual({ detail: HTTP_MESSAGES.unsupportedEncoding });
  });

  it('never turns a write into a 304, whatever If-None-Match says', async () => {
    const body = { username: customer.username, password: 'wrong-password' };
    const first = await call(t, 'POST', '/api/token/', { body });
    expect(first.status).toBe(400);
    const second = await call(t, 'POST', '/api/token/', {
      body,
      headers: { 'if-none-match': String(first.headers.etag ?? '*') },
    });
    expect(second.status).toBe(400);
    expect(second.body).toEqual(first.body);
  });

  it('streams notifications uncompressed even when the client accepts gzip and br', async () => {
    const base = await listen(t);
    const client = await openStream(base, {
      authorization: `Token ${customer.token}`,
      'accept-encoding': 'gzip, br',
    });
    try {
      expect(client.status).toBe(200);
      expect(client.headers['content-encoding']).toBeUndefined();
      await client.waitFor((c) => c.text().includes(': connected\n\n'));
      expect(client.text()).toBe('retry: 5000\n: connected\n\n');
    } finally {
      client.close();
    }
  });
});

describe('the anonymous catalogue answer cache', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '30000' } });
    admin = await createUser(t, 'admin');
    owner = await createUser(t, 'restaurant');
    await bulkRestaurants(t, await bulkOwners(t, 3, 'reused'), 'Reused Kitchen');
  });
  afterAll(() => t.close());

  it('answers a repeated anonymous read without SQL, with the same body and headers', async () => {
    const first = await call(t, 'GET', LIST);
    expect(queryCount(first)).toBeGreaterThan(0);
    const second = await call(t, 'GET', LIST);
    expect(queryCount(second)).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await raw(t, LIST, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const gzip = await raw(t, LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.text);
    const br = await raw(t, LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(br.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.text);
    const notModified = await raw(t, LIST, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('lets one of many simultaneous anonymous reads build a missing answer, the others get it without SQL', async () => {
    const url = `${LIST}?page=1&page_size=2`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, 'GET', url)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => queryCount(a) > 0)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('sends a kept answer in the encoding the compressor chose for the fresh one', async () => {
    for (const [i, header] of ['*', 'x-gzip', 'br;q=0.5, gzip;q=0.9', 'gzip, deflate, br'].entries()) {
      const url = `${LIST}?page=1&page_size=${i + 3}`;
      const fresh = await raw(t, url, { 'accept-encoding': header });
      const kept = await raw(t, url, { 'accept-encoding': header });
      expect(fresh.headers['server-timing'], header).toMatch(/queries=[1-9]/);
      expect(kept.headers['server-timing'], header).toMatch(/queries=0/);
      expect(fresh.headers['content-encoding'], header).toMatch(/^(br|gzip)$/);
      expect(kept.headers['content-encoding'], header).toBe(fresh.headers['content-encoding']);
    }
  });

  it('keeps one answer per host, since bodies carry absolute links', async () => {
    const paged = `${LIST}?page=1&page_size=1`;
    const here = await call(t, 'GET', paged, { headers: { host: 'one.example' } });
    expect(here.body.next).toBe(`http://one.example${LIST}?page=2&page_size=1`);
    const there = await call(t, 'GET', paged, { headers: { host: 'two.example' } });
    expect(queryCount(there)).toBeGreaterThan(0);
    expect(there.body.next).toBe(`http://two.example${LIST}?page=2&page_size=1`);
    expect(queryCount(await call(t, 'GET', paged, { headers: { host: 'one.example' } }))).toBe(0);
  });

  it('never serves it to a signed-in caller, who may see more', async () => {
    await call(t, 'GET', LIST);
    await bulkRestaurants(t, [owner.id], 'Pending Kitchen', { isApproved: null });
    const asAdmin = await call(t, 'GET', LIST, { token: admin.token });
    expect(queryCount(asAdmin)).toBeGreaterThan(0);
    expect(asAdmin.text).toContain('Pending Kitchen');
    expect((await call(t, 'GET', LIST)).text).not.toContain('Pending Kitchen');
  });

  it('forgets everything after a successful write, so the next anonymous read is fresh', async () => {
    await call(t, 'GET', LIST);
    const [pending] = (await call(t, 'GET', LIST, { token: admin.token })).body.filter((r: { name: string }) =>
      r.name.startsWith('Pending Kitchen'),
    );
    const stranger = await createUser(t, 'customer');
    const refused = await call(t, 'PATCH', `${LIST}${pending.id}/`, {
      token: stranger.token,
      body: { is_approved: true },
    });
    expect(refused.status).toBe(404);
    expect(queryCount(await call(t, 'GET', LIST))).toBe(0);

    const approved = await call(t, 'PATCH', `${LIST}${pending.id}/`, {
      token: admin.token,
      body: { is_approved: true },
    });
    expect(approved.status).toBe(200);
    const fresh = await call(t, 'GET', LIST);
    expect(queryCount(fresh)).toBeGreaterThan(0);
    expect(fresh.text).toContain('Pending Kitchen');
  });
});
