// What `npm start` runs, built from the sources: the web app (apps/web/dist and dist-server) and the server as
// plain JavaScript (apps/server/dist, with the contract it imports in packages/contract/dist).
// `node scripts/build.mjs [web] [server]` builds them now; start.mjs and cli.mjs build only what is stale.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed`);
}

/** Every file under `dir` whose name passes `keep`, as paths relative to `dir`. */
function filesUnder(dir, keep) {
  return readdirSync(dir, { recursive: true }).filter((file) => keep(file) && statSync(path.join(dir, file)).isFile());
}

function buildServer() {
  rmSync(at('packages/contract/dist'), { recursive: true, force: true });
  rmSync(at('apps/server/dist'), { recursive: true, force: true });
  run(process.execPath, [tsc, '-p', at('packages/contract/tsconfig.build.json')]);
  run(process.execPath, [tsc, '-p', at('apps/server/tsconfig.build.json')]);
  // What the server reads beside its modules at run time: the worker threads' scripts and the migrations.
  const src = at('apps/server/src');
  for (const file of filesUnder(src, (f) => f.endsWith('.mjs'))) {
    cpSync(path.join(src, file), at('apps/server/dist', file));
  }
  cpSync(path.join(src, 'db/migrations'), at('apps/server/dist/db/migrations'), { recursive: true });
}

export const parts = {
  web: {
    label: 'web app',
    sources: ['src', 'index.html', 'public', 'vite.config.ts', 'postcss.config.cjs', 'package.json']
      .map((p) => at('apps/web', p))
      .concat(at('packages/contract/src')),
    // The browser's build and the server's build of the pages it renders (apps/web/src/entry-server.tsx).
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-server/entry-server.js')],
    build: () => run('npm', ['run', 'build', '-w', 'apps/web']),
  },
  server: {
    label: 'server',
    sources: [
      'apps/server/src',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
      'apps/server/package.json',
    ]
      .concat(['packages/contract/src', 'packages/contract/tsconfig.build.json', 'packages/contract/package.json'])
      .concat(['tsconfig.base.json'])
      .map((p) => at(p)),
    outputs: [at('apps/server/dist/main.js'), at('packages/contract/dist/index.js')],
    build: buildServer,
  },
};

/** The newest modification time under `target`, or 0 when it does not exist. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

function isStale({ sources, outputs }) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return Math.max(...sources.map(newest)) > built;
}

/** Builds each named part whose sources are newer than its build. */
export function buildWhenStale(names) {
  for (const name of names) {
    if (!isStale(parts[name])) {
      console.log(`The ${parts[name].label} build is up to date.`);
      continue;
    }
    console.log(`Building the ${parts[name].label}…`);
    parts[name].build();
  }
}

if (import.meta.filename === process.argv[1]) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(parts)) {
    if (!parts[name]) throw new Error(`Unknown part "${name}": ${Object.keys(parts).join(', ')}`);
    parts[name].build();
  }
}
