import { HTTP_MESSAGES } from '@dishcraft/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** The body of a route that carries no image: multipart is 415 there (API.md §1.3), anything not an object is {}. */
export const jsonBody = (request: FastifyRequest): Record<string, unknown> => {
  if (request.isMultipart()) throw new ApiError(415, { detail: HTTP_MESSAGES.unsupportedType('multipart/form-data') });
  const body: unknown = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
};
