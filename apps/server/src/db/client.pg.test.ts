import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';

describe('PostgreSQL connections of the app', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.drop());

  // A deep page of an order list is estimated above jit_above_cost; compiling it took 200 ms for a 13 ms query.
  it('run without JIT compilation, on every pooled connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        fresh.database.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
          return result.rows[0]?.jit;
        }),
      ),
    );
    expect(answers).toEqual(['off', 'off', 'off', 'off']);
  });
});
