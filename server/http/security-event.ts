import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { sessionSecret } from '@/server/session-secret';
import { clientIp } from '@/server/http/rate-limit';
import { logFor } from '@/server/log/logger';

// One log line per security event (docs/decisions/0009-structured-logs-and-security-events.md):
// {"area":"security","security":true,"event":"sign_in","outcome":"failure","emailHash":"h:…",
//  "ip":"203.0.113.7","route":"/api/auth/login","method":"POST",…}
// Who is the user id, or a keyed hash of the email; never a password, token, cookie or the email.
// The route is the URL's path only: a query string may hold a token.

export type SecurityEventName =
  | 'sign_in'
  | 'sign_in_throttled'
  | 'registration'
  | 'reset_requested'
  | 'reset_used'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'account_deleted'
  | 'origin_refused'
  | 'content_type_refused'
  | 'rate_limited'
  /** A 404 answered for a record that exists but belongs to another customer. */
  | 'foreign_record'
  /** A revoked session's cookie was presented again. */
  | 'session_revoked_use';

/** success and failure for what a customer tried; refused for what the shop turned away. */
export type SecurityOutcome = 'success' | 'failure' | 'refused';

/** What the line needs of a request: a route handler's Request, or a page's pageRequest(…). */
export type RequestLike = Pick<Request, 'headers' | 'url' | 'method'>;

/** A page's request for the log: server components have the headers and know their own path. */
export const pageRequest = (headers: Headers, pathname: string): RequestLike => ({
  headers,
  url: new URL(pathname, 'http://page.invalid').href,
  method: 'GET',
});

export interface SecurityEvent {
  event: SecurityEventName;
  outcome: SecurityOutcome;
  request: RequestLike;
  userId?: number;
  /** Logged only as its keyed hash (emailHash). */
  email?: string;
  /** A fixed word saying why (a rate limit's rule, a refusal's check); never what the client sent. */
  reason?: string;
}

const securityLog = logFor('security');

/** Writes the event's one line: info for a success, warn otherwise. Never throws. */
export function securityEvent({ event, outcome, request, userId, email, reason }: SecurityEvent): void {
  const level = outcome === 'success' ? 'info' : 'warn';
  if (!securityLog.isLevelEnabled(level)) return;
  try {
    securityLog[level](
      {
        security: true,
        event,
        outcome,
        ...(userId !== undefined && { user: userId }),
        ...(email !== undefined && { emailHash: emailHash(email) }),
        ip: clientIp(request.headers),
        route: routeOf(request),
        method: request.method,
        ...(reason && { reason }),
      },
      `${event} ${outcome}`,
    );
  } catch {
    // A log line never fails the request it describes.
  }
}

function routeOf(request: RequestLike): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return 'unknown';
  }
}

/**
 * The email as HMAC-SHA256 under the log's key, trimmed and lower-cased first, as 'h:' and 16 hex
 * digits (64 bits): the same address gives the same hash on every node sharing SESSION_SECRET,
 * and the hash cannot be reversed by trying addresses without the key.
 */
export function emailHash(email: string, key: Buffer = emailHashKey()): string {
  const digest = createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
  return `h:${digest.slice(0, 16)}`;
}

let key: Buffer | undefined;

/**
 * Derived from the session secret (one-way, under a label of its own), so every node of a
 * deployment, which shares SESSION_SECRET, hashes an address alike and operators can follow it
 * across nodes; the log never holds a value that opens a cookie. Without a readable session secret
 * the process uses a random key of its own (hashes then match within this process only).
 */
export function emailHashKey(): Buffer {
  if (!key) {
    try {
      key = createHmac('sha256', sessionSecret()).update('ruck log: email hash key v1').digest();
    } catch {
      key = randomBytes(32);
    }
  }
  return key;
}
