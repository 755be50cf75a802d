/**
 * Abuse checks of issue #9 §5, proved together in one place: rate limits, silent password reset,
 * token revocation, hostile uploads, security headers and error bodies. The module tests cover
 * each in depth; this file is the short list an attacker would try first.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../src/modules/media/multipart.js';
import { makeRestaurant, memoryMailer, type RestaurantFixture } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type Reply, type TestApp } from '../helpers.js';
import { countRows, expectNoInternals, failInserts } from '../regressions/fixtures-orders.js';

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;
const INVALID_IMAGE = { image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'] };

let t: TestApp;
const mailer = memoryMailer();
const webDist = path.join(os.tmpdir(), `dishcraft-abuse-web-${randomBytes(4).toString('hex')}`);
beforeAll(async () => {
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Dishcraft</title><div id="root"></div>');
  t = await createTestApp({ mailer, env: { NODE_ENV: 'production', RATE_LIMITS: 'on', WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A request from its own client address, so each limit is counted apart from the others. */
async function from(ip: string, method: 'GET' | 'POST', url: string, body?: object, token?: string): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { authorization: `Token ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers, text: res.body };
}

function expectThrottled(res: Reply) {
  expect(res.status).toBe(429);
  expect(res.body.detail).toMatch(THROTTLED);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits answer 429 with Retry-After', () => {
  it('sign-in: 10 a minute per address', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await from('10.0.0.1', 'POST', '/api/token/', { username: `nobody${i}`, password: 'Wrong1234' });
      expect(res.status).toBe(400);
    }
    expectThrottled(await from('10.0.0.1', 'POST', '/api/token/', { username: 'nobody', password: 'Wrong1234' }));
    expect((await from('10.0.0.2', 'POST', '/api/token/', { username: 'x', password: 'Wrong1234' })).status).toBe(400);
  });

  it('sign-in: 5 failed attempts per username lock it, from any address, even with the right password', async () => {
    const user = await createUser(t, 'customer');
    for (let i = 0; i < 5; i += 1)
      await from(`10.0.1.${i}`, 'POST', '/api/token/', { username: user.username, password: 'Wrong1234' });
    expectThrottled(
      await from('10.0.1.99', 'POST', '/api/token/', {
        username: user.username.toUpperCase(),
        password: user.password,
      }),
    );
  });

  it('registration: 5 an hour per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await from('10.0.2.1', 'POST', '/api/users/register/', {})).status).toBe(400);
    const users = await countRows(t, 'users');
    const body = {
      username: 'floodbot',
      email: 'flood@example.com',
      password: 'Flood1234',
      password2: 'Flood1234',
      first_name: 'Flo',
      last_name: 'Od',
    };
    expectThrottled(await from('10.0.2.1', 'POST', '/api/users/register/', body));
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('password reset: 5 an hour per address; the throttled request sends nothing', async () => {
    const user = await createUser(t, 'customer');
    for (let i = 0; i < 5; i += 1)
      expect(
        (await from('10.0.3.1', 'POST', '/api/users/password-reset/', { email: `x${i}@example.com` })).status,
      ).toBe(200);
    const sent = mailer.sent.length;
    expectThrottled(await from('10.0.3.1', 'POST', '/api/users/password-reset/', { email: user.email }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailer.sent.length).toBe(sent);
  });
});

describe('password reset reveals nothing', () => {
  it('a known and an unknown address get the same status, body and headers', async () => {
    const user = await createUser(t, 'customer');
    const known = await from('10.0.4.1', 'POST', '/api/users/password-reset/', { email: user.email.toUpperCase() });
    const unknown = await from('10.0.4.2', 'POST', '/api/users/password-reset/', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    const shape = (r: Reply) => Object.keys(r.headers).sort();
    expect(shape(unknown)).toEqual(shape(known));
    // Nothing in the answer names the account, even though a mail went to it.
    expect(known.text).not.toContain(user.username);
  });
});

describe('tokens are revoked on logout and on password change', () => {
  it('logout kills only the token used; a password change kills every other token', async () => {
    const user = await createUser(t, 'customer');
    const login = async (password: string) =>
      (await from('10.0.5.1', 'POST', '/api/token/', { username: user.username, password })).body.token as string;
    const laptop = await login(user.password);
    const phone = await login(user.password);
    expect((await from('10.0.5.1', 'POST', '/api/token/revoke/', undefined, laptop)).status).toBe(204);
    expect((await from('10.0.5.1', 'GET', '/api/users/me/', undefined, laptop)).status).toBe(401);
    expect((await from('10.0.5.1', 'GET', '/api/users/me/', undefined, phone)).status).toBe(200);

    const tablet = await login(user.password);
    const change = await from(
      '10.0.5.1',
      'POST',
      '/api/users/update-profile/',
      { current_password: user.password, password: 'Newer1234', password2: 'Newer1234' },
      phone,
    );
    expect(change.status).toBe(200);
    expect((await from('10.0.5.1', 'GET', '/api/users/me/', undefined, tablet)).status).toBe(401);
    expect((await from('10.0.5.1', 'GET', '/api/users/me/', undefined, user.token)).status).toBe(401);
    expect((await from('10.0.5.1', 'GET', '/api/users/me/', undefined, phone)).status).toBe(200);
  });
});

describe('hostile uploads', () => {
  let r: RestaurantFixture;
  beforeAll(async () => {
    r = await makeRestaurant(t);
  });
  const upload = (content: Buffer, filename: string, type: string) =>
    call(t, 'POST', '/api/restaurants/ingredients/', {
      token: r.owner.token,
      ...multipart({
        name: `Item ${randomBytes(3).toString('hex')}`,
        unit: 'g',
        price_per_unit: '1.00',
        quantity: '1',
        image: { filename, type, content },
      }),
    });
  const image = (format: 'png' | 'jpeg') => {
    const blank = sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } });
    return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
  };

  it('a polyglot (PNG + HTML, JPEG + JAR) never reaches storage: only the re-encoded WebP is kept and served', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const jar = Buffer.concat([
      Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
      Buffer.from('META-INF/MANIFEST.MF Main-Class: Evil'),
      Buffer.from('PK\x05\x06', 'latin1'),
    ]);
    for (const [content, filename, type] of [
      [Buffer.concat([await image('png'), html]), 'photo.png', 'image/png'],
      [Buffer.concat([await image('jpeg'), jar]), 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(content, filename, type);
      expect(res.status).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: new URL(res.body.image).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      expect(bytes.includes(Buffer.from('MANIFEST'))).toBe(false);
    }
  });

  it('an SVG with a script is refused, whatever its name and type claim', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const rows = await countRows(t, 'ingredients');
    for (const [filename, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await upload(svg, filename as string, type as string);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: INVALID_IMAGE });
    }
    expect(await countRows(t, 'ingredients')).toBe(rows);
  });

  it('a file over 5 MB is 413, and a pixel bomb (tiny file, 20000 × 20000 header) is refused before decoding', async () => {
    const rows = await countRows(t, 'ingredients');
    const big = await upload(
      Buffer.concat([await image('jpeg'), randomBytes(5 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
    );
    expect({ status: big.status, body: big.body }).toEqual({
      status: 413,
      body: { detail: 'Images must be 5 MB or smaller.' },
    });
    const bomb = Buffer.from(await image('png'));
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: INVALID_IMAGE });
    expect(await countRows(t, 'ingredients')).toBe(rows);
  });
});

describe('security headers on the web app and the API', () => {
  it('CSP with frame-ancestors none, nosniff and no framing on pages, client routes, the API and errors', async () => {
    for (const url of ['/', '/orders/12', '/api/payments/config/', '/api/does-not-exist/', '/api/users/me/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

describe('no stack trace, SQL or path in any error body', () => {
  it('400, 401, 404, 405, 413, 415, 429 and 500 bodies show none', async () => {
    const user = await createUser(t, 'customer');
    const replies: Reply[] = [
      await call(t, 'POST', '/api/meals/categories/', {
        token: user.token,
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      await call(t, 'GET', '/api/users/me/', { token: 'f'.repeat(40) }),
      await call(t, 'GET', '/api/meals/meals/999999999999/'),
      await call(t, 'DELETE', '/api/token/'),
      await call(t, 'POST', '/api/token/', {
        payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
      await call(t, 'POST', '/api/token/', { payload: '<xml/>', headers: { 'content-type': 'application/xml' } }),
      await from('10.0.0.1', 'POST', '/api/token/', { username: 'a', password: 'b' }),
    ];
    const restore = await failInserts(t, 'categories');
    const admin = await createUser(t, 'admin');
    try {
      replies.push(await call(t, 'POST', '/api/meals/categories/', { token: admin.token, body: { name: 'Soups' } }));
    } finally {
      await restore();
    }
    expect(replies.map((r) => r.status)).toEqual([400, 401, 404, 405, 413, 415, 429, 500]);
    for (const reply of replies) {
      expectNoInternals(reply);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
