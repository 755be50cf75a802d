import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { measureQuery } from '../lib/request-context.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services pass it to queries so every write of a change commits together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Queries accept either the database or a running transaction. */
export type Executor = Db | Tx;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Publishes on a channel to every server instance (PostgreSQL NOTIFY). Call after commit. */
  notify(channel: string, payload: string): Promise<void>;
  /** Subscribes to a channel; the returned function unsubscribes. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** `SELECT 1` within `timeoutMs`; false when the database does not answer. */
  ping(timeoutMs: number): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Shown in pg_stat_activity, so operators (and the outage tests) can see the LISTEN connection. */
export const LISTENER_APPLICATION_NAME = 'dishcraft-listener';
const LISTENER_RETRY_MIN_MS = 250;
const LISTENER_RETRY_MAX_MS = 5000;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined keeps it in memory. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from (tests clone one migrated database). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  onListenerError?: (error: unknown) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  if (options.dataDir && !options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  instrumentPglite(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Counts and times every statement PGlite runs, inside transactions too. */
function instrumentPglite(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => measureQuery(() => query(...args))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof tx.query>) => measureQuery(() => txQuery(...args))) as typeof tx.query;
      return fn(tx);
    })) as PGlite['transaction'];
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5000,
    // JIT pays off for long analytic queries, never for these short ones: an order list on a deep page
    // crossed jit_above_cost and spent 200 ms compiling a 13 ms query.
    options: '-c jit=off',
  });
  pool.on('error', (error) => options.onListenerError?.(error));
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last !== 'function') return measureQuery(() => query(...args) as Promise<unknown>);
      // pg-pool's own `pool.query` passes a callback: time it through the same counter.
      return measureQuery(
        () =>
          new Promise((resolve) => {
            query(...args.slice(0, -1), (...results: unknown[]) => {
              resolve(undefined);
              (last as (...r: unknown[]) => void)(...results);
            });
          }),
      );
    };
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closing = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  // One dedicated connection LISTENs for the whole process and reconnects by itself, backing off
  // from 250 ms to 5 s while PostgreSQL stays away (a restart, a failover), so it neither hammers a
  // starting server nor waits long once it is back.
  const scheduleReconnect = () => {
    if (closing || reconnectTimer) return;
    const delay = Math.min(LISTENER_RETRY_MAX_MS, LISTENER_RETRY_MIN_MS * 2 ** Math.min(failures, 5));
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connectListener();
    }, delay);
  };
  const openListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? '');
    });
    const retry = (error: unknown) => {
      options.onListenerError?.(error);
      if (listenClient === client) listenClient = undefined;
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', retry);
    client.on('end', () => {
      if (listenClient === client && !closing) retry(new Error('listener connection ended'));
    });
    try {
      await client.connect();
      if (closing) {
        await client.end();
        return;
      }
      for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      listenClient = client;
      failures = 0;
    } catch (error) {
      retry(error);
    }
  };
  // A channel subscribed while a connection attempt runs joins that attempt instead of opening another.
  const connectListener = (): Promise<void> => {
    connecting ??= openListener().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    db,
    kind: 'postgres',
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        // While PostgreSQL is away the reconnection LISTENs every channel of the map, this one too.
        if (!listenClient && !reconnectTimer) await connectListener();
        if (listenClient) await listenClient.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        });
        await Promise.race([pool.query('select 1'), timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    async close() {
      closing = true;
      clearTimeout(reconnectTimer);
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
