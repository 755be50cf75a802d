// The server the browser tests drive: the compiled server as `npm start` runs it, with the web app built when its
// sources are newer than its build (a run of one spec tests what is in the tree), a
// fresh data directory, demo data, rate limits off, and e-mail to the local SMTP port the tests listen on.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhenStale } from '../scripts/build.mjs';
import { runCompiled } from '../scripts/run-compiled.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dishcraft-e2e-'));
const port = process.env.E2E_PORT ?? '8123';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

buildWhenStale(['web', 'server']);
runCompiled('main.js', [], {
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMITS: 'off',
    SMTP_URL: process.env.E2E_SMTP_URL ?? 'smtp://127.0.0.1:2525',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The order sweeper every second, so an order not accepted in time is cancelled within the test (issue #21).
    ORDER_SWEEP_MS: '1000',
  },
});
