import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedAddresses, seedAreas } from './areas.js';
import { seedCatalogue } from './demo.js';
import { seedPromotions } from './promotions.js';
import { upsertUser, userCount } from './queries.js';

/** Seeds the demo data on an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  await seedDemo(db, options);
  return true;
}

export interface SeedOptions {
  mediaDir: string;
  now: Date;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const accountIds = await seedAccounts(db);
  // Before the restaurants: their delivery areas look the areas up by name (demoAreaIds in ./areas.ts).
  await seedAddresses(db, accountIds, await seedAreas(db));
  await seedCatalogue(db, options, accountIds);
  await seedPromotions(db, options.now);
}

/** Creates (or resets) the demo accounts; returns their ids by username. */
export async function seedAccounts(db: Db): Promise<Map<string, number>> {
  const hashed = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const { password: _password, ...fields } = account;
      ids.set(account.username, await upsertUser(tx, { ...fields, passwordHash: hashed[i] as string }));
    }
  });
  return ids;
}
