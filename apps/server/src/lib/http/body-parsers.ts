import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

/**
 * JSON everywhere a body is read, multipart where an image may be sent (registered by
 * @fastify/multipart); any other type is 415. An empty JSON body is fine where nothing is read.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, { detail: HTTP_MESSAGES.invalidJson }), undefined);
    }
  });
}

export interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message?: string;
}

/** Fastify's own errors, re-worded as API.md §1.3 and §1.6 say. */
export function mapFastifyError(error: FastifyLikeError, contentType: string | undefined) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: HTTP_MESSAGES.invalidJson } };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { detail: HTTP_MESSAGES.imageTooLarge } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, body: { detail: HTTP_MESSAGES.tooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE': {
      const type = (contentType ?? '').split(';')[0]?.trim() || 'none';
      return { status: 415, body: { detail: HTTP_MESSAGES.unsupportedType(type) } };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_MULTIPART_INVALID':
      return { status: 400, body: { detail: error.message ?? HTTP_MESSAGES.badRequest } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { detail: error.message ?? HTTP_MESSAGES.badRequest } };
  }
  return null;
}
