import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const postgres = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgres) {
  throw new Error('CI=true needs TEST_DATABASE_URL: the integration suite must also run on PostgreSQL.');
}

const shared = {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // A worker keeps the modules it loaded for its next test file (each file still opens its own app and database):
  // loading the server, PGlite and sharp again for every file was a third of the suite's CPU time
  // (import 358 s of 1,357 s; 45 s without isolation).
  isolate: false,
};

/**
 * The fuzz suite (test/fuzz/fuzz.test.ts) alone takes about half of the run on each database: started first, it runs
 * while the other workers share out the rest, instead of starting last and running on alone.
 */
class FuzzFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const fuzz = (spec: TestSpecification) => spec.moduleId.endsWith('/test/fuzz/fuzz.test.ts');
    return [...sorted.filter(fuzz), ...sorted.filter((spec) => !fuzz(spec))];
  }
}

/** The integration suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine, yet most of a test's time is spent
    // waiting on PostgreSQL or a spawned server: three workers took the suite from 454 s to 292 s there.
    maxWorkers: 3,
    sequence: { sequencer: FuzzFirst },
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
