import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';

/** GET operations that read no query parameter: one object, the caller's own, operations, the stream. */
const READS_NO_QUERY = new Set([
  '/api/health/',
  '/api/ready/',
  '/api/users/me/',
  '/api/users/users/{id}/',
  '/api/users/{id}/',
  '/api/profiles/{id}/',
  '/api/meals/meals/{id}/',
  '/api/meals/custom-meals/{id}/',
  '/api/meals/custom-meals/{id}/ingredients/',
  '/api/reviews/restaurant-reviews/{id}/',
  '/api/reviews/meal-reviews/{id}/',
  '/api/reviews/custom-meal-reviews/{id}/',
  '/api/promotions/{id}/',
  '/api/restaurants/restaurants/my-restaurant/',
  '/api/restaurants/restaurants/{id}/',
  '/api/restaurants/restaurants/{id}/delivery-areas/',
  '/api/areas/{id}/',
  '/api/users/addresses/{id}/',
  '/api/restaurants/ingredients/{id}/',
  '/api/meals/categories/{id}/',
  '/api/notifications/notifications/{id}/',
  '/api/notifications/stream/',
  '/api/orders/orders/{id}/',
  '/api/orders/orders/{id}/reorder/',
  '/api/payments/config/',
]);

/** POST actions whose body is ignored (API.md §3.11). */
const TAKES_NO_BODY = new Set([
  'POST /api/notifications/notifications/{id}/mark_as_read/',
  'POST /api/notifications/notifications/mark_all_as_read/',
]);

/** Where an image may be uploaded (API.md §1.3): restaurants, ingredients, meals, users, update-profile. */
const UPLOADS = [
  'POST /api/users/update-profile/',
  'PUT /api/users/users/{id}/',
  'PATCH /api/users/users/{id}/',
  'PUT /api/users/{id}/',
  'PATCH /api/users/{id}/',
  'POST /api/meals/meals/',
  'PUT /api/meals/meals/{id}/',
  'PATCH /api/meals/meals/{id}/',
  'POST /api/restaurants/restaurants/',
  'PUT /api/restaurants/restaurants/{id}/',
  'PATCH /api/restaurants/restaurants/{id}/',
  'POST /api/restaurants/ingredients/',
  'PUT /api/restaurants/ingredients/{id}/',
  'PATCH /api/restaurants/ingredients/{id}/',
];

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

/** What an operation of the document lacks, as one line per missing piece. */
function missing(path: string, method: string, op: Operation): string[] {
  const name = `${method.toUpperCase()} ${path}`;
  const gaps: string[] = [];
  const success = Object.keys(op.responses).filter((status) => /^2\d\d$/.test(status));
  if (!success.length) gaps.push(`${name}: no success answer`);
  for (const status of success)
    if (status !== '204' && !op.responses[status]?.content) gaps.push(`${name}: ${status} has no body schema`);
  for (const status of ['400', '4XX', '5XX'])
    if (!op.responses[status]?.content) gaps.push(`${name}: no ${status} error shape`);
  const declared = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
  for (const [, param = ''] of path.matchAll(/\{(\w+)\}/g))
    if (!declared('path').includes(param)) gaps.push(`${name}: path parameter ${param} undeclared`);
  if (method === 'get' && !READS_NO_QUERY.has(path) && !declared('query').length) gaps.push(`${name}: no query`);
  const content = op.requestBody?.content ?? {};
  if (['post', 'put', 'patch'].includes(method) && !TAKES_NO_BODY.has(name) && !content['application/json']?.schema)
    gaps.push(`${name}: no JSON body`);
  if (UPLOADS.includes(name) && !content['multipart/form-data']?.schema) gaps.push(`${name}: no multipart body`);
  return gaps;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };
  let paths: typeof doc.paths;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await call(t, 'GET', '/api/openapi.json')).body;
    paths = doc.paths;
  });
  afterAll(() => t.close());

  it('declares for every operation its answers, path parameters, query and body', () => {
    const operations = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => [path, m]));
    expect(operations.length).toBeGreaterThan(90);
    const gaps = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => missing(path, method, op)),
    );
    expect(gaps).toEqual([]);
  });

  it('documents multipart bodies exactly where an image may be uploaded', () => {
    const multipart = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(multipart.sort()).toEqual([...UPLOADS].sort());
  });

  it('names the answer shapes of API.md §2 as components, e.g. an order with its items and payment', () => {
    const answer = paths['/api/orders/orders/{id}/']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/OrderOut' });
    expect(doc.components.schemas.OrderOut).toMatchObject({
      properties: {
        status: { enum: ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] },
        items: { type: 'array', items: { $ref: '#/components/schemas/OrderItemOut' } },
        payment: { $ref: '#/components/schemas/PaymentOut' },
      },
    });
  });

  it('refers only to components it defines', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((name = '') => !(name in doc.components.schemas))).toEqual([]);
  });
});
