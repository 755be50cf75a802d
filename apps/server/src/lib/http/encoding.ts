import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedAnswer, Encoding } from './answer-cache.js';

/** Bodies below this many bytes go out as they are (the compressor's own threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding for an `Accept-Encoding` value, preferring br as the compressor does: br or gzip
 * when accepted with a non-zero q (or through `*`), otherwise none.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/** The answer's payload in `encoding`, compressed on first use and kept with the answer. */
export function encodedPayload(answer: CachedAnswer, encoding: Encoding): Buffer {
  answer.encoded ??= {};
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(answer.payload);
  return answer.encoded[encoding];
}
