import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, tooLarge } from '../../lib/errors.js';

/** A whole multipart body may carry at most 6 MiB (API.md §1.3); one file at most 5 MiB. */
export const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/** An uploaded file part; `null` in a body means "remove the image". */
export interface Upload {
  upload: Buffer;
}

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).upload);

/** What an image field may hold (API.md §1.9): nothing, a removal (`null`, `""`) or an uploaded file. */
export const isImageValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || isUpload(value);

/**
 * The request body as one plain object, for JSON and multipart alike: multipart text parts
 * become strings and file parts `{upload: Buffer}` (an empty file part becomes "").
 */
export async function readBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MULTIPART_MAX_BYTES) throw tooLarge();
  const out: Record<string, unknown> = {};
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.length;
        out[part.fieldname] = bytes.length === 0 ? '' : { upload: bytes };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        total += Buffer.byteLength(value);
        out[part.fieldname] = value;
      }
      // Without a Content-Length (chunked), the parts read so far tell.
      if (total > MULTIPART_MAX_BYTES) throw tooLarge();
    }
  } catch (error) {
    // The multipart parser's own failures (a body cut short, a missing boundary) carry no code;
    // Fastify's limits (FST_…) and ours keep theirs.
    if (error instanceof ApiError || typeof (error as { code?: unknown }).code === 'string') throw error;
    throw new ApiError(400, { detail: HTTP_MESSAGES.invalidMultipart });
  }
  return out;
}

/** The base of absolute URLs: `PUBLIC_URL` when set, else the request's scheme and host. */
export function baseUrlOf(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
