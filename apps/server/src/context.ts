import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Tx } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './lib/mailer.js';
import type { RateLimiter } from './lib/rate-limit/limiter.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import type { WeatherProvider } from './modules/weather/provider.js';

/** What every module's routes and services are built with: passed in, never global. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  limiter: RateLimiter;
  /** The outside weather service; the Open-Meteo adapter built from config when not given. */
  weather?: WeatherProvider;
  /** The card processor (API.md §4.4): the built-in test processor or Stripe. */
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  /** Work to run once the current change is durable (mail, pushes, file cleanup); errors are logged, never thrown. */
  afterCommit(label: string, work: () => Promise<unknown>): void;
  /**
   * Runs `work` in one transaction; what it registers with `onCommit` runs only after the commit
   * succeeded (never after a rollback).
   */
  transaction<T>(work: (tx: Tx, onCommit: OnCommit) => Promise<T>): Promise<T>;
}

export type OnCommit = (label: string, work: () => Promise<unknown>) => void;
