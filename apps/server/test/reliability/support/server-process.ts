import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** A port nobody listens on right now (the OS picks it; closed again before it is used). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  alive(): boolean;
  /** `kill -9`: no shutdown hook runs, in-flight requests are cut off; then removes the data directory. */
  kill(): Promise<void>;
  /** SIGTERM, then removes the data directory. */
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (`node --import tsx apps/server/src/main.ts`), on
 * `databaseUrl`, a free port and its own data directory; resolves once `/api/health/` answers.
 */
export async function startServer(
  databaseUrl: string,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-reliability-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (!alive()) throw new Error(`the server exited while starting:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health/ within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    alive,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  ms: number;
}

/** One JSON request over real HTTP; `status` 0 when the connection failed before an answer. */
export async function request(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text so the assertion shows it
    }
    return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
  } catch {
    return { status: 0, body: undefined, headers: new Headers(), ms: performance.now() - started };
  }
}
