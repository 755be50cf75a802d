import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/db/schema.js';
import { createTestApp, createUser, type TestApp } from '../helpers.js';
import { junkScalar, junkValue, printable } from './arbitraries.js';
import { answerProblem, digestProblem, report, send } from './check.js';
import { type Digest, prepareDigest } from './digest.js';

const SECRET = 'whsec_fuzz';
const RUNS = Number(process.env.FUZZ_WEBHOOK_RUNS ?? 400);
const signer = new Stripe('sk_test_signer');
const sign = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });

/**
 * The Stripe webhook exists only with the stripe provider, so it gets its own app. Most bodies are
 * correctly signed: the signature is Stripe's proof, and what follows it must still never be a 500.
 */
describe('fuzzing the Stripe webhook', () => {
  let t: TestApp;
  let digest: () => Promise<Digest>;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: SECRET,
        // Nothing listens there: a call out to Stripe fails at once.
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
    const customer = await createUser(t, 'customer');
    await t.db.insert(paymentIntents).values([
      { id: 'pi_fuzz_1', userId: customer.id, provider: 'stripe', amountCents: 1000, clientSecret: 'pi_fuzz_1_secret' },
      {
        id: 'pi_fuzz_2',
        userId: customer.id,
        provider: 'stripe',
        amountCents: 500,
        clientSecret: 'pi_fuzz_2_secret',
        status: 'succeeded',
      },
    ]);
    digest = await prepareDigest(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const text = fc.oneof(
    fc.constantFrom('pi_fuzz_1', 'pi_fuzz_2', 'evt_1', '', 'x'.repeat(300), '__proto__'),
    junkScalar,
  );
  const event = fc.record(
    {
      id: text,
      type: fc.oneof(
        fc.constantFrom(
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'payment_intent.canceled',
          'charge.refunded',
        ),
        fc.constantFrom('__proto__', 'constructor', 'toString', 'customer.created'),
        junkScalar,
      ),
      data: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record({ object: fc.record({ id: text, payment_intent: text }, { requiredKeys: [] }) }),
        },
        { weight: 1, arbitrary: junkValue },
      ),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: event.map((e) => JSON.stringify(e)) },
    { weight: 1, arbitrary: junkValue.map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: fc.string() },
  );
  const request = fc
    .tuple(
      body,
      fc.oneof(
        { weight: 4, arbitrary: fc.constant('signed') },
        { weight: 1, arbitrary: fc.constantFrom('', 't=1,v1=abc', 'garbage', 'v1=') },
      ),
    )
    .map(([payload, signature]) =>
      printable({
        actor: 'visitor',
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature === 'signed' ? sign(payload) : signature,
        },
        payload: Buffer.from(payload),
        body: signature === 'signed' ? 'signed event' : 'bad signature',
      }),
    );

  it(`answers ${RUNS} generated events without a 5xx, and a refused one changes no row`, async () => {
    let baseline = await digest();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const answer = await send(t, req);
        sent += 1;
        const problem = answerProblem(req, answer);
        if (problem) throw new Error(report(req, answer, problem));
        const after = await digest();
        const changed = digestProblem(baseline, after);
        baseline = after;
        if (changed && answer.status >= 400) throw new Error(report(req, answer, `a refused event: ${changed}`));
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 180_000);
});
