import fc from 'fast-check';
import { type Endpoint, METHODS, type Method } from './endpoints.js';
import { ACTORS, type ActorName, type World } from './world.js';

/** One generated HTTP request; printed readably when fast-check reports a counterexample. */
export interface FuzzRequest {
  actor: ActorName;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  /** How the body was made (valid, mutated, junk; the encoding), for the failure report. */
  body: string;
}

export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload
    ? JSON.stringify(request.payload.toString('latin1').slice(0, 1500)) +
      (request.payload.length > 1500 ? ` …(${request.payload.length} bytes)` : '')
    : '(none)';
  return [
    `${request.method} ${request.url.slice(0, 2000)}  as ${request.actor}  [${request.body}]`,
    `headers: ${JSON.stringify(request.headers).slice(0, 2000)}`,
    `payload: ${payload}`,
  ].join('\n');
}

/** fast-check prints a counterexample with this, so a shrunk failure shows the request as sent. */
export const printable = (request: FuzzRequest): FuzzRequest =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

const nest = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Scalars chosen to break parsers, coercions, range checks, column types and text handling. */
export const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1,
      1.5,
      0.1 + 0.2,
      1e308,
      -1e308,
      5e-324,
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e21,
      123456789012,
      99.999,
      100000.01,
      '',
      ' ',
      ' \t\n ',
      'NaN',
      'Infinity',
      '-Infinity',
      '-0',
      '1e308',
      '1e-7',
      '0x1F',
      '0b1',
      '1_000',
      '١٢٣',
      '𝟏𝟐',
      '12',
      '-12',
      ' 7 ',
      'true',
      'false',
      'yes',
      'null',
      'undefined',
      '[]',
      '{}',
      '[1,2',
      '12.345',
      '24.990000000000002',
      '99999999999999999999',
      '00:00',
      '24:00',
      '25:61',
      '12:00:00.5',
      '2025-02-30',
      'pending',
      'admin',
      'restaurant',
      'cancelled',
      'credit_card',
      'kg',
      '\u0000',
      'a\u0000b',
      '\uFEFF1',
      '\u202Egnp.exe',
      '🍕🍕🍕',
      'Ǆǅǆ',
      'ß',
      'İstanbul',
      '<script>alert(1)</script>',
      "'; drop table users; --",
      '%s%n%x',
      '${7*7}',
      '{{7*7}}',
      '../../etc/passwd',
      '\\',
      '"',
      'x'.repeat(31),
      'x'.repeat(256),
      'x'.repeat(5001),
      'é'.repeat(300),
      '١'.repeat(200),
      'e\u0301'.repeat(300),
      '__proto__',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 12 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }).map((s) => s.repeat(5000)) },
);

const junkKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'user',
    'user_type',
    'is_staff',
    'owner',
    '',
  ),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value, from scalars to nested junk and structures deep enough to exhaust a recursive walk. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: junkScalar },
  { weight: 2, arbitrary: fc.array(junkScalar, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(junkKey, junkScalar, { maxKeys: 4 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(nest(60, 1), nest(3000, 'deep')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 3000 }, (_, i) => i),
      Array(60).fill({ ingredient: 1, quantity: 1 }),
    ),
  },
);

type Json = Record<string, unknown>;

/** Every path inside a valid body, objects and array elements included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...paths(v, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  return [];
}

function edit(body: Json, path: (string | number)[], change: (parent: any, key: string | number) => void): Json {
  const copy = structuredClone(body);
  let parent: any = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

export interface BodySpec {
  value?: unknown;
  /** Raw JSON text when it cannot be a value (repeated keys, truncation). */
  text?: string;
  label: string;
}

