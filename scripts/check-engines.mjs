// Every installed package must run on every Node version this project declares (root package.json `engines.node`),
// and every workspace must declare the same range: npm ci only warns (EBADENGINE) when they disagree.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(root, 'package.json'));
const declared = rootPackage.engines.node;

const problems = [];
for (const workspace of rootPackage.workspaces) {
  const range = readJson(path.join(root, workspace, 'package.json')).engines?.node;
  if (range !== declared)
    problems.push(`${workspace}/package.json: engines.node ${range ?? '(none)'}, root says ${declared}`);
}

/** Each package directory under a node_modules folder, nested ones included. */
function* packages(modules) {
  if (!existsSync(modules)) return;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const dir = path.join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(dir)) yield* inPackage(path.join(dir, scoped));
    } else {
      yield* inPackage(dir);
    }
  }
}
function* inPackage(dir) {
  const manifest = path.join(dir, 'package.json');
  // Workspaces are linked in and checked above.
  if (!existsSync(manifest) || !realpathSync(dir).split(path.sep).includes('node_modules')) return;
  yield { dir, manifest: readJson(manifest) };
  yield* packages(path.join(dir, 'node_modules'));
}

const seen = new Set();
for (const modules of ['', ...rootPackage.workspaces].map((w) => path.join(root, w, 'node_modules'))) {
  for (const { dir, manifest } of packages(modules)) {
    const range = manifest.engines?.node;
    if (!range || seen.has(dir)) continue;
    seen.add(dir);
    if (!semver.validRange(range) || !semver.subset(declared, range)) {
      problems.push(`${manifest.name}@${manifest.version} wants node ${range} (${path.relative(root, dir)})`);
    }
  }
}

if (problems.length) {
  console.error(`Node ${declared} is not what these accept:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every workspace and all ${seen.size} installed packages that name a Node range accept node ${declared}.`);
