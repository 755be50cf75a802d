/** PostgreSQL error details, whether the driver error arrives bare or wrapped by Drizzle. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** A unique constraint refused the write (a race the service's own check could not see). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint || !pg.constraint);
}

export function isCheckViolation(error: unknown): boolean {
  return pgError(error)?.code === '23514';
}

/** Socket failures of node-postgres, and the driver's own texts for a connection that died or never came. */
const CONNECTION_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_TEXTS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * The database could not be reached or dropped the connection: connection exceptions (class 08),
 * a server shutting down or starting up (57P01–57P03), too many connections, a refused or broken
 * socket, or the pool's connect timeout. The request may succeed on retry, so it is a 503, not a bug.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (CONNECTION_SYSCALLS.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_TEXTS.some((text) => message.startsWith(text))) return true;
    current = candidate.cause;
  }
  return false;
}
