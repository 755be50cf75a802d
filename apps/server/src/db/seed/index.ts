import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { upsertUser, userCount } from './queries.js';

/** Seeds the demo accounts on an empty database; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  const hashed = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const { password: _password, ...fields } = account;
      await upsertUser(tx, { ...fields, passwordHash: hashed[i] as string });
    }
  });
}
