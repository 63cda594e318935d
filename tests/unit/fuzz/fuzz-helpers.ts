// The route fuzzers' shared parts (tests/unit/fuzz/*.test.ts): fast-check arbitraries for hostile
// bodies, headers and query strings made by mutating valid inputs, the checks every answer must
// pass (no 5xx, a clear `{ error: { code, message } }` for a 4xx, no stack trace, file path, ERP
// address or secret), an ERP recorder (msw, passing through to a live sandbox) that notices
// writes, and a run counter for the report. Every file uses a fixed seed; fast-check prints it
// with the shrunk counterexample when a property fails.
import fc from 'fast-check';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import type { RateLimitRule } from '@/server/shared/rate-limiter';
import { openShopDb, type ShopDb } from '@/server/store/db';
import { startTestSandbox, type TestSandbox } from '../../sandbox/helpers';

export const SITE = 'http://127.0.0.1:3000';

// A property runs hundreds of cases in one test.
vi.setConfig({ testTimeout: 60_000 });

// ---------------------------------------------------------------------------------------------
// Values

/** Header-safe text (Latin-1 without controls): what a client can put in a header at all. */
export const headerText = (maxLength = 80) =>
  fc
    .string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength })
    .filter((s) => !/[\x7f-\x9f]/.test(s));

/** Strings a form field should never choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    'a\uDFFFb',
    'a\u202Eb',
    '\u200B',
    '\uFEFFx',
    '𝕏𝕐',
    'İı',
    'ß',
    'e\u0301',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '\r\n\t',
    'null',
    'NaN',
  ),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

const deepNest = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? nestedArrays(depth) : nestedObjects(depth)));
function nestedArrays(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
function nestedObjects(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** A value of the wrong type (or a right type with a hostile value). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 53 + 2, 1e21, -1e308, 1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom([], {}, [1, 2], { $gt: '' }, ['a'], '7', 'true', '1e3'),
  hostileString,
  fc.jsonValue({ maxDepth: 2 }),
  deepNest,
);

/** Keys a body should never carry: prototype names and smuggled fields. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'userId',
  'isAdmin',
  'role',
  'priceCents',
  'id',
  '',
  '💥',
];

// ---------------------------------------------------------------------------------------------
// Bodies

/** A raw request body and what was done to it (for the failure report). */
export interface BodyCase {
  raw: string | undefined;
  mutation: string;
}

type Path = (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((x, i) => out.push(...pathsOf(x, [...prefix, i])));
  else if (isObject(value))
    for (const k of Object.keys(value)) out.push(...pathsOf(value[k], [...prefix, k]));
  return out;
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root);
}

// Marker keys JSON.stringify writes verbatim, swapped for raw text afterwards: a real
// `"__proto__"` key (an own property of JSON.parse's result, never the prototype) and duplicates.
const PROTO_MARK = '\u0000PROTO\u0000';
const DUP_MARK = '\u0000DUP\u0000';
const marked = (mark: string) => JSON.stringify(mark);

type Edit = (container: unknown, key: string | number | undefined, root: unknown) => string;

/**
 * One mutation of a valid body: replace, remove or add a key anywhere in the tree, edit a string
 * or number, or break the text itself (invalid JSON, `__proto__`/duplicate keys, deep nesting,
 * oversized, another top-level type, no body).
 */
