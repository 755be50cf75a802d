import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstance, listen, openStream } from '../../src/modules/notifications/fixtures.js';
import { call, createTestApp, type Reply, type TestApp } from '../helpers.js';
import { MATRIX, type Row, STRIPE_WEBHOOK_SECRET, type Vars } from './permission-matrix.table.js';
import { ACTORS, type Actor, buildWorld, unique, type World } from './world.js';

const CELLS = MATRIX.length * ACTORS.length;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** An unreachable address: the weather endpoint answers with its sample values at once. */
const OFFLINE = 'http://127.0.0.1:9/';

const describeRow = (row: Row) => `${row.method} ${row.path}${row.label ? ` (${row.label})` : ''}`;
/** A path of the table or of the OpenAPI document with its parameters unnamed: `/api/meals/meals/{}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');

function fill(path: string, vars: Vars): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (vars[name] === undefined) throw new Error(`${path}: nothing named ${name} in the world`);
    return String(vars[name]);
  });
}

describe('security: the permission matrix of API.md §5', () => {
  let t: TestApp;
  let stripe: TestApp;
  let baseUrl: string;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEATHER_API_URL: OFFLINE, GEOCODING_API_URL: OFFLINE } });
    stripe = await buildInstance(t.database, {
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_permission_matrix',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_permission_matrix',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: OFFLINE,
      },
    });
    baseUrl = await listen(t);
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await stripe?.close();
    await t?.close();
  });

  async function send(row: Row, actor: Actor): Promise<Pick<Reply, 'status' | 'text'>> {
    const fresh = row.fresh ? await row.fresh(w, actor) : {};
    const user = actor === 'visitor' ? undefined : w.users[actor];
    // The visitor's `{me}` is someone's id: the 401 comes before the path is looked at.
    const vars: Vars = { ...w.ids, me: user?.id ?? w.ids.customer!, n: unique(), ...fresh.vars };
    const url = fill(row.path, vars);
    const token = fresh.token ?? user?.token;
    if (row.via === 'stream') {
      const stream = await openStream(baseUrl, token ? { authorization: `Token ${token}` } : {});
      stream.close();
      return { status: stream.status, text: stream.text() };
    }
    const body = row.body?.(vars, actor);
    return call(row.via === 'stripe' ? stripe : t, row.method, url, {
      token,
      headers: row.headers?.(vars),
      ...(typeof body === 'string' ? { payload: body } : body === undefined ? {} : { body }),
    });
  }

  it(
    `${MATRIX.length} rows × ${ACTORS.length} actors = ${CELLS} cells answer as API.md says`,
    { timeout: 60_000 },
    async () => {
      const mismatches: string[] = [];
      let sent = 0;
      for (const row of MATRIX) {
        for (const [i, actor] of ACTORS.entries()) {
          const expected = row.expect[i];
          const reply = await send(row, actor);
          sent += 1;
          if (reply.status !== expected)
            mismatches.push(
              `${describeRow(row)} as ${actor}: expected ${expected}, got ${reply.status} ${reply.text.slice(0, 160)}`,
            );
        }
      }
      expect(sent).toBe(CELLS);
      expect(mismatches.join('\n')).toBe('');
    },
  );

  it('the table has a row for every operation of the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const covered = new Set(MATRIX.map((row) => `${row.method} ${shape(row.path)}`));
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${shape(path)}`),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
  });
});
