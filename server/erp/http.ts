import 'server-only';
import type { z } from 'zod';
import { config } from '@/server/config';
import { parseAnswer, statusError } from './answers';
import { CircuitOpenError, erpBreaker } from './breaker';
import { ErpError, type ErpResult } from './errors';
import { logFor } from '@/server/log/logger';

// The only place that builds '$'-API requests. Everything above sees typed results. Every request,
// write or read, passes the circuit breaker (breaker.ts): while the ERP is down, calls fail at once.

const log = logFor('erp');

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

function headers(json: boolean): Record<string, string> {
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

/**
 * One request through the circuit breaker: sent, its status checked and its body read by `read`
 * within the timeout (a body that stalls is a timeout too). Any failure is a typed ErpError.
 */
async function send<T>(
  operation: Operation,
  init: RequestInit & { url: string; timeoutMs: number },
  read: (res: Response) => Promise<T>,
): Promise<T> {
  return erpBreaker().run(operation, async () => {
    try {
      const res = await fetch(init.url, {
        ...init,
        signal: AbortSignal.timeout(init.timeoutMs),
        cache: 'no-store',
      });
      const error = await statusError(operation, res);
      if (error) throw error;
      return await read(res);
    } catch (e) {
      if (e instanceof ErpError) throw e;
      const name = (e as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ErpError('timeout', operation, `no answer within ${init.timeoutMs} ms`);
      }
      throw new ErpError('unavailable', operation, 'connection failed');
    }
  });
}

async function attempt<T>(
  operation: Operation,
  retries: number,
  run: () => Promise<T>,
  sensitive = false,
  quietMissing = false,
  scrub?: (message: string) => string,
): Promise<ErpResult<T>> {
  for (let i = 0; ; i++) {
    try {
      return { ok: true, data: await run() };
    } catch (e) {
      // The breaker said so once; each call it turns away is neither retried nor logged.
      if (e instanceof CircuitOpenError) return { ok: false, error: e };
      let error = e instanceof ErpError ? e : new ErpError('invalid_response', operation, String(e));
      // The ERP's text may quote what it refused; a request that carried a secret keeps none of it.
      if (sensitive)
        error = new ErpError(error.kind, operation, `${error.kind} (details withheld)`, error.status);
      else if (scrub)
        error = new ErpError(
          error.kind,
          operation,
          scrub(error.message.slice(operation.length + 2)),
          error.status,
        );
      // A timeout has already spent its budget; only quick transport faults are retried.
      if (i < retries && error.kind === 'unavailable') {
        await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[i] ?? 500));
        continue;
      }
      if (quietMissing && error.kind === 'not_found') return { ok: false, error };
      if (error.kind === 'auth') {
        // Every read fails the same way until someone fixes the configuration: say so loudly.
        log.error(
          { kind: error.kind, error: error.message },
          'AUTHENTICATION REFUSED: check ERP_USER and ERP_SESSION_TOKEN; every ERP call fails until they are fixed.',
        );
      } else log.error({ kind: error.kind, error: error.message }, 'ERP call failed');
      return { ok: false, error };
    }
  }
}

export interface ReadOptions {
  timeoutMs?: number;
  retries?: number;
  /** `not_found` is an expected answer (a lookup that may miss): not logged. */
  quietMissing?: boolean;
}

export interface WriteOptions {
  timeoutMs?: number;
  /** The body carries a secret (a password hash): a failure keeps and logs none of the ERP's text. */
  sensitive?: boolean;
  /** A single-record answer (POST $TableRead find): "nothing" is `not_found`. */
  one?: boolean;
  /** `not_found` is an expected answer (a lookup that may miss): not logged. */
  quietMissing?: boolean;
  /** Rewrites the ERP's error text before it is kept or logged (e.g. to drop personal data). */
  scrub?: (message: string) => string;
}

function read<T>(operation: Operation, query: Query, schema: z.ZodType<T>, opts: ReadOptions, one: boolean) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany(query));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  return attempt(
    operation,
    opts.retries ?? READ_RETRIES,
    () =>
      send(operation, { url, timeoutMs, method: 'GET', headers: headers(true) }, (res) =>
        parseAnswer(operation, res, schema, one),
      ),
    false,
    opts.quietMissing ?? false,
  );
}

/** GET a '$' operation and validate its JSON body. Transport faults are retried. */
export function erpGet<T>(operation: Operation, query: Query, schema: z.ZodType<T>, opts: ReadOptions = {}) {
  return read(operation, query, schema, opts, false);
}

/**
 * A JSON body in ASCII alone: every character beyond it (Greek names and addresses) as a `\uXXXX`
 * escape, the way the ERP's public client sends its bodies [seen: ASCII-encoded JSON]. Whether
 * the ERP reads UTF-8 bodies is an open question (docs/erp-contract.md); an escape reads the same
 * in any encoding. Characters outside the BMP go as their two UTF-16 escapes, as JSON allows.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * POST a JSON body to a '$' operation. Never retried: a write that timed out may have happened.
 * (POST $TableRead is a read, but shares this path: one attempt is enough for a lookup.)
 */
export function erpPost<T>(
  operation: Operation,
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  opts: WriteOptions = {},
) {
  const url = buildUrl(config().erp.baseUrl, operation, withCompany({}));
  const timeoutMs = opts.timeoutMs ?? TIMEOUTS.default;
  const init = {
    url,
    timeoutMs,
    method: 'POST',
    headers: { ...headers(true), 'Content-Type': 'application/json' },
    body: asciiJson(body),
  };
  return attempt(
    operation,
    0,
    () => send(operation, init, (res) => parseAnswer(operation, res, schema, opts.one ?? false)),
    opts.sensitive ?? false,
    opts.quietMissing ?? false,
    opts.scrub,
  );
}

/** A write sent as GET ($TableErase, $TableSoftErase): never retried. */
export function erpGetWrite<T>(operation: Operation, query: Query, schema: z.ZodType<T>) {
  return read(operation, query, schema, { retries: 0 }, false);
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
  return attempt<Binary>(operation, opts.retries ?? READ_RETRIES, () =>
    send(operation, { url, timeoutMs, method: 'GET', headers: headers(false) }, async (res) => {
      const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
      if (!contentType.startsWith('image/'))
        throw new ErpError('invalid_response', operation, 'not an image');
      return { contentType, bytes: await res.arrayBuffer() };
    }),
  );
}

/**
 * GET /api/health's question: does the ERP answer at all within `timeoutMs` (the small `type`
 * view, as the start's credentials check reads)? Outside the breaker, without retries or logs: a
 * probe's short deadline must not count towards opening the breaker (an ERP slower than the probe
 * still serves the shop's 10-second reads), and the probe tells how the ERP is now even while the
 * breaker turns the shop's calls away. 401/403 is an answer that refuses the shop's credentials.
 */
export async function pingErp(timeoutMs: number): Promise<'answers' | 'refuses' | 'silent'> {
  const url = buildUrl(config().erp.baseUrl, '$TableGetView', withCompany({ system: 'pos', file: 'type' }));
  try {
    const res = await fetch(url, {
      headers: headers(true),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    // Only the status matters; the body is let go (not awaited: a stalled stream would hold the ping).
    res.body?.cancel().catch(() => undefined);
    if (res.status === 401 || res.status === 403) return 'refuses';
    return res.status < 500 ? 'answers' : 'silent';
  } catch {
    return 'silent';
  }
}
