import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPayload, preferredEncoding } from './encoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP;q=0.5, BR;q=1.0', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['br;q=junk, gzip;q=0.1', 'gzip'],
    // As @fastify/compress reads them.
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodedPayload', () => {
  it('compresses each encoding once and keeps the result with the answer', () => {
    const answer = { payload: JSON.stringify({ text: 'dish '.repeat(500) }), contentType: 'application/json' };
    const br = encodedPayload(answer, 'br');
    expect(encodedPayload(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(answer.payload);
    expect(gunzipSync(encodedPayload(answer, 'gzip')).toString()).toBe(answer.payload);
    expect(br.length).toBeLessThan(answer.payload.length / 10);
  });
});