/** "Almost valid": the valid body with exactly one thing wrong. */
function almostValid(valid: Json): fc.Arbitrary<BodySpec> {
  const all = paths(valid);
  if (!all.length) return fc.constant({ value: valid, label: 'valid' });
  const at = fc.constantFrom(...all);
  return fc.oneof(
    fc.tuple(at, junkValue).map(([path, junk]) => ({
      value: edit(valid, path, (p, k) => {
        p[k] = junk;
      }),
      label: `${path.join('.')} = junk`,
    })),
    at.map((path) => ({
      value: edit(valid, path, (p, k) => {
        if (Array.isArray(p)) p.splice(Number(k), 1);
        else delete p[k];
      }),
      label: `${path.join('.')} removed`,
    })),
    at.map((path) => ({
      value: edit(valid, path, (p, k) => {
        p[k] = typeof p[k] === 'number' ? String(p[k]) : [p[k]];
      }),
      label: `${path.join('.')} as string or wrapped in a list`,
    })),
    fc.tuple(fc.constantFrom(...Object.keys(valid)), junkValue, fc.boolean()).map(([key, junk, first]) => {
      const text = JSON.stringify(valid);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(junk) ?? 'null'}`;
      return {
        text: first ? `{${extra},${text.slice(1)}` : `${text.slice(0, -1)},${extra}}`,
        label: `${key} repeated (${first ? 'junk first' : 'junk last'})`,
      };
    }),
    fc
      .tuple(junkKey, junkValue)
      .map(([key, junk]) => ({ value: { ...valid, [key]: junk }, label: `extra field ${key}` })),
  );
}

const jsonText: fc.Arbitrary<BodySpec> = fc.oneof(
  fc
    .constantFrom(
      '',
      ' ',
      'null',
      '"text"',
      '[]',
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      '1e999',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
      '[[[[[[[[[[',
    )
    .map((text) => ({ text, label: 'malformed or bare JSON' })),
  fc.constant({ text: `${'['.repeat(20000)}${']'.repeat(20000)}`, label: '20000-deep array text' }),
  fc.constant({ text: `{"name":"${'x'.repeat(1024 * 1024)}"}`, label: 'over 1 MiB' }),
);

export function bodyFor(valid: Json | undefined): fc.Arbitrary<BodySpec> {
  const junk = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.dictionary(junkKey, junkValue, { maxKeys: 6 }).map((value) => ({ value, label: 'junk object' })),
    },
    { weight: 2, arbitrary: junkValue.map((value) => ({ value, label: 'junk value' })) },
    { weight: 1, arbitrary: jsonText },
  );
  if (!valid) return junk;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ value: valid, label: 'valid' }) },
    { weight: 5, arbitrary: almostValid(valid) },
    { weight: 3, arbitrary: junk },
  );
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.concat([PNG.subarray(0, 16), Buffer.from(b)])),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  fc.constant(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0xff)])),
);

function multipartOf(
  fields: [string, string][],
  file: { name: string; bytes: Buffer; filename: string; type: string } | null,
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
export const headerJunk = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(300),
    'ab\tc',
    'ÿþ',
    '0',
    '-1',
    '1e3',
    '99999999999999999999',
    'null',
    '*/*',
    'a,b',
  ),
  fc.string({ maxLength: 30 }).map(headerSafe),
);

interface Encoded {
  headers: Record<string, string>;
  payload?: Buffer;
  label: string;
}

/** The body in one of the encodings a client might send: JSON and its near misses, forms, multipart. */
function encode(spec: BodySpec, file: string | undefined): fc.Arbitrary<Encoded> {
  const text = spec.text ?? JSON.stringify(spec.value) ?? '';
  const asObject =
    spec.value && typeof spec.value === 'object' && !Array.isArray(spec.value)
      ? (spec.value as Json)
      : { value: spec.value };
  const fields = Object.entries(asObject).map(([k, v]): [string, string] => [
    k,
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  ]);
  const json = (type: string) => ({
    headers: { 'content-type': type },
    payload: Buffer.from(text),
    label: `${spec.label}; ${type}`,
  });
  const fileArb = fc.option(
    fc.record({
      name: file ? fc.constantFrom(file, file, 'image', 'cover', 'x') : fc.constantFrom('image', 'logo', '__proto__'),
      bytes: fileBytes,
      filename: fc.constantFrom('a.png', '', '../../x.png', 'ü.webp', 'x'.repeat(300)),
      type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html', ''),
    }),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'Application/JSON',
          'application/json;charset=latin1',
        )
        .map(json),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/vnd.api+json',
          'multipart/form-data',
          'x/y; a=b',
          '*/*',
        )
        .map((type) => ({
          headers: { 'content-type': type },
          payload: Buffer.from(type.includes('urlencoded') ? new URLSearchParams(fields).toString() : text),
          label: `${spec.label}; ${type}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ headers: {}, payload: Buffer.from(text), label: `${spec.label}; no content type` }),
    },
    {
      weight: file ? 4 : 1,
      arbitrary: fc
        .tuple(fileArb, fc.nat(), fc.constantFrom('full', 'full', 'truncated', 'wrong boundary', 'repeated field'))
        .map(([part, cut, shape]) => {
          const boundary = 'fuzzBoundary7MA4YWxk';
          const all = shape === 'repeated field' && fields.length ? [...fields, fields[0]!] : fields;
          let payload = multipartOf(all, part, boundary);
          if (shape === 'truncated') payload = payload.subarray(0, cut % Math.max(1, payload.length));
          const type =
            shape === 'wrong boundary'
              ? 'multipart/form-data; boundary=other'
              : `multipart/form-data; boundary=${boundary}`;
          return {
            headers: { 'content-type': type },
            payload,
            label: `${spec.label}; multipart ${shape}${part ? ` with ${part.bytes.length}-byte ${part.name}` : ''}`,
          };
        }),
    },
  );
}

