import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgres) {
  throw new Error('CI=true needs TEST_DATABASE_URL: the integration suite must also run on PostgreSQL.');
}

const shared = {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
};

/** The integration suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine, yet most of a test's time is spent
    // waiting on PostgreSQL or a spawned server: three workers took the suite from 454 s to 292 s there.
    maxWorkers: 3,
    projects: [
      // *.pg.test.ts need real concurrency or several connections: PostgreSQL only.
      {
        test: {
          ...shared,
          name: 'pglite',
          env: { TEST_DB: 'pglite' },
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
        },
      },
      ...(postgres ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
