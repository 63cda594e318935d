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
    if (res.status >= 400) {
      const text = await res.text().catch(() => '');
      throw new ErpError('rejected', operation, errorText(text) ?? `HTTP ${res.status}`, res.status);
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

async function parseJson<T>(operation: Operation, res: Response, schema: z.ZodType<T>): Promise<T> {
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
  if (body && typeof body === 'object' && !Array.isArray(body) && 'error' in body) {
    throw new ErpError('rejected', operation, String(body.error));
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
      console.error(`[erp] ${error.message} (${error.kind})`);
      return { ok: false, error };
    }
  }
}

export interface ReadOptions {
  timeoutMs?: number;
  retries?: number;
}

/** GET a '$' operation and validate its JSON body. Transport faults are retried. */
export function erpGet<T>(operation: Operation, query: Query, schema: z.ZodType<T>, opts: ReadOptions = {}) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany(query));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  return attempt(operation, opts.retries ?? READ_RETRIES, async () =>
    parseJson(
      operation,
      await send(operation, { url, timeoutMs, method: 'GET', headers: headers(true) }),
      schema,
    ),
  );
}

/** POST a '$' operation with a JSON body. Writes are never retried. */
export function erpPost<T>(
  operation: Operation,
  body: unknown,
  schema: z.ZodType<T>,
  opts: ReadOptions = {},
) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany({}));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  return attempt(operation, 0, async () =>
    parseJson(
      operation,
      await send(operation, {
        url,
        timeoutMs,
        method: 'POST',
        headers: { ...headers(true), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      schema,
    ),
  );
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
