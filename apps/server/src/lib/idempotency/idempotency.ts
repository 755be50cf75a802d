import { createHash } from 'node:crypto';
import { HTTP_MESSAGES, PAYMENT_MESSAGES as M } from '@dishcraft/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { ApiError, conflict } from '../errors.js';
import { claimKey, findKey, type KeyRef, releaseKey, storeResponse, takeOver } from './queries.js';

const KEPT_MS = 24 * 3600_000;
/**
 * A claim without an answer this old belongs to a request that died (kill -9, lost connection):
 * a retry may take it over. Safe because an answer is sealed in the work's own transaction, so an
 * unanswered claim means the work never committed; far longer than any request runs.
 */
const ABANDONED_MS = 2 * 60_000;
const KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * Stores the answer in the caller's transaction, so the work and its answer commit together.
 * Refuses (rolling the work back) when the claim was meanwhile taken over as abandoned.
 */
export type Seal = (tx: Executor, status: number, body: unknown) => Promise<void>;

export interface Outcome {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Canonical JSON (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The stored fingerprint of a request body. */
export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

/** canonical() recurses once per level: a body nested thousands deep is refused, not a stack overflow (500). */
function hashOf(body: unknown): string {
  try {
    return requestHash(body);
  } catch (error) {
    if (error instanceof RangeError) throw new ApiError(400, { detail: HTTP_MESSAGES.tooDeep });
    throw error;
  }
}

/**
 * `Idempotency-Key` (API.md §1.8), scoped to user and path and kept 24 hours. Same key and body:
 * the stored first answer again (`replayed`). Different body, or the first still running: 409.
 * Only 2xx answers are stored; any other outcome releases the key so a retry runs again. Work
 * that writes should call `seal` inside its transaction: an order committed by a process killed
 * before it could answer is then replayed on retry, never placed twice.
 */
export async function idempotent(
  deps: { db: Db; clock: Clock },
  scope: { userId: number; path: string; key: unknown; body: unknown },
  run: (seal?: Seal) => Promise<{ status: number; body: unknown }>,
): Promise<Outcome> {
  if (scope.key === undefined) return { ...(await run()), replayed: false };
  if (typeof scope.key !== 'string' || !KEY.test(scope.key))
    throw new ApiError(400, { detail: M.idempotencyKeyInvalid });
  const ref: KeyRef = { userId: scope.userId, path: scope.path, key: scope.key };
  const hash = hashOf(scope.body);
  const claimedAt = deps.clock.now();
  if (!(await claimKey(deps.db, ref, hash, claimedAt, new Date(claimedAt.getTime() - KEPT_MS)))) {
    const existing = await findKey(deps.db, ref);
    if (!existing) throw conflict(M.idempotencyInProgress, 'idempotency_in_progress');
    if (existing.requestHash !== hash) throw conflict(M.idempotencyReused, 'idempotency_key_reused');
    if (existing.responseStatus !== null)
      return { status: existing.responseStatus, body: existing.responseBody, replayed: true };
    const abandoned = claimedAt.getTime() - existing.createdAt.getTime() > ABANDONED_MS;
    if (!abandoned || !(await takeOver(deps.db, ref, existing.createdAt, claimedAt)))
      throw conflict(M.idempotencyInProgress, 'idempotency_in_progress');
  }
  const claim = { ...ref, claimedAt };
  let sealed = false;
  const seal: Seal = async (tx, status, body) => {
    if (!(await storeResponse(tx, claim, status, body)))
      throw conflict(M.idempotencyInProgress, 'idempotency_in_progress');
    sealed = true;
  };
  let result: { status: number; body: unknown };
  try {
    result = await run(seal);
  } catch (error) {
    await releaseKey(deps.db, claim);
    throw error;
  }
  if (result.status >= 200 && result.status < 300) {
    if (!sealed) await storeResponse(deps.db, claim, result.status, result.body);
  } else await releaseKey(deps.db, claim);
  return { ...result, replayed: false };
}
