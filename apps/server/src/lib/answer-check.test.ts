import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './answer-check.js';
import { answers, plainJson } from './route-schemas.js';

const shape = z.object({ id: z.int(), name: z.string() });

describe('answers checked against their declared schemas (the test harness)', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setSerializerCompiler(plainJson);
    checkAnswers(app);
    const schema = { response: answers({ 200: shape }) };
    app.get('/right', { schema }, async () => ({ id: 1, name: 'Soup' }));
    app.get('/drifted', { schema }, async () => ({ id: '1', name: 'Soup' }));
    // Precomputed JSON text passes no serializer, and is checked all the same.
    app.get('/text', { schema }, async (_request, reply) => reply.type('application/json').send('{"id":1}'));
    app.get('/undeclared', { schema }, async (_request, reply) => reply.code(202).send({ id: 1, name: 'Soup' }));
    app.get('/refused', { schema }, async (_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
    app.get('/unchecked', async () => ({ anything: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const reply = await app.inject({ method: 'GET', url });
    return { status: reply.statusCode, body: reply.json() };
  };

  it('lets an answer that matches its schema through unchanged', async () => {
    expect(await get('/right')).toEqual({ status: 200, body: { id: 1, name: 'Soup' } });
    expect(await get('/refused')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await get('/unchecked')).toEqual({ status: 200, body: { anything: true } });
  });

  it('turns a drifted answer into a 500 naming the route, the status and the field', async () => {
    const drifted = await get('/drifted');
    expect(drifted.status).toBe(500);
    expect(drifted.body).toMatchObject({ route: 'GET /drifted', status: 200 });
    expect(drifted.body.problem).toContain('id');
    const text = await get('/text');
    expect(text.status).toBe(500);
    expect(text.body.problem).toContain('name');
  });

  it('refuses a status the route does not declare', async () => {
    expect(await get('/undeclared')).toMatchObject({ status: 500, body: { problem: 'status 202 is not declared' } });
  });
});