export function mutatedBody(valid: fc.Arbitrary<unknown>, maxBytes: number): fc.Arbitrary<BodyCase> {
  const treeEdit = fc
    .tuple(valid, fc.nat(), fc.nat(), wrongValue, hostileString, fc.constantFrom(...EXTRA_KEYS))
    .map(([body, pick, op, value, text, extraKey]): BodyCase => {
      const tree = structuredClone(body);
      const paths = pathsOf(tree);
      const path = paths[pick % paths.length];
      const edits: Record<string, Edit> = {
        replace: (c, k) => {
          if (k === undefined) return JSON.stringify(value);
          (c as Record<string | number, unknown>)[k] = value;
          return JSON.stringify(tree);
        },
        remove: (c, k) => {
          if (k === undefined) return '{}';
          if (Array.isArray(c)) c.splice(Number(k), 1);
          else delete (c as Record<string, unknown>)[k];
          return JSON.stringify(tree);
        },
        text: (c, k) => {
          const old = k === undefined ? tree : (c as Record<string | number, unknown>)[k];
          const next =
            typeof old === 'string' ? [text, old + text, ` ${old} `, old.toUpperCase()][pick % 4] : text;
          if (k === undefined) return JSON.stringify(next);
          (c as Record<string | number, unknown>)[k] = next;
          return JSON.stringify(tree);
        },
        add: () => {
          const target = at(tree, path);
          if (Array.isArray(target)) target.push(target[0] ?? value);
          else if (isObject(target)) {
            if (extraKey === '__proto__') target[PROTO_MARK] = { isAdmin: true, polluted: value };
            else target[extraKey] = value;
          } else return JSON.stringify(tree);
          return JSON.stringify(tree).replace(marked(PROTO_MARK), '"__proto__"');
        },
        duplicate: () => {
          const target = at(tree, path);
          if (!isObject(target) || Object.keys(target).length === 0) return JSON.stringify(tree);
          const key = Object.keys(target)[pick % Object.keys(target).length];
          target[DUP_MARK] = value;
          return JSON.stringify(tree).replace(marked(DUP_MARK), JSON.stringify(key));
        },
      };
      const names = Object.keys(edits);
      const name = names[op % names.length];
      const parent = path.length ? at(tree, path.slice(0, -1)) : undefined;
      const raw = edits[name](parent, path.at(-1), tree);
      return { raw, mutation: `${name} at ${JSON.stringify(path)}` };
    });

  const textEdit = fc
    .tuple(valid, fc.nat(), fc.constantFrom(...textBreaks(maxBytes)))
    .map(([body, cut, [name, breakIt]]): BodyCase => ({
      raw: breakIt(JSON.stringify(body), cut),
      mutation: name,
    }));

  const whole = fc.oneof(
    fc.constantFrom<BodyCase>(
      { raw: undefined, mutation: 'no body' },
      { raw: '', mutation: 'empty body' },
      { raw: 'null', mutation: 'null' },
      { raw: '[]', mutation: 'array' },
      { raw: '"text"', mutation: 'string' },
      { raw: '0', mutation: 'number' },
      { raw: 'true', mutation: 'boolean' },
      { raw: '{"__proto__":{"isAdmin":true}}', mutation: '__proto__ only' },
      { raw: '{"constructor":{"prototype":{"isAdmin":true}}}', mutation: 'constructor.prototype' },
      { raw: 'a=1&b=2', mutation: 'form-encoded' },
      { raw: '\u0000\u0001\u0002', mutation: 'binary' },
    ),
    deepNest.map((v) => ({ raw: JSON.stringify(v), mutation: 'deep nesting' })),
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ raw: JSON.stringify(v), mutation: 'random JSON' })),
  );

  return fc.oneof(
    { weight: 6, arbitrary: treeEdit },
    { weight: 3, arbitrary: textEdit },
    { weight: 1, arbitrary: whole },
  );
}

function textBreaks(maxBytes: number): [string, (json: string, cut: number) => string][] {
  return [
    ['truncated', (j, cut) => j.slice(0, cut % Math.max(1, j.length))],
    ['trailing comma', (j) => j.replace(/}$/, ',}')],
    ['single quotes', (j) => j.replaceAll('"', "'")],
    ['trailing garbage', (j) => `${j}}{`],
    ['two documents', (j) => `${j}${j}`],
    ['BOM', (j) => `\uFEFF${j}`],
    ['NaN value', (j) => j.replace(/:(\d+|"[^"]*")/, ':NaN')],
    ['comment', (j) => `/* x */${j}`],
    ['oversized', (j) => `{"pad":"${'x'.repeat(maxBytes + 1)}",${j.slice(1)}`],
    ['far oversized', (j) => `${j}${' '.repeat(maxBytes * 40)}`],
    ['multibyte oversized', (j) => `{"pad":"${'€'.repeat(Math.ceil(maxBytes / 3) + 1)}",${j.slice(1)}`],
  ];
}

/** A valid body (weight `validWeight` of 20) or a mutated one. */
export function bodyCases(
  valid: fc.Arbitrary<unknown>,
  maxBytes: number,
  validWeight = 4,
): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: validWeight, arbitrary: valid.map((v) => ({ raw: JSON.stringify(v), mutation: 'valid' })) },
    { weight: 20 - validWeight, arbitrary: mutatedBody(valid, maxBytes) },
  );
}

