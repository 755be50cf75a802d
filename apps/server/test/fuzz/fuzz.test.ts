import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { type FuzzRequest, requestArb, unknownPathArb } from './arbitraries.js';
import { answerProblem, digestProblem, report, send } from './check.js';
import { type Digest, prepareDigest } from './digest.js';
import { ENDPOINTS } from './endpoints.js';
import { buildWorld, type World } from './world.js';

/**
 * Issue #9: generated requests to every endpoint of API.md, as every kind of caller. CI runs both
 * projects, so a run sends PGLITE_RUNS + POSTGRES_RUNS requests (issue #9 asks for 20,000). The bulk
 * goes to PostgreSQL: there a request took 4 ms on a quiet machine against PGlite's 7 ms, and its
 * database work runs in PostgreSQL's own processes rather than on the test's thread, which the browser
 * tests beside it need (CI, 2026-11-26: 14,000 on PGlite took 488 s of a 20-minute run). FUZZ_RUNS
 * overrides the count (a quick local run, or a long hunt); the seed is random and printed with any
 * counterexample.
 */
const KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const PGLITE_RUNS = 8_000;
const POSTGRES_RUNS = 12_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? (KIND === 'pglite' ? PGLITE_RUNS : POSTGRES_RUNS));
/** A safety net far above a normal run; hitting it fails the test rather than quietly sending fewer. */
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 600_000);

describe(`fuzzing every endpoint (${KIND})`, () => {
  let t: TestApp;
  let world: World;
  let digest: () => Promise<Digest>;

  beforeAll(async () => {
    // Connection refused at once: the weather endpoint answers its sample values without the network.
    t = await createTestApp({
      env: { WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast', GEOCODING_API_URL: 'http://127.0.0.1:9/v1/search' },
    });
    world = await buildWorld(t);
    digest = await prepareDigest(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    `answers ${RUNS} generated requests without a 5xx, with DRF-shaped errors, and no refused request changes a row`,
    async () => {
      const stats = { sent: 0, rebuilt: 0, byStatus: new Map<number, number>() };
      let baseline = await digest();
      const request = fc.oneof(...ENDPOINTS.map((endpoint) => requestArb(endpoint, world)), unknownPathArb);
      const property = fc.asyncProperty(request, async (req: FuzzRequest) => {
        const answer = await send(t, req);
        stats.sent += 1;
        stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
        const problem = answerProblem(req, answer);
        if (problem) throw new Error(report(req, answer, problem));
        // After-commit work (pushes, file clean-up) runs on the next turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        const after = await digest();
        const refused = answer.status >= 400;
        const reading = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
        const changed = digestProblem(baseline, after);
        if (changed && (refused || reading)) {
          baseline = after;
          throw new Error(report(req, answer, `a ${refused ? 'refused' : req.method} request: ${changed}`));
        }
        if (changed) {
          // An accepted write changed the world (it may have deleted a fixture or revoked a token): start afresh.
          world = await buildWorld(t);
          stats.rebuilt += 1;
          baseline = await digest();
        }
      });
      const started = performance.now();
      try {
        await fc.assert(property, {
          numRuns: RUNS,
          interruptAfterTimeLimit: TIME_LIMIT_MS,
          markInterruptAsFailure: true,
        });
      } finally {
        const statuses = [...stats.byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}:${n}`)
          .join(' ');
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.info(
          `fuzz ${KIND}: ${stats.sent} requests in ${seconds} s, world rebuilt ${stats.rebuilt} times; ${statuses}`,
        );
      }
      expect(stats.sent).toBeGreaterThanOrEqual(RUNS);
    },
    TIME_LIMIT_MS + 60_000,
  );
});