const idJunk = fc.constantFrom(
  '0',
  '-1',
  '999999',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1e3',
  '1.5',
  '1.0',
  '0x1',
  '+1',
  '%201',
  '01',
  'abc',
  'me',
  'null',
  '%D9%A1',
  '%F0%9F%8D%95',
  '%00',
  '%2e%2e',
  '..',
  '1%2F2',
  '1;1',
  'x'.repeat(250),
  '1'.repeat(40),
);

function pathIdArb(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
    { weight: 4, arbitrary: idJunk },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encodeURIComponent) },
  );
}

const mediaPath = fc.oneof(
  fc.constantFrom(
    'restaurant_logos/0123456789abcdef0123456789abcdef.webp',
    '../../etc/passwd',
    '%2e%2e/%2e%2e/etc/passwd',
    'meal_images/',
    '..%2f..%2fpackage.json',
    'x'.repeat(300),
  ),
  fc.webPath().map((p) => p.replace(/^\//, '')),
);

const queryKey = (known: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...known, 'page', 'page_size', 'ordering', 'search', 'limit', 'format') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  );
const queryValue = fc.oneof(
  { weight: 4, arbitrary: junkScalar.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '0',
      '-1',
      '-20',
      '100000000',
      '99999999999999999999',
      '1.5',
      'last',
      'id,-id',
      '-unknown',
      'password_hash',
      'owner__password',
      'name;drop',
      '__proto__',
      'true,false',
      '1,2,abc',
      '%',
      '%zz',
      '%E0%A4%A',
    ),
  },
);

