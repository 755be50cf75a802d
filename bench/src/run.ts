import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { measureBundles } from './bundles.js';
import { lighthouseBench, lighthouseLines } from './lighthouse.js';
import { waitUntilReady } from './server.js';
import { BENCH_PLATFORM_CODE, benchToken, optionId, restaurantCode, SIZE, seedDataset } from './dataset.js';
import { markdownReport } from './report.js';

/**
 * `npm run bench`: seeds the large dataset into a fresh database (PGlite, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set), loads each endpoint with autocannon, measures the
 * web bundles, and writes bench/results.json and bench/results.md.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/**
 * For a quick A/B of one change: BENCH_ONLY keeps the targets whose names contain one of its comma-separated words
 * (health always runs, as the baseline), and BENCH_QUICK=1 measures PostgreSQL alone, without bundles or Lighthouse.
 * The full run (neither set) is the one whose figures go into README and docs/performance.md.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const QUICK = process.env.BENCH_QUICK === '1';
/** How long the benchmark's server (started with this environment) keeps a token's lookup. */
const TOKEN_CACHE_MS = loadConfig(process.env).TOKEN_CACHE_MS;
const here = path.resolve(import.meta.dirname, '..');
/** What every browser sends: the figures include compressing the answers the web app receives. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface EndpointResult {
  name: string;
  method: string;
  path: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  queries: number | null;
  bytes: number;
  errors: number;
  non2xx: number;
  ratioToHealth: number;
}

interface Target {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  /** Write mix: builds each request (body and token) afresh. */
  setup?: () => { body: string; headers: Record<string, string> };
}

const C = SIZE.customers;
const plainMeals = SIZE.mealsPerRestaurant - SIZE.mealsWithOptions;
const mealOf = (restaurant: number, n: number) => (restaurant - 1) * SIZE.mealsPerRestaurant + n;

function targets(): Target[] {
  let counter = 0;
  return [
    { name: 'health (baseline)', path: '/api/health/' },
    { name: 'restaurants list', path: '/api/restaurants/restaurants/' },
    { name: 'restaurants list by area', path: '/api/restaurants/restaurants/?area=7' },
    {
      name: 'meals list (page 1, category, price)',
      path: '/api/meals/meals/?page=1&category=3&min_price=5&max_price=40',
    },
    { name: 'meal detail', path: `/api/meals/meals/${mealOf(17, 3)}/` },
    { name: 'check_availability', path: `/api/meals/meals/${mealOf(17, 3)}/check_availability/?quantity=2` },
    { name: 'top-rated custom meals', path: '/api/meals/custom-meals/top-rated/' },
    { name: "a customer's orders", path: '/api/orders/orders/', token: benchToken('cust', 42) },
    { name: "admin's orders page", path: '/api/orders/orders/?page=1', token: benchToken('admin', 1) },
    { name: 'unread notifications', path: '/api/notifications/notifications/unread/', token: benchToken('cust', 42) },
    {
      name: 'order placement (write mix)',
      method: 'POST',
      path: '/api/orders/orders/',
      setup() {
        counter += 1;
        const customer = 1 + ((counter * 7919) % C);
        const restaurant = 1 + ((counter * 31) % SIZE.restaurants);
        const withOptions = 1 + (counter % SIZE.mealsWithOptions);
        const option = (g: 0 | 1, k: number) => optionId(restaurant, withOptions, g, k);
        const chosen = [option(0, counter % 3), option(1, 0), ...(counter % 2 ? [option(1, 1)] : [])];
        // Delivery to the first of the restaurant's areas (dataset.ts), so the fee and minimum are looked up.
        const body = {
          restaurant,
          fulfilment: 'delivery',
          area: 1 + (restaurant % SIZE.areas),
          delivery_address: `${customer} Bench Street`,
          payment_method: 'cash',
          // Issue #23: every order with a code, in turn the platform-wide one and the restaurant's own.
          promo_code: counter % 2 ? BENCH_PLATFORM_CODE : restaurantCode(restaurant),
          items: [
            // Issue #22: a meal with options, each size in turn and one or two extras (the one that takes stock
            // always, so every order takes options' stock too), then one of the meals without options.
            { meal: mealOf(restaurant, withOptions), quantity: 1, options: chosen },
            { meal: mealOf(restaurant, SIZE.mealsWithOptions + 1 + (counter % plainMeals)), quantity: 2 },
          ],
        };
        return {
          body: JSON.stringify(body),
          headers: {
            ...BROWSER_HEADERS,
            authorization: `Token ${benchToken('cust', customer)}`,
            'content-type': 'application/json',
          },
        };
      },
    },
  ];
}

