import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { throttled } from '../errors.js';
import { clearKey, lockKey, pruneBefore, recordHit, windowHits } from './queries.js';

export interface Limit {
  /** Bucket name and subject, e.g. `token:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Sliding-window limits counted in the database, so every server instance shares them
 * (API.md §1.7). `RATE_LIMITS=off` turns them into no-ops for tests and benchmarks.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly enabled: boolean,
  ) {}

  /**
   * Counts one hit; throws 429 with `Retry-After` when the window is already full. Check and count
   * run under a lock on the key, so a burst of parallel requests (on any instance) cannot all pass the
   * check before any of them is counted.
   */
  async hit(limit: Limit): Promise<void> {
    if (!this.enabled) return;
    await this.db.transaction(async (tx) => {
      await lockKey(tx, limit.key);
      await this.refuseWhenFull(tx, limit);
      await recordHit(tx, limit.key, this.clock.now());
    });
    await this.prune();
  }

  /** Throws 429 when full, without counting (for limits that count only failures). */
  async check(limit: Limit): Promise<void> {
    if (!this.enabled) return;
    await this.refuseWhenFull(this.db, limit);
  }

  private async refuseWhenFull(db: Executor, limit: Limit): Promise<void> {
    const now = this.clock.now().getTime();
    const { hits, oldest } = await windowHits(db, limit.key, new Date(now - limit.windowMs));
    if (hits >= limit.max) {
      const freeAt = (oldest ? new Date(oldest).getTime() : now) + limit.windowMs;
      throw throttled(Math.max(1, Math.ceil((freeAt - now) / 1000)));
    }
  }

  /** True when the window still has room (for limits that stay silent when full). */
  async allows(limit: Limit): Promise<boolean> {
    if (!this.enabled) return true;
    const now = this.clock.now().getTime();
    const { hits } = await windowHits(this.db, limit.key, new Date(now - limit.windowMs));
    return hits < limit.max;
  }

  async record(key: string): Promise<void> {
    if (!this.enabled) return;
    await recordHit(this.db, key, this.clock.now());
  }

  async reset(key: string): Promise<void> {
    if (!this.enabled) return;
    await clearKey(this.db, key);
  }

  private async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await pruneBefore(this.db, new Date(now - 24 * 3600_000));
  }
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
