import { parseArgs } from 'node:util';
import { adminRegisterSchema, toFieldErrors } from '@dishcraft/contract';
import { upsertUser } from '../db/seed/queries.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { openConfigured } from './open.js';

/** `npm run create-admin -- --username NAME --email EMAIL --password PASSWORD`: creates or updates an admin. */
async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const input = adminRegisterSchema.safeParse({ ...values, password2: values.password, user_type: 'admin' });
  if (!input.success) {
    for (const [field, messages] of Object.entries(toFieldErrors(input.error)))
      console.error(`--${field}: ${messages}`);
    console.error('Usage: npm run create-admin -- --username NAME --email EMAIL --password PASSWORD');
    process.exit(2);
  }
  const { database } = await openConfigured();
  try {
    const id = await upsertUser(database.db, {
      username: input.data.username,
      email: input.data.email,
      userType: 'admin',
      passwordHash: await hashPassword(input.data.password),
    });
    console.log(`Admin "${input.data.username}" is ready (user ${id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
