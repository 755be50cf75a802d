import { Writable } from 'node:stream';

/** A pino destination kept in memory, for `createTestApp({ logger: logs.logger })`. */
export function captureLogs(level: 'trace' | 'debug' | 'info' = 'trace') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  const entries = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } });
  return {
    logger: { level, stream },
    text,
    /** pino's error level is 50. */
    errors: () => entries().filter((e) => e.level >= 50),
  };
}
