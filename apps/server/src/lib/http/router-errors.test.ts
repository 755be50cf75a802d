import { HTTP_MESSAGES } from '@dishcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Found by the fuzz suite: a path id over the router's parameter length was Fastify's 414 and a
 * malformed %-escape its 400, both with Fastify's own body instead of API.md §1.1's 404.
 */
describe("the router's refusals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['an id of 250 characters', `/api/meals/meals/${'x'.repeat(250)}/`],
    ['a 250-digit id', `/api/restaurants/ingredients/${'1'.repeat(250)}/`],
    ['a malformed %-escape', '/api/users/%zz/'],
    ['a cut multi-byte escape', '/api/users/users/%E0%A4%A/'],
  ])('%s is 404 Not found', async (_name, url) => {
    const reply = await call(t, 'GET', url);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 404,
      body: { detail: HTTP_MESSAGES.notFound },
    });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
  });
});
