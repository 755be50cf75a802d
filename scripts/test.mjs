// `npm test`: every check in order, stopping at the first failure, then one closing line with the counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true needs TEST_DATABASE_URL: the server suite must also run on PostgreSQL.');
  process.exit(1);
}

const vitest = (workspace, name) => [
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, `${name}.json`)}`],
  path.join(root, workspace),
];

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck'], root],
  ['lint', 'npm', ['run', 'lint'], root],
  ['layers', 'npm', ['run', 'layers'], root],
  ['contract tests', ...vitest('packages/contract', 'contract')],
  ['server tests', ...vitest('apps/server', 'server')],
  ['web tests', ...vitest('apps/web', 'web')],
  ['web build', 'npm', ['run', 'build', '-w', 'apps/web'], root],
  ['browser tests', 'npx', ['playwright', 'test'], path.join(root, 'e2e')],
];

const only = process.argv.slice(2);
let failed = false;
for (const [name, command, args, cwd] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  console.log(`━━ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failed = true;
    break;
  }
}

let passed = 0;
let failures = 0;
for (const name of ['contract', 'server', 'web']) {
  const file = path.join(results, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failures += report.numFailedTests ?? 0;
}
const e2e = path.join(results, 'e2e.json');
if (existsSync(e2e)) {
  const report = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += report.stats?.expected ?? 0;
  failures += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
}
if (failed && failures === 0) failures = 1;
console.log(`\nTotal: ${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
