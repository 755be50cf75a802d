// Runs one entry of the compiled server (apps/server/dist) as its own process, passing signals on and exiting
// with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The "compiled" condition makes `@dishcraft/contract` resolve to its built JavaScript (packages/contract's
 * exports), while everything that runs sources (Vitest, tsx, Vite) keeps its TypeScript. Worker threads inherit
 * the flag.
 */
export function runCompiled(entry, args = [], options = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=compiled', path.join(root, 'apps/server/dist', entry), ...args],
    { cwd: root, stdio: 'inherit', ...options },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
