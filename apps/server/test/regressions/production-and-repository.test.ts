/**
 * Rules 44–45 of docs/reference-defects.md: what production answers leak, CORS, where secrets come
 * from, and what the repository holds.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { makeMenu } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, type TestApp } from '../helpers.js';
import { expectNoInternals, failInserts } from './fixtures-orders.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverRoot = path.join(repoRoot, 'apps/server');

describe('production answers show no stack traces, SQL or settings; secrets come from the environment; CORS allows only configured origins (reference defect 44)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', CORS_ORIGINS: 'https://shop.example, https://admin.example' },
    });
  });
  afterAll(() => t.close());

  it('invalid JSON, huge or odd ids, unknown routes and wrong methods answer 4xx without internals', async () => {
    const user = await createUser(t, 'customer');
    const requests: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/token/', { payload: '{"username": "x", ', headers: { 'content-type': 'application/json' } }],
      ['POST', '/api/orders/orders/', { payload: '{bad json}', headers: { 'content-type': 'application/json' } }],
      [
        'POST',
        '/api/orders/orders/',
        { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ],
      ['GET', '/api/orders/orders/99999999999999999999999/', {}],
      ['GET', '/api/meals/meals/1e309/', {}],
      ['GET', '/api/meals/meals/-1/', {}],
      ['GET', '/api/restaurants/restaurants/%00/', {}],
      ['GET', '/api/meals/meals/?restaurant=99999999999999999999', {}],
      ['GET', '/api/meals/meals/?page=99999999999999999999', {}],
      [
        'POST',
        '/api/orders/orders/',
        {
          payload: '{"restaurant": 99999999999999999999, "items": [{"meal": 1e300, "quantity": 1e400}]}',
          headers: { 'content-type': 'application/json' },
        },
      ],
      ['GET', '/api/does-not-exist/', {}],
      ['GET', '/api/users/users/1/../../../../etc/passwd', {}],
      ['DELETE', '/api/meals/categories/', {}],
      ['GET', '/media/../../package.json', {}],
    ];
    for (const [method, url, options] of requests) {
      const res = await call(t, method as 'GET', url, { token: user.token, ...options });
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
      expectNoInternals(res);
    }
  });

  it('an injected database failure is a bare 500 carrying only its request id', async () => {
    const { restaurant, meal } = await makeMenu(t);
    const customer = await createUser(t, 'customer');
    const restore = await failInserts(t, 'order_items');
    try {
      const res = await call(t, 'POST', '/api/orders/orders/', {
        token: customer.token,
        body: { restaurant: restaurant.id, delivery_address: '1 Nile St', payment_method: 'cash', items: [{ meal }] },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'A server error occurred.', request_id: res.headers['x-request-id'] });
      expectNoInternals(res);
    } finally {
      await restore();
    }
  });

  it('a real constraint violation the service did not foresee shows no constraint, table or SQL', async () => {
    const admin = await createUser(t, 'admin');
    // A rule only the database knows about, as after a migration the code has not caught up with.
    await t.db.execute(sql.raw('alter table categories add constraint test_name_short_ck check (length(name) < 4)'));
    try {
      const res = await call(t, 'POST', '/api/meals/categories/', { token: admin.token, body: { name: 'Desserts' } });
      expect(res.status).toBe(500);
      expectNoInternals(res);
      expect(res.text).not.toContain('test_name_short_ck');
    } finally {
      await t.db.execute(sql.raw('alter table categories drop constraint test_name_short_ck'));
    }
  });

  it('CORS answers only the configured origins', async () => {
    const preflight = (origin: string) =>
      call(t, 'OPTIONS', '/api/orders/orders/', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    for (const origin of ['https://shop.example', 'https://admin.example']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const get = await call(t, 'GET', '/api/payments/config/', { headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'https://shop.example.evil.example', 'null']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const get = await call(t, 'GET', '/api/payments/config/', { headers: { origin } });
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('without CORS_ORIGINS no origin is allowed', async () => {
    const plain = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const origin of ['https://shop.example', 'http://localhost:5173']) {
        const res = await call(plain, 'OPTIONS', '/api/token/', {
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await plain.close();
    }
  });

  it('secrets have no defaults: they come from the environment or the server refuses to start', () => {
    const bare = loadConfig({});
    for (const key of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      expect(bare[key], key).toBeUndefined();
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    const given = loadConfig({ STRIPE_SECRET_KEY: 'sk_from_env', SMTP_URL: 'smtp://u:p@mail:587' });
    expect(given.STRIPE_SECRET_KEY).toBe('sk_from_env');
    expect(given.SMTP_URL).toBe('smtp://u:p@mail:587');
  });

  it('no credential is written into the tracked source (tests and docs use placeholders)', () => {
    const secret =
      /sk_live_[A-Za-z0-9]{8,}|rk_live_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9]{24,}|-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}|(postgres|smtp|mysql|redis):\/\/[^\s:@/'"`]+:(?!pass@|p@|password@)[^\s@'"`]+@/;
    const offenders = trackedFiles()
      .filter((file) => !/\.(test\.ts|md)$/.test(file) && !file.includes('/test/'))
      .filter((file) => secret.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
}

describe('the repository holds no database files, secrets, caches or stray binaries, and every endpoint has tests (reference defect 45)', () => {
  it('git tracks no database, dump, archive, key, environment file, build output, cache or file over 1 MB', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const forbidden: [RegExp, string][] = [
      [/\.(db|sqlite|sqlite3|db-journal|db-wal|mdb|dump)$/i, 'database file'],
      [/\.(tar|tgz|gz|zip|7z|rar|bz2|xz)$/i, 'archive or dump'],
      [/\.(pem|key|p12|pfx|jks|keystore|crt|der)$|(^|\/)id_(rsa|ed25519|ecdsa)/i, 'key or certificate'],
      [/(^|\/)\.env(\.|$)(?!example$)/, 'environment file'],
      [
        /(^|\/)(node_modules|dist|build|coverage|data|\.cache|\.turbo|\.vite|\.test-results|test-results|playwright-report)\//,
        'generated directory',
      ],
      [/\.(exe|dll|so|dylib|bin|o|a|class|jar|pyc|wasm|node)$/i, 'binary'],
      [/(^|\/)(\.DS_Store|Thumbs\.db|npm-debug\.log.*|.*\.log|\.eslintcache|.*\.tsbuildinfo)$/, 'cache or log'],
    ];
    const offenders = files.flatMap((file) =>
      forbidden.filter(([pattern]) => pattern.test(file)).map(([, kind]) => `${file} (${kind})`),
    );
    expect(offenders).toEqual([]);
    const large = files.filter((file) => statSync(path.join(repoRoot, file)).size > 1024 * 1024);
    expect(large).toEqual([]);
  });

  it('every route the server registers is exercised by a server test (its path pieces and method in one file)', async () => {
    const t = await createTestApp();
    let document: { paths: Record<string, Record<string, unknown>> };
    try {
      document = (await call(t, 'GET', '/api/openapi.json')).body;
    } finally {
      await t.close();
    }
    const sources = testSources();
    const endpoints = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head' && m !== 'options')
        .map((m) => ({ method: m.toUpperCase(), route })),
    );
    expect(endpoints.length).toBeGreaterThan(50);
    // Tests build paths from constants (`${ORDERS}${id}/update_status/`), so a route counts as
    // tested when one file holds its collection (the static prefix, at most /api/x/y/), every
    // later static segment followed by a slash, and the method.
    const isTested = (method: string, route: string) => {
      const segments = route.split('/').filter(Boolean);
      const firstParam = segments.findIndex((s) => s.startsWith('{'));
      const prefixLength = Math.min(3, firstParam === -1 ? segments.length : firstParam);
      const collection = `/${segments.slice(0, prefixLength).join('/')}/`;
      const tail = segments
        .slice(prefixLength)
        .filter((s) => !s.startsWith('{'))
        .map((s) => `${s}/`);
      const methodUse = new RegExp(`['"\`]${method}['"\`]|\\.${method.toLowerCase()}\\(`);
      return sources.some(
        (source) =>
          source.includes(collection) &&
          tail.every((piece) => source.includes(piece)) &&
          (methodUse.test(source) || (method === 'GET' && /fetch\(|http\.get\(/.test(source))),
      );
    };
    // The check can fail: a made-up action (spelt in pieces, so this file does not test it) is untested.
    expect(isTested('DELETE', `/api/orders/orders/{id}/${['refund', 'everything'].join('_')}/`)).toBe(false);
    const untested = endpoints.filter(({ method, route }) => !isTested(method, route));
    expect(untested.map((e) => `${e.method} ${e.route}`)).toEqual([]);
  });
});

/** The text of every test file and test helper (fixtures, harness) of the server. */
function testSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.ts$|fixtures?\.ts$|test-support\.ts$/.test(entry.name) || dir.includes(`${path.sep}test`))
        out.push(readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(serverRoot, 'src'));
  walk(path.join(serverRoot, 'test'));
  return out;
}
