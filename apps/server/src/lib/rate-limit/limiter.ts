import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { throttled } from '../errors.js';
import { clearKey, deleteHit, lockKey, pruneBefore, recordHit, windowHits } from './queries.js';

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
    await this.reserve(limit);
  }

  /**
   * Counts one hit as `hit` does, and returns what takes it back: for limits that count only some
   * outcomes (failed logins), the attempt is counted while it runs, so parallel attempts see it, and
   * refunded when it turns out not to count.
   */
  async reserve(limit: Limit): Promise<() => Promise<void>> {
    if (!this.enabled) return async () => {};
    const counted = await this.locked(limit);
    if ('retryAfterS' in counted) throw throttled(counted.retryAfterS);
    await this.prune();
    return () => deleteHit(this.db, counted.id);
  }

  /** Counts one hit and says true when the window has room; false, and nothing counted, when full (limits that stay silent). */
  async take(limit: Limit): Promise<boolean> {
    if (!this.enabled) return true;
    return 'id' in (await this.locked(limit));
  }

  /** Records a hit of `limit.key` unless its window is full, serialised with every other hit of the key. */
  private async locked(limit: Limit): Promise<{ id: number } | { retryAfterS: number }> {
    return this.db.transaction(async (tx) => {
      await lockKey(tx, limit.key);
      const now = this.clock.now().getTime();
      const { hits, oldest } = await windowHits(tx, limit.key, new Date(now - limit.windowMs));
      if (hits >= limit.max) {
        const freeAt = (oldest ? new Date(oldest).getTime() : now) + limit.windowMs;
        return { retryAfterS: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
      }
      return { id: await recordHit(tx, limit.key, new Date(now)) };
    });
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
