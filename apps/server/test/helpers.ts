import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UserType } from '@dishcraft/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { authTokens, profiles, users } from '../src/db/schema.js';
import type { Clock } from '../src/lib/clock.js';
import type { Mailer } from '../src/lib/mailer.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { hashToken, newApiToken } from '../src/modules/auth/tokens.js';
import { withDatabase } from './global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  mailer?: Mailer;
  /** Fastify's logger options (e.g. a level and a capturing stream); silent when not given. */
  logger?: AppDeps['logger'];
}

/** A fresh, migrated database of this run's kind (cloned, so it takes well under a second). */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `dishcraft_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment: wait and try again.
        if (attempt > 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const url = withDatabase(base, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
    return {
      database,
      url,
      async drop() {
        const again = new pg.Client({ connectionString: base });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/** A test app's settings over a data directory of its own; `env` overrides them. */
export function testConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = path.join(os.tmpdir(), `dishcraft-test-data-${randomBytes(5).toString('hex')}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Tests write rows straight into the database, behind the back of the anonymous answer cache and of the
    // token cache; and they count each request's statements. auth/token-cache.test.ts turns the latter on.
    CATALOGUE_CACHE_MS: '0',
    TOKEN_CACHE_MS: '0',
    // Tests that move their clock past an order's accept_by would race the sweeper; orders/expiry tests turn it on.
    ORDER_SWEEP_MS: '0',
    ...env,
  } as NodeJS.ProcessEnv);
  return { config, dataDir };
}

/** The real app on a fresh database, driven with `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const { config, dataDir } = testConfig(options.env);
  const app = await buildApp({
    config,
    database: fresh.database,
    clock: options.clock,
    mailer: options.mailer,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database: fresh.database,
    db: fresh.database.db,
    config,
    kind: fresh.database.kind,
    async close() {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
  token: string;
  userType: UserType;
}

/** argon2id is slow on purpose; tests reuse one hash per password instead of paying it per user. */
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

let counter = 0;
/** Inserts a user (and a token for it) straight into the database. */
export async function createUser(
  t: TestApp,
  userType: UserType = 'customer',
  overrides: Partial<{ username: string; email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const username = overrides.username ?? `${userType}${counter}_${randomBytes(2).toString('hex')}`;
  const password = overrides.password ?? 'Passw0rdX';
  const email = overrides.email ?? `${username}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: await cachedHash(password),
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      userType,
    })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  await t.db.insert(profiles).values({ userId: id });
  const token = newApiToken();
  await t.db.insert(authTokens).values({ userId: id, tokenHash: hashToken(token) });
  return { id, username, password, email, token, userType };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** One request through the real HTTP stack. */
export async function call<T = any>(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    payload?: InjectOptions['payload'];
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(options.payload !== undefined
      ? { payload: options.payload }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    // not JSON (a stream or a page): keep the text
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
}

/** The SQL statement count of a response, from its Server-Timing header. */
export function queryCount(reply: Reply): number {
  const header = String(reply.headers['server-timing'] ?? '');
  const match = /queries=(\d+)/.exec(header);
  if (!match) throw new Error(`no query count in Server-Timing: ${header}`);
  return Number(match[1]);
}

/** Rows of a raw SQL query, on PGlite and node-postgres alike. */
export async function rows<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