/**
 * Whether a body passes the bounded reader (server/http/route-body readBody: the declared
 * Content-Length, then the bytes), JSON.parse and `schema`: what the handler itself decides.
 */
export function passesSchema(
  raw: string | undefined,
  maxBytes: number,
  schema: $ZodType,
  contentLength?: string,
): boolean {
  if (Number(contentLength ?? 0) > maxBytes) return false;
  if (raw === undefined) return false;
  // Request.text() decodes UTF-8 as the Fetch standard says: a leading BOM is dropped.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  if (Buffer.byteLength(text) > maxBytes) return false;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  return safeParse(schema, json).success;
}

/** A valid email the schemas accept (normalised to lower case by them). */
export const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}$/), fc.stringMatching(/^[a-z]{2,10}$/))
  .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}.example`);

export const passwordArb = fc.string({ minLength: 6, maxLength: 40 });

// ---------------------------------------------------------------------------------------------
// Headers and query strings

export const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const contentTypeArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
      'application/json\t; x=y',
      '',
    ),
  },
  { weight: 1, arbitrary: headerText(60) },
);

export const originArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>(SITE) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'null',
      'https://evil.example',
      `${SITE}.evil.example`,
      `${SITE}/`,
      'http://127.0.0.1:3001',
      'http://localhost:3000',
      '*',
      '',
    ),
  },
  { weight: 1, arbitrary: headerText(200) },
);

export const cookieArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>(undefined) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'session=garbage',
      'session=Fe26.2**0000**aaaa**bbbb**cccc**dddd',
      'session=; session=x',
      '__proto__=1; constructor=2; toString=3',
      '__Host-session=x; order_view=../../x',
      `session=${'x'.repeat(8_000)}`,
      '=; ;; =x',
    ),
  },
  { weight: 1, arbitrary: headerText(300) },
);

export const contentLengthArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>(undefined) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1',
      'abc',
      '1e9',
      '99999999999999999999',
      ' 5 ',
      '0x10',
      'NaN',
      '4096',
    ),
  },
);

let ipCounter = 0;
/** A fresh client address per case, so the per-IP limiters never mix cases. */
export const freshIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** Mostly a fresh client IP; sometimes a hostile X-Forwarded-For (shared buckets: 429s are fine). */
export const forwardedArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | null>(
      '',
      ', , ,',
      'unknown',
      '::1',
      '1.1.1.1, 2.2.2.2',
      '127.0.0.1',
      `${'9.9.9.9,'.repeat(500)}9.9.9.9`,
      '<script>',
    ),
  },
  { weight: 1, arbitrary: headerText(100) },
);

export interface HeaderCase {
  origin: string | undefined;
  cookie: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  forwardedFor: string | null;
  host: string | undefined;
}

export const headersArb: fc.Arbitrary<HeaderCase> = fc.record({
  origin: originArb,
  cookie: cookieArb,
  contentType: contentTypeArb,
  contentLength: contentLengthArb,
  forwardedFor: forwardedArb,
  host: fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>('127.0.0.1:3000') },
    fc.constantFrom(undefined, 'evil.example', '', '127.0.0.1:3000:80'),
  ),
});

/** The HTTP request for one case; `cookie` replaces the case's own when given (a signed-in one). */
export function buildRequest(
  method: string,
  path: string,
  h: HeaderCase,
  raw: string | undefined,
  extra: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(extra.headers);
  headers.set('x-forwarded-for', h.forwardedFor ?? freshIp());
  if (h.origin !== undefined) headers.set('origin', h.origin);
  if (h.host !== undefined) headers.set('host', h.host);
  const cookie = [extra.cookie, h.cookie].filter(Boolean).join('; ');
  if (cookie) headers.set('cookie', cookie);
  if (h.contentLength !== undefined) headers.set('content-length', h.contentLength);
  const withBody = raw !== undefined && method !== 'GET' && method !== 'HEAD';
  // A string body makes undici add text/plain; the case's type (or none) is what is sent.
  if (h.contentType !== undefined) headers.set('content-type', h.contentType);
  const request = new Request(`${SITE}${path}`, { method, headers, body: withBody ? raw : undefined });
  if (h.contentType === undefined && withBody) request.headers.delete('content-type');
  return request;
}

/** Whether the Origin check (server/http/private-json checkOrigin) lets the case through. */
export function originPasses(h: HeaderCase): boolean {
  if (!h.origin) return false;
  const allowed = new Set([SITE]);
  if (h.host) allowed.add(`http://${h.host}`);
  return allowed.has(h.origin);
}

