// The server the browser tests drive: the built web app, a fresh data directory, demo data,
// rate limits off, and e-mail to the local SMTP port the tests listen on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dishcraft-e2e-'));
const port = process.env.E2E_PORT ?? '8123';
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
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
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
