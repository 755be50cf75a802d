import { rm } from 'node:fs/promises';
import { seedDemo, seedIfEmpty } from '../db/seed/index.js';
import { truncateAll } from '../db/seed/queries.js';
import { openConfigured } from './open.js';

/** `npm run seed` fills an empty database; `npm run seed -- --reset` empties it and seeds again. */
async function main() {
  const reset = process.argv.includes('--reset');
  const { config, database } = await openConfigured();
  try {
    const options = { mediaDir: config.mediaDir, now: new Date() };
    if (reset) {
      await truncateAll(database.db);
      await rm(config.mediaDir, { recursive: true, force: true });
      await seedDemo(database.db, options);
      console.log('The database was emptied and the demo data seeded again.');
    } else if (await seedIfEmpty(database.db, options)) {
      console.log('Seeded the demo data.');
    } else {
      console.log('The database already has data; nothing seeded. Use `npm run seed -- --reset` to start over.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