/** Query strings: valid pairs plus hostile keys and values, repeats, encodings. */
export function queryArb(valid: fc.Arbitrary<[string, string][]>, keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...keys) },
    fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', '', '[]', 'a[b]'),
    fc.string({ unit: 'binary', maxLength: 10 }),
  );
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{1,20}$/) },
    hostileString.map((s) => s.slice(0, 5_000)),
  );
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 8 });
  const encoded = (list: [string, string][]) => new URLSearchParams(list).toString();
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '&&&=&=',
    '=x',
    '+%2B+',
    '%C0%AF',
    '%uD800',
    '%ED%A0%80',
    '?',
    '#frag',
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(valid, pairs).map(([v, p]) => encoded([...v, ...p])) },
    { weight: 2, arbitrary: valid.map((v) => encoded([...v, ...v, ...v])) },
    { weight: 1, arbitrary: fc.tuple(valid, raw).map(([v, r]) => `${encoded(v)}&${r}`) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => encoded([[keys[0], 'x'.repeat(n * 10)]])),
    },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 2_000 }).map((n) => `${keys[0]}=1&`.repeat(n)) },
  );
}

// ---------------------------------------------------------------------------------------------
// Checks

/** What no answer may contain, besides stack frames and file paths. */
export const forbidden: { strings: string[] } = { strings: ['127.0.0.1:4', '$scrypt$'] };

const STACK = [
  /\n\s*at\s/,
  /\bat\s+[\w.<>]+\s+\(/,
  /\(\S+:\d+:\d+\)/,
  /\/work\//,
  /node_modules/,
  /file:\/\//,
];

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

/**
 * The checks of every answer: no 5xx; a 4xx JSON answer is `{ error: { code, message } }` with a
 * short, clear message and is never cached; no stack trace, path, ERP address, secret or `echo`.
 */
export async function checkAnswer(response: Response, echo: string[] = []): Promise<Answer> {
  const text = await response.text();
  const where = `${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  const visible = `${text}\n${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}`;
  for (const pattern of STACK) expect(pattern.test(visible), `${pattern} in ${where}`).toBe(false);
  for (const secret of forbidden.strings)
    expect(visible.includes(secret), `'${secret}' in ${where}`).toBe(false);
  for (const value of echo) {
    if (value.length >= 8)
      expect(visible.includes(JSON.stringify(value).slice(1, -1)), `echo in ${where}`).toBe(false);
  }
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
  if (response.status >= 400) {
    if (json !== undefined) {
      // The API's errors are never cached (a sitemap's plain-text 404 may be).
      expect(response.headers.get('cache-control') ?? '', where).toContain('no-store');
      const error = (json as { error?: { code?: unknown; message?: unknown } }).error;
      expect(typeof error?.code, where).toBe('string');
      expect(typeof error?.message, where).toBe('string');
      const message = error!.message as string;
      expect(message.length, where).toBeGreaterThan(3);
      expect(message.length, where).toBeLessThan(300);
      // zod's own wording ("expected string, received undefined") is allowed; a raw error is not.
      expect(message, where).not.toMatch(
        /\[object|TypeError|SyntaxError|ZodError|Unexpected token|is not a function/,
      );
    } else expect(text.length, where).toBeLessThan(200);
  }
  return { status: response.status, text, json };
}

/** A 4xx (the answer to input that failed a check). */
export function expectRefused(answer: Answer, why: string) {
  expect(answer.status, `${why}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${why}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
}

// ---------------------------------------------------------------------------------------------
// Running and counting

const runs = new Map<string, number>();

/** Runs `property` `numRuns` times from `seed` (fast-check prints both on a failure) and counts them. */
export async function fuzz<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  { seed, numRuns }: { seed: number; numRuns: number },
) {
  await fc.assert(
    fc.asyncProperty(arb, async (value) => {
      await check(value);
    }),
    { seed, numRuns, endOnFailure: false },
  );
  runs.set(name, (runs.get(name) ?? 0) + numRuns);
}

