import type { Db, Executor } from '../../db/client.js';
import * as q from './queries.js';
import { storedText } from './serialize.js';

/*
 * Each order's answer is stored as text when the order changes, so reads copy text (ADR 015). This is the
 * orders module's service for those texts, apart from service.ts so that the features whose writes change
 * what an order shows (payments among them, which service.ts itself uses) can call it without a cycle.
 * Every write that changes what an order shows calls it in its own transaction; docs.test.ts has a case
 * for each kind of change.
 */

export type { Shown } from './queries.js';

/** Renders the orders `ids` (those with a payment) from their rows as they are now and stores the texts. */
async function render(db: Executor, ids: number[]) {
  const rows = await q.orderRowsOf(db, ids);
  await q.writeTexts(
    db,
    rows.map((row) => ({ id: row.id, doc: storedText(row) })),
  );
}

/**
 * Rewrites the texts of the orders `ids`, or of the orders that show what `shown` names. The texts are
 * locked first (id order), in a statement of their own, so the rows rendered next are read in a later
 * snapshot than any transaction that held them: rendered first and written after, a customer's rename
 * would put back the status a concurrent status change had just written (concurrency.pg.test.ts).
 * Orders without a text (no payment yet) stay without one. Four statements whatever the number of orders.
 */
export async function refreshOrderTexts(tx: Executor, which: { ids: number[] } | q.Shown): Promise<void> {
  const locked = await q.lockTexts(tx, which);
  if (locked.length) await render(tx, locked);
}

/**
 * Runs `remove`, a deletion whose foreign keys set to null what orders show of `shown` (a customer,
 * a restaurant, meals, custom meals), and rewrites the texts of those orders. The rows are locked
 * before the orders are found, so an order placed meanwhile is found too; the references are gone
 * after the deletion, so the orders are found before it.
 */
export async function deletingShown<T>(tx: Executor, shown: q.Shown, remove: () => Promise<T>): Promise<T> {
  await q.lockShown(tx, shown);
  const locked = await q.lockTexts(tx, shown);
  const removed = await remove();
  if (locked.length) await render(tx, locked);
  return removed;
}

/** Writes the text of every order with a payment, a batch at a time (data loaded in bulk: seeds, the bench). */
export async function writeAllOrderTexts(db: Executor, batch = 2000): Promise<void> {
  for (let after = 0; ;) {
    const ids = await q.orderIdsAfter(db, after, batch);
    if (!ids.length) return;
    await render(db, ids);
    after = ids[ids.length - 1] as number;
  }
}

/**
 * Rewrites, a batch at a time, the texts an older output of the serializer wrote (TEXT_FORMAT), so a
 * change to an order's answer reaches every order at the next start, not only those that change. Each
 * batch is a transaction of its own and takes the texts' locks like any refresh; with nothing outdated
 * it is one statement.
 */
export async function refreshOutdatedOrderTexts(db: Db, batch = 2000): Promise<number> {
  let rewritten = 0;
  for (let after = 0; ;) {
    const ids = await q.outdatedTextIds(db, after, batch);
    if (!ids.length) return rewritten;
    await db.transaction((tx) => refreshOrderTexts(tx, { ids }));
    rewritten += ids.length;
    after = ids[ids.length - 1] as number;
  }
}
