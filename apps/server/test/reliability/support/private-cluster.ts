import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, another port), so a
 * genuine stop and start can be staged without touching the machine's shared cluster. PostgreSQL
 * refuses to run as root: as root it runs as the `postgres` system user.
 */
export interface PrivateCluster {
  /** Superuser URL of database `postgres`. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Whether PostgreSQL's server binaries are installed here (Debian's layout, or PG_BIN), and, as root, its system user. */
export function privateClusterAvailable(): boolean {
  const binaries = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
  return binaries && (!isRoot || /^postgres:/m.test(readFileSync('/etc/passwd', 'utf8')));
}

async function pgUser(): Promise<{ uid: number; gid: number } | null> {
  if (!isRoot) return null;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-pg-'));
  const owner = await pgUser();
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pg = async (binary: string, args: string[]) => {
    const command = [path.join(BIN, binary), ...args];
    if (!owner) return run(command[0] as string, command.slice(1));
    const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
  };
  // fsync off and no sync at initdb: the cluster lives for one test file; durability is not what it tests.
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '20', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // `fast`: PostgreSQL terminates every session (57P01) and stops listening, as a restart does.
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