/** Prints this file's case counts once its tests are done. */
export function reportRuns(file: string) {
  afterAll(() => {
    const total = [...runs.values()].reduce((a, b) => a + b, 0);
    const lines = [...runs].map(([name, n]) => `  ${name}: ${n}`).join('\n');
    console.info(`fuzz ${file}: ${total} cases\n${lines}`);
  });
}

/** A tally of statuses (to report, and to check that 429s do not crowd out the other checks). */
export function statusTally() {
  const counts = new Map<number, number>();
  return {
    add: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1),
    share: (status: number) =>
      (counts.get(status) ?? 0) /
      Math.max(
        1,
        [...counts.values()].reduce((a, b) => a + b, 0),
      ),
    get: (status: number) => counts.get(status) ?? 0,
    toString: () => JSON.stringify(Object.fromEntries(counts)),
  };
}

// ---------------------------------------------------------------------------------------------
// Stores and the ERP

/** Limiters by the app's rules on their own in-memory store, emptied with reset(). */
export function testLimiters() {
  const db = openShopDb(':memory:');
  return {
    limiter: (rule: RateLimitRule) => createSqliteRateLimiter(() => db, rule),
    reset: () => db.exec('DELETE FROM rate_limits'),
  };
}

/** Rows written by this connection so far (SQLite's total_changes()). */
export const storeChanges = (db: ShopDb) =>
  (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

const WRITES = /\/\$(TableInsert|TableModify|TableErase|TableSoftErase|PosProcessWeb)\b/;

export interface ErpUnderTest {
  url: string;
  /** Writes seen so far: `METHOD /$Operation`. */
  writes: string[];
}

/**
 * A live sandbox ERP for the file (on 127.0.0.1, a free port) behind msw, which passes every
 * request through and records the writes. Any request elsewhere fails the test. ERP_BASE_URL
 * points at it; its address is one of the strings no answer may contain.
 */
export function recordedErp(): ErpUnderTest {
  const state: ErpUnderTest = { url: '', writes: [] };
  let sandbox: TestSandbox | undefined;
  let server: ReturnType<typeof setupServer> | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedItems: 30, seed: 7 });
    state.url = sandbox.url;
    vi.stubEnv('ERP_BASE_URL', sandbox.url);
    forbidden.strings.push(sandbox.url, new URL(sandbox.url).host);
    server = setupServer(
      http.all(`${sandbox.url}/*`, ({ request }) => {
        if (WRITES.test(new URL(request.url).pathname)) state.writes.push(`${request.method} ${request.url}`);
        return passthrough();
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
  }, 60_000);
  afterAll(async () => {
    server?.close();
    await sandbox?.stop();
  });
  return state;
}

/** Quiets the handlers' expected logging (ERP refusals and the like) for the file. */
export function quietLogs() {}

// ---------------------------------------------------------------------------------------------
// One body route, fuzzed

