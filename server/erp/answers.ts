import 'server-only';
import type { z } from 'zod';
import { ErpError } from './errors';

// Reading the ERP's answer into data or a typed error: which failure each status and body means.

/** The typed error an HTTP status stands for, or null for a 2xx/3xx answer. */
export async function statusError(operation: string, res: Response): Promise<ErpError | null> {
  if (res.status >= 500) return new ErpError('unavailable', operation, `HTTP ${res.status}`, res.status);
  // The body of a refused login is not kept: it may quote the credentials it refused.
  if (res.status === 401 || res.status === 403)
    return new ErpError('auth', operation, `HTTP ${res.status}`, res.status);
  if (res.status >= 400) {
    const text = await res.text().catch(() => '');
    const kind = res.status === 404 ? 'not_found' : 'rejected';
    return new ErpError(kind, operation, errorText(text) ?? `HTTP ${res.status}`, res.status);
  }
  return null;
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

/** The error text of a body that is not JSON; the breaker counts it as an outage. */
export const NOT_JSON = 'body is not JSON';

/** The contract's text for a missing record, which the wire doc expects may come in a 200 body. */
const RECORD_NOT_FOUND = /\brecord not found\b/i;

/** `[]`, `null` or a blank body: how the ERP says "nothing". */
const isNothing = (body: unknown) => body === null || (Array.isArray(body) && body.length === 0);

/**
 * A single-record read's body as the record itself. Whether the ERP answers one object or a
 * one-element list is an open question (docs/erp-contract.md), so both are read; "nothing" is no
 * such record, and several records where one was asked for is an answer the shop cannot use.
 */
function singleRecord(operation: string, body: unknown): unknown {
  if (isNothing(body)) throw new ErpError('not_found', operation, 'no such record');
  if (!Array.isArray(body)) return body;
  if (body.length > 1) throw new ErpError('invalid_response', operation, `${body.length} records, not one`);
  return body[0];
}

/** A 2xx answer's JSON body checked against its schema. `one`: a single-record read (singleRecord). */
export async function parseAnswer<T>(
  operation: string,
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
      throw new ErpError('invalid_response', operation, NOT_JSON);
    }
  }
  if (one) body = singleRecord(operation, body);
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
