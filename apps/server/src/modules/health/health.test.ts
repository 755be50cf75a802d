import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, queryCount, type TestApp } from '../../../test/helpers.js';

describe('operations and HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('health answers without touching the database', async () => {
    const res = await call(t, 'GET', '/api/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(queryCount(res)).toBe(0);
  });

  it('ready runs SELECT 1 and reports it in Server-Timing', async () => {
    const res = await call(t, 'GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['server-timing']).toMatch(/^db;dur=\d+\.\d{2};desc="queries=1", total;dur=\d+\.\d{2}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same with and without the trailing slash', async () => {
    expect((await call(t, 'GET', '/api/health')).status).toBe(200);
    expect((await call(t, 'GET', '/api/health/')).status).toBe(200);
  });

  it('unknown API paths are a JSON 404, unsupported methods a 405 with Allow', async () => {
    const missing = await call(t, 'GET', '/api/nothing/here/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found.' });
    const wrong = await call(t, 'PUT', '/api/health/');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ detail: 'Method "PUT" is not allowed here.' });
    expect(wrong.headers.allow).toContain('GET');
  });

  it('echoes a valid X-Request-Id and replaces an invalid one', async () => {
    const kept = await call(t, 'GET', '/api/health/', { headers: { 'x-request-id': 'abc.DEF-1_2' } });
    expect(kept.headers['x-request-id']).toBe('abc.DEF-1_2');
    const replaced = await call(t, 'GET', '/api/health/', { headers: { 'x-request-id': 'bad id!' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses unsupported content types with 415 and invalid JSON with 400', async () => {
    const text = await call(t, 'POST', '/api/token/', { payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ detail: 'Content type "text/plain" is not supported here.' });
    const bad = await call(t, 'POST', '/api/token/', {
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await call(t, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/users/register/');
    const docs = await call(t, 'GET', '/api/docs');
    expect([200, 302]).toContain(docs.status);
  });

  it('sends the same security headers on every answer, errors included, and no HSTS over plain HTTP', async () => {
    for (const res of [
      await call(t, 'GET', '/api/health/'),
      await call(t, 'GET', '/api/no-such-thing/'),
      await call(t, 'GET', '/api/orders/orders/'),
    ]) {
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
          "img-src 'self' data: blob:;object-src 'none';script-src 'self' https://js.stripe.com;" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
          "frame-src 'self' https://js.stripe.com https://hooks.stripe.com;connect-src 'self' https://api.stripe.com",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'x-xss-protection': '0',
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