function queryArb(valid: Record<string, string>): fc.Arbitrary<{ qs: string; label: string }> {
  const known = Object.keys(valid);
  const encodePair = ([k, v, raw]: [string, string, boolean]) =>
    raw ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
  const validQs = fc
    .subarray(Object.entries(valid))
    .map((pairs) => pairs.map(([k, v]) => encodePair([k, v, false])).join('&'));
  const junkPairs = fc.array(fc.tuple(queryKey(known), queryValue, fc.boolean()), { maxLength: 5 });
  const numeric = fc.constantFrom(
    '1e308',
    '-1e307',
    '99999999999',
    '2147483648',
    '-2147483649',
    '1e-400',
    '0.001',
    '-0',
    '١',
  );
  return fc.oneof(
    {
      weight: 2,
      arbitrary: known.length
        ? fc.tuple(fc.constantFrom(...known), numeric).map(([k, v]) => ({ qs: `${k}=${v}`, label: 'extreme number' }))
        : fc.constant({ qs: '', label: 'no query' }),
    },
    { weight: 2, arbitrary: fc.constant({ qs: '', label: 'no query' }) },
    { weight: 2, arbitrary: validQs.map((qs) => ({ qs, label: 'valid query' })) },
    {
      weight: 5,
      arbitrary: fc.tuple(validQs, junkPairs).map(([qs, pairs]) => ({
        qs: [qs, ...pairs.map((p) => encodePair([p[0].replace(/[&=#]/g, ''), p[1].replace(/[&#\s]/g, ''), p[2]]))]
          .filter(Boolean)
          .join('&'),
        label: 'junk query',
      })),
    },
  );
}

/** How the caller authenticates: mostly the actor's token, sometimes a broken or foreign scheme. */
function authorization(world: World, actor: ActorName, stream: boolean): fc.Arbitrary<string | undefined> {
  const token = actor === 'visitor' ? undefined : world.tokens[actor];
  const refused = fc
    .constantFrom(
      'Token ',
      'Token 0000000000000000000000000000000000000000',
      'Token xyz',
      `Token ${'f'.repeat(41)}`,
      'Token',
      'token  ',
      `Bearer ${token ?? 'abc'}`,
      'Basic ZnV6el9jdXN0b21lcjpQYXNzdzByZFg=',
      'Digest username="x"',
      `Token ${(token ?? 'a').toUpperCase()}`,
      `Token ${token ?? ''}x`,
      'Token ☃',
      `${'x'.repeat(400)}`,
      'Token \u00e9\u00e9',
      ', Token',
    )
    .map((value) => headerSafe(value));
  if (stream || !token) return fc.option(refused, { freq: 2 });
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Token ${token}`) },
    { weight: 1, arbitrary: fc.constantFrom(`token ${token}`, `TOKEN   ${token}  `, `Token ${token}, Token ${token}`) },
    { weight: 2, arbitrary: refused },
  );
}

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'idempotency-key',
    'accept',
    'last-event-id',
    'x-request-id',
    'accept-language',
    'origin',
    'x-forwarded-for',
    'content-encoding',
    'if-none-match',
    'range',
  ),
  headerJunk,
  { maxKeys: 3 },
);

/** A request to `endpoint`, with method, caller, path id, query, headers and body all generated. */
export function requestArb(endpoint: Endpoint, world: World): fc.Arbitrary<FuzzRequest> {
  const valid = endpoint.body?.(world);
  const methodArb = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...endpoint.methods) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  return fc
    .record({
      method: methodArb,
      actor: fc.constantFrom(...ACTORS),
      id: endpoint.path.startsWith('/media/') ? mediaPath : pathIdArb(),
      query: queryArb(endpoint.query?.(world) ?? {}),
      extra: extraHeaders,
      validHeaders: fc.subarray(Object.entries(endpoint.headers ?? {})),
      withBody: fc.boolean(),
    })
    .chain((r) => {
      const writes = r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'OPTIONS';
      const stream = Boolean(endpoint.stream) && (r.method === 'GET' || r.method === 'HEAD');
      const body: fc.Arbitrary<Encoded | null> =
        writes || r.withBody ? bodyFor(valid).chain((spec) => encode(spec, endpoint.file)) : fc.constant(null);
      return fc.tuple(fc.constant(r), body, authorization(world, r.actor, stream));
    })
    .map(([r, encoded, auth]) => {
      const path = endpoint.path.replace('{id}', r.id);
      const headers: Record<string, string> = {
        ...Object.fromEntries(r.validHeaders),
        ...r.extra,
        ...encoded?.headers,
      };
      if (auth !== undefined && auth !== null) headers.authorization = auth;
      return printable({
        actor: r.actor,
        method: r.method,
        url: r.query.qs ? `${path}?${r.query.qs}` : path,
        headers,
        ...(encoded?.payload !== undefined ? { payload: encoded.payload } : {}),
        body: `${encoded?.label ?? 'no body'}; ${r.query.label}`,
      });
    });
}

/** Paths nobody defined, under /api/ and elsewhere. */
export const unknownPathArb: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(...METHODS),
    fc.webPath(),
    fc.constantFrom('/api', '/api/users', '/api/meals/meals/1', '/api/v2', ''),
  )
  .map(([method, path, prefix]) =>
    printable({ actor: 'visitor', method, url: `${prefix}${path || '/'}`, headers: {}, body: 'unknown path' }),
  );