export interface BodyRoute {
  name: string;
  path: string;
  method?: string;
  handler: (request: Request) => Promise<Response>;
  /** Valid bodies, and the handler's own schema as the oracle of what it must accept. */
  valid: fc.Arbitrary<unknown>;
  schema: $ZodType;
  maxBytes: number;
  /** The handler checks the Origin (private-json checkOrigin) and the JSON content type. */
  sameOrigin?: boolean;
  /** Out of 20: how often the body is left valid. */
  validWeight?: number;
  /** A cookie for the case (a signed-in session) or none. */
  session?: fc.Arbitrary<string | undefined>;
  /** A further check before the body is read (e.g. a signed-in user); refused when false. */
  gate?: (cookie: string | undefined) => boolean;
  /** Before each case: empty the limiters, so no 429 hides a case's own answer. */
  reset: () => void;
  /** Writes so far (ERP and shop store): unchanged by anything refused. */
  writes: () => number;
  /** Strings the answer must never repeat (passwords) for a body. */
  echo?: (json: unknown) => string[];
  /** More checks of an answer; `valid` is the oracle's verdict. */
  then?: (answer: Answer, valid: boolean, cookie: string | undefined) => void | Promise<void>;
  seed: number;
  numRuns: number;
}

const parsed = (raw: string | undefined): unknown => {
  try {
    return raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * Fuzzes one JSON body route: every answer passes checkAnswer; a body (or Origin, content type,
 * declared length) the handler's own checks refuse gets a 4xx and writes nothing; a refusal never
 * writes. Returns the statuses seen.
 */
export async function fuzzBodyRoute(route: BodyRoute) {
  const tally = statusTally();
  const arb = fc.tuple(
    bodyCases(route.valid, route.maxBytes, route.validWeight ?? 4),
    headersArb,
    route.session ?? fc.constant(undefined),
  );
  await fuzz(
    `${route.method ?? 'POST'} ${route.path}`,
    arb,
    async ([body, h, cookie]) => {
      route.reset();
      const before = route.writes();
      const request = buildRequest(route.method ?? 'POST', route.path, h, body.raw, { cookie });
      const echo = route.echo?.(parsed(body.raw)) ?? [];
      const answer = await checkAnswer(await route.handler(request), echo);
      tally.add(answer.status);
      const gates =
        (!route.sameOrigin ||
          (originPasses(h) && JSON_TYPE.test(request.headers.get('content-type') ?? ''))) &&
        (route.gate?.(cookie) ?? true);
      const valid = gates && passesSchema(body.raw, route.maxBytes, route.schema, h.contentLength);
      const why = `${body.mutation}; ${answer.text.slice(0, 200)}`;
      if (!valid) expectRefused(answer, why);
      if (answer.status >= 400) expect(route.writes(), why).toBe(before);
      await route.then?.(answer, valid, cookie);
    },
    { seed: route.seed, numRuns: route.numRuns },
  );
  // Every case starts with empty limiters: a 429 here would be a limiter bug, not the input.
  expect(tally.get(429), tally.toString()).toBe(0);
  return tally;
}

/** A fake session: `fuzz-user=1` in the cookie header signs the case in as `user`. */
export function fakeSession<U>(user: U) {
  let current: U | null = null;
  return {
    cookie: fc.boolean().map((yes) => (yes ? 'fuzz-user=1' : undefined)),
    signedIn: (cookie: string | undefined) => cookie === 'fuzz-user=1',
    source: async () => current,
    /** Wraps a handler so the session follows the request's cookie. */
    wrap:
      <A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) =>
      (request: Request, ...rest: A) => {
        current = /(^|; )fuzz-user=1(;|$)/.test(request.headers.get('cookie') ?? '') ? user : null;
        return handler(request, ...rest);
      },
  };
}

/**
 * A route fuzzing file's set-up: quiet logs, the case report, the secrets no answer may hold, a
 * recorded sandbox ERP and limiters to empty between cases.
 */
export function fuzzFile(name: string, secrets: string[] = []) {
  forbidden.strings.push(...secrets);
  quietLogs();
  reportRuns(name);
  return { erp: recordedErp(), limits: testLimiters() };
}
