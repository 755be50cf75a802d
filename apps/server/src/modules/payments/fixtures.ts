import type { TestApp } from '../../../test/helpers.js';
import type { AppContext, OnCommit } from '../../context.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimiter } from '../../lib/rate-limit/limiter.js';
import type { PaymentProvider } from './provider.js';

/**
 * A context for calling the payments service directly (the periodic sweep has no route), built
 * on the test app's database, with after-commit work run at once after the commit.
 */
export function serviceContext(t: TestApp, clock: Clock, payments: PaymentProvider): AppContext {
  const ctx: AppContext = {
    config: t.config,
    database: t.database,
    clock,
    payments,
    mailer: { send: async () => {} },
    limiter: new RateLimiter(t.db, clock, false),
    log: t.app.log,
    afterCommit(_label, work) {
      void work().catch(() => {});
    },
    async transaction(work) {
      const pending: (() => Promise<unknown>)[] = [];
      const onCommit: OnCommit = (_label, fn) => pending.push(fn);
      const result = await t.db.transaction((tx) => work(tx, onCommit));
      for (const fn of pending) await fn();
      return result;
    },
  };
  return ctx;
}
