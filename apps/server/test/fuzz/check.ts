import type { TestApp } from '../helpers.js';
import { describeRequest, type FuzzRequest } from './arbitraries.js';
import { changedTables, type Digest } from './digest.js';

export interface Answer {
  status: number;
  text: string;
  headers: Record<string, unknown>;
}

const LIMIT_MS = 15_000;

/** Sends one request in-process; a request that hangs fails with the request printed, not a test timeout. */
export async function send(t: TestApp, request: FuzzRequest): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${LIMIT_MS} ms:\n${describeRequest(request)}`)),
      LIMIT_MS,
    );
  });
  try {
    const res = await Promise.race([
      t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload }),
      hang,
    ]);
    return { status: res.statusCode, text: res.body, headers: res.headers };
  } finally {
    clearTimeout(timer);
  }
}

/** Server internals that must never reach a client: stack frames, file paths, SQL and driver errors. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at \S|\bat [\w.<>]+ \(/],
  ['a source location', /\.(ts|js|mjs|cjs):\d+/],
  ['a file path', /\/(work|home|usr|tmp|var|opt|root)\/|node_modules|[A-Z]:\\/],
  [
    'an SQL error',
    /violates|syntax error at|relation "|column "|duplicate key value|invalid input syntax|out of range for type|value too long for type|Failed query|PostgresError|DrizzleQueryError|params:/i,
  ],
  [
    'an internal error name',
    /\b(TypeError|RangeError|ReferenceError|SyntaxError|ZodError)\b|Maximum call stack|Cannot read prop|undefined is not|is not a function/,
  ],
];

/**
 * A body as its reader sees it: a JSON body's keys and strings unescaped (NUL between them, which no pattern
 * matches), other bodies as they are. JSON's own escapes are not the server's: an echoed value ending in `A:`
 * before its escaped closing quote read as the Windows path `A:\`, while a stack's newlines and an SQL
 * error's quotes hid behind theirs.
 */
export function readable(text: string): string {
  const parts: string[] = [];
  try {
    JSON.parse(text, (key, value: unknown) => {
      parts.push(key);
      if (typeof value === 'string') parts.push(value);
      return value;
    });
  } catch {
    return text;
  }
  return parts.join('\u0000');
}

function errorShape(value: unknown, path: string): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'the body is not a JSON object';
  const body = value as Record<string, unknown>;
  if (Object.keys(body).length === 0) return 'the body is an empty object';
  if ('detail' in body) return typeof body.detail === 'string' && body.detail ? null : '`detail` is not a message';
  if ('error' in body && /password-reset/.test(path))
    return typeof body.error === 'string' && body.error ? null : '`error` is not a message';
  return fieldErrors(body);
}

/** `{"field":["message"]}`, nested per list element (`{}` when valid) or per sub-object (API.md §1.6). */
function fieldErrors(body: Record<string, unknown>): string | null {
  for (const [field, errors] of Object.entries(body)) {
    if (Array.isArray(errors)) {
      if (!errors.length) return `"${field}" holds an empty list`;
      const strings = errors.every((e) => typeof e === 'string' && e.length > 0);
      const nested = errors.every(
        (e) =>
          e &&
          typeof e === 'object' &&
          !Array.isArray(e) &&
          (Object.keys(e).length === 0 || fieldErrors(e as Record<string, unknown>) === null),
      );
      if (!strings && !nested) return `"${field}" is neither a list of messages nor a list of per-element errors`;
    } else if (errors && typeof errors === 'object') {
      const inner = fieldErrors(errors as Record<string, unknown>);
      if (inner) return `"${field}": ${inner}`;
    } else return `"${field}" is not a list of messages`;
  }
  return null;
}

/** Every way an answer can break the contract for any request; null when it holds. */
export function answerProblem(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  const shown = readable(answer.text);
  for (const [what, pattern] of LEAKS) if (pattern.test(shown)) return `the ${answer.status} body shows ${what}`;
  // Dot segments resolve as in a browser (`/media/../x` is `/x`, the web app's ground).
  const path = new URL(`http://localhost${request.url}`).pathname;
  if (request.method === 'HEAD' || !/^\/(api|media)\//.test(path)) return null;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `the ${answer.status} answer is ${answer.headers['content-type']}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `the ${answer.status} body is not valid JSON`;
  }
  const shape = errorShape(body, path);
  return shape && `the ${answer.status} body is not DRF-shaped: ${shape}`;
}

export function report(request: FuzzRequest, answer: Answer, problem: string): string {
  return `${problem}\n${describeRequest(request)}\nanswer: ${answer.status} ${answer.text.slice(0, 1500)}`;
}

export function digestProblem(before: Digest, after: Digest): string | null {
  const changed = changedTables(before, after);
  return changed.length ? `rows changed in ${changed.join(', ')}` : null;
}
