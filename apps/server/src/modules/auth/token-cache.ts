import type { AppContext } from '../../context.js';
import { type Revocation, revokes } from './revocation.js';

/** What a token lookup reads: the token and the user it signs in. */
export interface TokenRow {
  tokenId: number;
  lastUsedAt: Date;
  userId: number;
  username: string;
  userType: string;
}

/** Tokens kept at most; a flood of distinct valid tokens only evicts the oldest. */
const MAX_ENTRIES = 10_000;

/** The right to keep a lookup that was not in the cache, unless something was forgotten meanwhile. */
export type Miss = { generation: number };

/**
 * Token lookups reused by this process for `ttlMs` (ADR 012): every signed-in request started with one more
 * statement. A revocation or a change of the user forgets the user's entries at once here, and in every other
 * process when its notification arrives (CHANNELS.tokensRevoked); should that notification be lost, an entry still
 * lives at most `ttlMs`. Forgetting also voids the lookups running meanwhile, so a row read before a revocation is
 * never kept after it. A hit never extends an entry's life.
 */
export class TokenCache {
  private readonly entries = new Map<string, { row: TokenRow; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The kept row of a token hash, or a miss to look it up with. */
  get(tokenHash: string): { row: TokenRow } | Miss {
    const entry = this.entries.get(tokenHash);
    if (entry && this.now() < entry.until) return { row: entry.row };
    if (entry) this.entries.delete(tokenHash);
    return { generation: this.generation };
  }

  /** Keeps what a lookup read, unless something was forgotten since its miss. */
  keep(tokenHash: string, row: TokenRow, miss: Miss): void {
    if (this.ttlMs === 0 || miss.generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { row, until: this.now() + this.ttlMs });
  }

  /** Replaces a kept row with the same token's row after its last use was written (its time left unchanged). */
  touched(tokenHash: string, row: TokenRow): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.row = row;
  }

  /** Forgets the tokens a revocation ends. */
  forget(revocation: Revocation): void {
    this.forgetWhere((row) => revokes(revocation, row.userId, row.tokenId));
  }

  /** Forgets every token of a user whose name or role changed. */
  forgetUser(userId: number): void {
    this.forgetWhere((row) => row.userId === userId);
  }

  private forgetWhere(ends: (row: TokenRow) => boolean): void {
    this.generation += 1;
    for (const [hash, { row }] of this.entries) if (ends(row)) this.entries.delete(hash);
  }
}

const caches = new WeakMap<AppContext, TokenCache>();

/** The token cache of an application (its services are built several times, the cache once). */
export function tokenCacheOf(ctx: AppContext): TokenCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new TokenCache(ctx.config.TOKEN_CACHE_MS)));
  return cache;
}
