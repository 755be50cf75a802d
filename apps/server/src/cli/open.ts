import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** The configured database (DATA_DIR or DATABASE_URL), migrated, for command-line tools. */
export async function openConfigured() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
  await database.migrate();
  return { config, database };
}
