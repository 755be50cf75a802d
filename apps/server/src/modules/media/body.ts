import type { FastifyRequest } from 'fastify';

/** An uploaded file part; `null` in a body means "remove the image". */
export interface Upload {
  upload: Buffer;
}

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).upload);

/**
 * The request body as one plain object, for JSON and multipart alike: multipart text parts
 * become strings and file parts `{upload: Buffer}` (an empty file part becomes "").
 */
export async function readBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const out: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      out[part.fieldname] = bytes.length === 0 ? '' : { upload: bytes };
    } else {
      out[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return out;
}

/** The base of absolute URLs: `PUBLIC_URL` when set, else the request's scheme and host. */
export function baseUrlOf(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
