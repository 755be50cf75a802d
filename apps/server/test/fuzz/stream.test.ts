import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotifications, listen, openStream } from '../../src/modules/notifications/fixtures.js';
import { createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { type FuzzRequest, headerJunk, printable } from './arbitraries.js';
import { answerProblem, digestProblem, report } from './check.js';
import { type Digest, prepareDigest } from './digest.js';

const RUNS = Number(process.env.FUZZ_STREAM_RUNS ?? 150);

/**
 * A signed-in `GET /api/notifications/stream/` never ends, so the main fuzz file sends it only
 * refusals; here it runs over a real socket, with junk `Last-Event-ID` and `Accept` headers.
 */
describe('fuzzing the notification stream', () => {
  let t: TestApp;
  let user: TestUser;
  let base: string;
  let digest: () => Promise<Digest>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, 'customer');
    await insertNotifications(t, user.id, 3);
    digest = await prepareDigest(t);
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = fc
    .record({
      lastEventId: fc.option(fc.oneof(headerJunk, fc.constantFrom('1', '0', '-1', '2', '1.5', '99999999999', '1e3'))),
      accept: fc.option(headerJunk),
      auth: fc.oneof(
        { weight: 5, arbitrary: fc.constant('valid') },
        { weight: 1, arbitrary: fc.constantFrom('Token x', 'Bearer y', '') },
      ),
    })
    .map(({ lastEventId, accept, auth }) => {
      const headers: Record<string, string> = { authorization: auth === 'valid' ? `Token ${user.token}` : auth };
      if (lastEventId !== null) headers['last-event-id'] = lastEventId;
      if (accept !== null) headers.accept = accept;
      return printable({
        actor: 'customer',
        method: 'GET',
        url: '/api/notifications/stream/',
        headers,
        body: 'no body',
      } as FuzzRequest);
    });

  it(`opens ${RUNS} streams with generated headers: never a 5xx, refusals as JSON, no row changed`, async () => {
    let opened = 0;
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const client = await openStream(base, req.headers);
        try {
          if (client.status === 200) await client.waitFor((c) => c.text().includes(': connected'), 5000);
          else await client.waitFor((c) => c.isEnded(), 5000);
        } finally {
          client.close();
        }
        opened += 1;
        const answer = {
          status: client.status,
          text: client.text(),
          headers: client.headers as Record<string, unknown>,
        };
        const problem = answerProblem(req, answer);
        if (problem) throw new Error(report(req, answer, problem));
        const changed = digestProblem(before, await digest());
        if (changed) throw new Error(report(req, answer, `a stream request: ${changed}`));
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
    expect(opened).toBeGreaterThanOrEqual(RUNS);
  }, 180_000);
});
