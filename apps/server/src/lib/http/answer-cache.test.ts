import { describe, expect, it } from 'vitest';
import { AnswerCache, type Lookup } from './answer-cache.js';

const TTL = 1000;
const answer = (payload: string) => ({ payload, contentType: 'application/json' });

function setup(maxEntries = 10) {
  let now = 0;
  const cache = new AnswerCache(TTL, maxEntries, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

function ticketOf(found: Lookup) {
  if (!('ticket' in found)) throw new Error(`expected a build ticket, got ${found.answer.payload}`);
  return found.ticket;
}
const payloadOf = (found: Lookup) => ('answer' in found ? found.answer.payload : 'ticket');

/** Settles pending promises, so a waiter that could go on has gone on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerCache', () => {
  it('serves a stored answer until it is ttl old, then hands out a build ticket', async () => {
    const { cache, advance } = setup();
    const ticket = ticketOf(await cache.lookup('a'));
    cache.store(ticket, answer('one'));
    cache.release(ticket);
    advance(TTL - 1);
    expect(payloadOf(await cache.lookup('a'))).toBe('one');
    advance(1);
    expect(payloadOf(await cache.lookup('a'))).toBe('ticket');
  });

  it('lets one request build a missing answer while the others wait for it, then serves them that answer', async () => {
    const { cache } = setup();
    const builder = ticketOf(await cache.lookup('a'));
    const waiters = Array.from({ length: 5 }, () => cache.lookup('a'));
    await settle();
    cache.store(builder, answer('built once'));
    cache.release(builder);
    expect((await Promise.all(waiters)).map(payloadOf)).toEqual(Array(5).fill('built once'));
  });

  it('serves the expired answer to everyone but the one rebuilding it, for at most one more ttl', async () => {
    const { cache, advance } = setup();
    const first = ticketOf(await cache.lookup('a'));
    cache.store(first, answer('old'));
    cache.release(first);
    advance(TTL);
    const rebuild = ticketOf(await cache.lookup('a'));
    expect(payloadOf(await cache.lookup('a'))).toBe('old');
    advance(TTL - 1);
    expect(payloadOf(await cache.lookup('a'))).toBe('old');
    advance(1);
    let waited: string | undefined;
    const waiter = cache.lookup('a').then((found) => (waited = payloadOf(found)));
    await settle();
    expect(waited).toBeUndefined();
    cache.store(rebuild, answer('new'));
    cache.release(rebuild);
    await waiter;
    expect(waited).toBe('new');
  });

  it('never stores an answer whose build began before a write, and lets its waiters build afresh', async () => {
    const { cache } = setup();
    const before = ticketOf(await cache.lookup('a'));
    const waiter = cache.lookup('a');
    cache.clear();
    expect(cache.store(before, answer('read before the write'))).toBeUndefined();
    cache.release(before);
    expect(payloadOf(await waiter)).toBe('ticket');
    const after = ticketOf(await cache.lookup('a'));
    cache.store(after, answer('read after the write'));
    expect(payloadOf(await cache.lookup('a'))).toBe('read after the write');
  });

  it('wakes the waiters of a build that failed, each with a ticket of its own', async () => {
    const { cache } = setup();
    const failed = ticketOf(await cache.lookup('a'));
    const waiters = [cache.lookup('a'), cache.lookup('a')];
    cache.release(failed);
    cache.release(failed);
    expect((await Promise.all(waiters)).map(payloadOf)).toEqual(['ticket', 'ticket']);
  });

  it('keeps at most maxEntries answers, dropping the least recently stored', async () => {
    const { cache } = setup(2);
    for (const key of ['a', 'b', 'c']) {
      const found = await cache.lookup(key);
      if ('ticket' in found) {
        cache.store(found.ticket, answer(key));
        cache.release(found.ticket);
      }
    }
    expect(payloadOf(await cache.lookup('b'))).toBe('b');
    expect(payloadOf(await cache.lookup('c'))).toBe('c');
    expect(payloadOf(await cache.lookup('a'))).toBe('ticket');
  });
});
