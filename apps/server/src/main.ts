import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNTS } from './db/seed/accounts.js';
import { seedIfEmpty } from './db/seed/index.js';
import { refreshOutdatedOrderTexts } from './modules/orders/texts.js';

/** Reads the configuration, opens and migrates the database, seeds demo data, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onListenerError: (error) => console.error('database listener:', error),
  });
  await database.migrate();
  const rewritten = await refreshOutdatedOrderTexts(database.db);
  const app = await buildApp({ config, database });
  if (rewritten) app.log.info(`Rewrote ${rewritten} order texts for the current answer's shape (ADR 015).`);
  if (config.SEED_DEMO && (await seedIfEmpty(database.db, { mediaDir: config.mediaDir, now: new Date() }))) {
    app.log.info(
      `Seeded the demo data. Accounts: ${DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password} (${a.userType})`).join(', ')}`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`;
  app.log.info(`Dishcraft is serving http://localhost:${config.PORT} with ${where}`);
  console.log(
    `\nDishcraft: http://localhost:${config.PORT}\nDemo accounts:\n${DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(10)} ${a.username} / ${a.password}`).join('\n')}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
