// `npm test`: every check, stage by stage, stopping after the first stage with a failure, then one closing line
// with the counts. A stage runs its lanes at once and each lane its steps in order: most steps are single-threaded
// or wait on a database or a browser, so on a 2-core machine running them side by side saves about a third.
// `node scripts/test.mjs server web` runs only the steps whose names start with one of the words given.
import { spawn } from 'node:child_process';
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

const vitest = (name, workspace, report) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, report)}`],
  cwd: path.join(root, workspace),
});
const npm = (name, script) => ({ name, command: 'npm', args: ['run', script], cwd: root });
const node = (name, script) => ({ name, command: process.execPath, args: [script], cwd: root });

const stages = [
  [
    [npm('typecheck', 'typecheck')],
    [npm('lint', 'lint')],
    [npm('layers', 'layers')],
    [node('engines', 'scripts/check-engines.mjs')],
    [vitest('contract tests', 'packages/contract', 'contract.json')],
    [vitest('web tests', 'apps/web', 'web.json')],
  ],
  [
    [vitest('server tests', 'apps/server', 'server.json')],
    [
      // The web app and the compiled server, as `npm start` serves them, for the browser tests.
      node('build', 'scripts/build.mjs'),
      { name: 'browser tests', command: 'npx', args: ['playwright', 'test'], cwd: path.join(root, 'e2e') },
    ],
  ],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step; alone in its stage it prints as it goes, beside others its output waits for its end. */
function run(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const child = spawn(step.command, step.args, {
    cwd: step.cwd,
    env: process.env,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n━━ ${step.name} ━━\n${Buffer.concat(output).toString()}`);
      console.log(`━━ ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

/** A lane's steps in order, up to the first that fails. */
async function runLane(lane, alone) {
  for (const step of lane) if (!(await run(step, alone))) return false;
  return true;
}

const only = process.argv.slice(2);
const chosen = (step) => !only.length || only.some((word) => step.name.startsWith(word));
const started = Date.now();
let failed = false;
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length);
  if (!lanes.length) continue;
  const outcomes = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (outcomes.includes(false)) {
    failed = true;
    break;
  }
}

let passed = 0;
let failures = 0;
// Named again at the very end: CI keeps only the tail of the output, and a step's own list is far above it.
const failedTests = [];
const firstLines = (text = '') =>
  text
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 4)
    .join('\n      ');
for (const name of ['contract', 'server', 'web']) {
  const file = path.join(results, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failures += report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(
          `${path.relative(root, suite.name)} › ${test.fullName ?? test.title}\n      ${firstLines(test.failureMessages?.[0])}`,
        );
}
const e2e = path.join(results, 'e2e.json');
if (existsSync(e2e)) {
  const report = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += report.stats?.expected ?? 0;
  failures += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failedTests.push(
            `${file ?? suite.file} › ${spec.title}\n      ${firstLines(test.results?.at(-1)?.errors?.[0]?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
}
if (failedTests.length) console.log(`\nFailed:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
if (failed && failures === 0) failures = 1;
console.log(`\nAll steps: ${seconds(started)}`);
console.log(`Total: ${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
