import 'server-only';
import type { z } from 'zod';
import { config } from '@/server/config';
import { ErpError, type ErpResult } from './errors';

// The only place that builds '$'-API requests. Everything above sees typed results.

export const TIMEOUTS = { default: 10_000, itemDetails: 15_000, bulk: 30_000 } as const;
const READ_RETRIES = 2;
const RETRY_DELAYS_MS = [150, 500];

export type Operation = `$${string}`;
export type Query = Record<string, string | number | boolean | undefined>;

/** `fields=` lists are space separated; the ERP expects %20, not '+'. */
export function buildUrl(baseUrl: string, operation: Operation, query: Query): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return `${baseUrl}/${operation}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

function headers(json: boolean): HeadersInit {
  const { user, sessionToken } = config().erp;
  return {
    User: user,
    'Session-Token': sessionToken,
    Accept: json ? 'application/json' : '*/*',
  };
}

function withCompany(query: Query): Query {
  const company = config().erp.company;
  return company ? { ...query, company } : query;
}

async function send(
  operation: Operation,
  init: RequestInit & { url: string; timeoutMs: number },
): Promise<Response> {
  try {
    const res = await fetch(init.url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs),
      cache: 'no-store',
    });
    if (res.status >= 500) throw new ErpError('unavailable', operation, `HTTP ${res.status}`, res.status);
    // The body of a refused login is not kept: it may quote the credentials it refused.
    if (res.status === 401 || res.status === 403)
      throw new ErpError('auth', operation, `HTTP ${res.status}`, res.status);
    if (res.status >= 400) {
      const text = await res.text().catch(() => '');
      const kind = res.status === 404 ? 'not_found' : 'rejected';
      throw new ErpError(kind, operation, errorText(text) ?? `HTTP ${res.status}`, res.status);
    }
    return res;
  } catch (e) {
    if (e instanceof ErpError) throw e;
    const name = (e as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ErpError('timeout', operation, `no answer within ${init.timeoutMs} ms`);
    }
    throw new ErpError('unavailable', operation, 'connection failed');
  }
}

function errorText(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) return String(parsed.error);
  } catch {
    /* not JSON: no message to keep */
  }
  return undefined;
}

/** The contract's text for a missing record, which the wire doc expects may come in a 200 body. */
const RECORD_NOT_FOUND = /\brecord not found\b/i;

/** `[]`, `null` or a blank body: how the ERP says "nothing". */
const isNothing = (body: unknown) => body === null || (Array.isArray(body) && body.length === 0);

/** `one`: a single-record read, where "nothing" means there is no such record. */
async function parseJson<T>(
  operation: Operation,
  res: Response,
  schema: z.ZodType<T>,
  one = false,
): Promise<T> {
  const text = await res.text();
  let body: unknown = [];
  // The ERP answers "nothing" with an empty or blank body.
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ErpError('invalid_response', operation, 'body is not JSON');
    }
  }
  if (one && isNothing(body)) throw new ErpError('not_found', operation, 'no such record');
  if (body && typeof body === 'object' && !Array.isArray(body) && 'error' in body) {
    const message = String(body.error);
    throw new ErpError(RECORD_NOT_FOUND.test(message) ? 'not_found' : 'rejected', operation, message);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || '(root)')
      .join(', ');
    throw new ErpError('invalid_response', operation, `unexpected shape at ${where}`);
  }
  return parsed.data;
}

async function attempt<T>(
  operation: Operation,
  retries: number,
  run: () => Promise<T>,
): Promise<ErpResult<T>> {
  for (let i = 0; ; i++) {
    try {
      return { ok: true, data: await run() };
    } catch (e) {
      const error = e instanceof ErpError ? e : new ErpError('invalid_response', operation, String(e));
      // A timeout has already spent its budget; only quick transport faults are retried.
      if (i < retries && error.kind === 'unavailable') {
        await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[i] ?? 500));
        continue;
      }
      if (error.kind === 'auth') {
        // Every read fails the same way until someone fixes the configuration: say so loudly.
        console.error(
          `[erp] AUTHENTICATION REFUSED (${error.message}): check ERP_USER and ERP_SESSION_TOKEN; every ERP call fails until they are fixed.`,
        );
      } else console.error(`[erp] ${error.message} (${error.kind})`);
      return { ok: false, error };
    }
  }
}

export interface ReadOptions {
  timeoutMs?: number;
  retries?: number;
}

function read<T>(operation: Operation, query: Query, schema: z.ZodType<T>, opts: ReadOptions, one: boolean) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany(query));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  return attempt(operation, opts.retries ?? READ_RETRIES, async () =>
    parseJson(
      operation,
      await send(operation, { url, timeoutMs, method: 'GET', headers: headers(true) }),
      schema,
      one,
    ),
  );
}

/** GET a '$' operation and validate its JSON body. Transport faults are retried. */
export function erpGet<T>(operation: Operation, query: Query, schema: z.ZodType<T>, opts: ReadOptions = {}) {
  return read(operation, query, schema, opts, false);
}

/** GET one record ($TableRead): an answer of "nothing" is a `not_found`, not an empty list. */
export function erpGetRecord<T>(
  operation: Operation,
  query: Query,
  schema: z.ZodType<T>,
  opts: ReadOptions = {},
) {
  return read(operation, query, schema, opts, true);
}

export interface Binary {
  contentType: string;
  bytes: ArrayBuffer;
}

/** GET raw bytes (images). */
export function erpGetBinary(operation: Operation, query: Query, opts: ReadOptions = {}) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany(query));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  return attempt<Binary>(operation, opts.retries ?? READ_RETRIES, async () => {
    const res = await send(operation, { url, timeoutMs, method: 'GET', headers: headers(false) });
    const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
    if (!contentType.startsWith('image/')) throw new ErpError('invalid_response', operation, 'not an image');
    return { contentType, bytes: await res.arrayBuffer() };
  });
}