async function load(base: string, target: Target, seconds: number) {
  return autocannon({
    url: base + target.path,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...(target.token ? { authorization: `Token ${target.token}` } : {}) },
    requests: target.setup
      ? [
          {
            method: 'POST',
            path: target.path,
            setupRequest: (request: autocannon.Request) => ({ ...request, ...target.setup?.() }),
          },
        ]
      : undefined,
  });
}

/** SQL statements of one request, from its Server-Timing header. */
async function queriesOf(base: string, target: Target): Promise<number | null> {
  const init = target.setup
    ? { method: 'POST', ...target.setup() }
    : { headers: target.token ? { authorization: `Token ${target.token}` } : undefined };
  const res = await fetch(base + target.path, init as RequestInit);
  await res.arrayBuffer();
  const match = /queries=(\d+)/.exec(res.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

async function benchDatabase(kind: 'pglite' | 'postgres', url?: string): Promise<EndpointResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (url) {
    const name = `dishcraft_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '20' } : {}),
  } as NodeJS.ProcessEnv);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const seeded = Date.now();
  process.stdout.write(`[${kind}] seeding the dataset… `);
  await seedDataset(database);
  console.log(`${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  // The server runs in its own process, as in production, so the load generator never competes
  // with it for the event loop.
  await database.close();
  const port = 8200 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_POOL_SIZE: '20',
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base);

  const results: EndpointResult[] = [];
  try {
    let health = 1;
    // Statement counts on the idle server: under load, pooled connections handed from one request
    // to the next would credit a statement to the wrong request. Each signed-in count waits until the
    // server no longer keeps its token's lookup (TOKEN_CACHE_MS, ADR 012), so it includes that lookup:
    // the count of a token's first request, one more than the requests within the next second.
    const counts = new Map<string, number | null>();
    const chosen = targets().filter(
      (t) => !ONLY.length || t.path === '/api/health/' || ONLY.some((w) => t.name.includes(w)),
    );
    for (const target of chosen) {
      if (target.token || target.setup) await new Promise((resolve) => setTimeout(resolve, TOKEN_CACHE_MS + 100));
      counts.set(target.name, await queriesOf(base, target));
    }
    for (const target of chosen) {
      const queries = counts.get(target.name) ?? null;
      if (WARMUP > 0) await load(base, target, WARMUP);
      const r = await load(base, target, DURATION);
      // autocannon stops sending, but the server still works through what it queued (PGlite has
      // one connection): wait until the database answers again before the next endpoint.
      await waitUntilReady(base);
      if (target.name.startsWith('health')) health = r.requests.average || 1;
      const result: EndpointResult = {
        name: target.name,
        method: target.method ?? 'GET',
        path: target.path,
        requestsPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        queries,
        bytes: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        ratioToHealth: Math.round((r.requests.average / health) * 1000) / 1000,
      };
      results.push(result);
      console.log(
        `[${kind}] ${result.name.padEnd(40)} ${String(result.requestsPerSec).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  queries ${result.queries}  non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const runs: Record<string, EndpointResult[]> = {};
  if (QUICK) {
    if (!pgUrl) throw new Error('BENCH_QUICK=1 measures PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL.');
    await benchDatabase('postgres', pgUrl);
    return;
  }
  runs.pglite = await benchDatabase('pglite');
  if (pgUrl) runs.postgres = await benchDatabase('postgres', pgUrl);
  const bundles = await measureBundles();
  // After the build: the audited server serves the web app just measured.
  const lighthouse = await lighthouseBench();
  console.log(lighthouseLines(lighthouse).join('\n'));
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { connections: CONNECTIONS, seconds: DURATION, warmupSeconds: WARMUP, dataset: SIZE },
    runs,
    bundles,
    lighthouse,
  };
  await writeFile(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdownReport(results);
  await writeFile(path.join(here, 'results.md'), md);
  console.log(`\n${md}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
