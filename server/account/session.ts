import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { z } from 'zod';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/signed-in-hint';
import type { SessionRevocations } from './revocations';

// The signed-in customer: a cookie sealed by iron-session (AES-256-CBC + HMAC-SHA256) that holds
// ids and the two display fields of the account menu, never a password, hash or ERP token. A
// cookie is honoured only while it is in use (idle limits below), younger than the absolute
// limit, and issued after the account's last revocation (logout, password change, deletion), so a
// copied cookie cannot be replayed. Sign-in's rememberMe (spec section 5) picks the idle limit:
// unchecked, a browser-session cookie (no Max-Age) that also ends after 12 hours unused; checked, a
// 30-day cookie renewed on use (GET /api/auth/session, once per page load, renews it).

/** A remembered session's idle limit, and its cookie's Max-Age. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A browser session's idle limit (rememberMe unchecked). */
export const BROWSER_SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** No session outlives this from its sign-in, however often it is renewed (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_SECONDS = 90 * 24 * 60 * 60;
/** Renewal re-seals the cookie at most this often, not on every page load. */
export const RENEW_AFTER_SECONDS = 5 * 60;
export const SESSION_COOKIE = 'session';

export interface SessionUser {
  /** The people record. */
  userId: number;
  /** The person's address record (the spec's email_id): the sign-in email lives there. */
  addressId?: number;
  /** For 'Hello, {name}' and the account menu; refreshed when the profile is saved. */
  name?: string;
  email?: string;
}

export interface SessionData extends SessionUser {
  /** When the customer signed in, in ms since the epoch; revocations compare against it. */
  issuedAt: number;
  /** When the cookie was last sealed (sign-in or renewal). Missing on cookies sealed before renewal existed. */
  seenAt?: number;
  /** rememberMe; missing on cookies sealed before it was honoured, which were all 30-day cookies. */
  remember?: boolean;
}

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sessionData = z.object({
  userId: id,
  addressId: id.optional(),
  issuedAt: z.number().int().positive(),
  seenAt: z.number().int().positive().optional(),
  remember: z.boolean().optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

/** Cookie settings; with `secure` the cookie is `Secure` and named `__Host-session` (no Domain, path /). */
export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    cookieName: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    password: secret,
    ttl: SESSION_MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure },
  };
}

/** The part of Next's `cookies()` that iron-session uses. */
export interface CookieStore {
  get: (name: string) => { name: string; value: string } | undefined;
  set: {
    (name: string, value: string, cookie?: Partial<ResponseCookie>): void;
    (options: ResponseCookie): void;
  };
}
type ResponseCookie = { name: string; value: string } & NonNullable<SessionOptions['cookieOptions']>;

export interface SessionDeps {
  cookies: CookieStore;
  options: SessionOptions;
  revocations: SessionRevocations;
  now?: () => number;
}

/** Not remembered: no Max-Age (the cookie ends with the browser) and a seal without expiry (seenAt is checked). */
function cookieOptionsFor(options: SessionOptions, remember: boolean): SessionOptions {
  return remember ? options : { ...options, cookieOptions: { ...options.cookieOptions, maxAge: undefined } };
}

const open = (deps: SessionDeps, remember = true) =>
  getIronSession<Partial<SessionData>>(deps.cookies, cookieOptionsFor(deps.options, remember));

/** Why a parsed session no longer counts, by the clock alone (revocations aside). */
export function sessionExpired(data: SessionData, now: number): boolean {
  const idleLimit = data.remember === false ? BROWSER_SESSION_IDLE_SECONDS : SESSION_MAX_AGE_SECONDS;
  return (
    now - (data.seenAt ?? data.issuedAt) > idleLimit * 1000 ||
    now - data.issuedAt > SESSION_ABSOLUTE_SECONDS * 1000
  );
}

/**
 * The signed-in customer, or null for a missing, tampered, expired or revoked cookie. With
 * `renew`, a session last sealed over RENEW_AFTER_SECONDS ago is sealed again with this moment as
 * its last use (route handlers only: a server component cannot set cookies).
 */
export async function readSession(
  deps: SessionDeps,
  opts: { renew?: boolean } = {},
): Promise<SessionData | null> {
  const session = await open(deps);
  const parsed = sessionData.safeParse({ ...session });
  if (!parsed.success) return null;
  const data = parsed.data;
  const now = (deps.now ?? Date.now)();
  if (sessionExpired(data, now)) return null;
  if (await deps.revocations.isRevoked(data.userId, data.issuedAt)) return null;
  if (opts.renew && now - (data.seenAt ?? data.issuedAt) > RENEW_AFTER_SECONDS * 1000) {
    await seal(deps, { ...data, seenAt: now });
  }
  return data;
}

async function seal(deps: SessionDeps, data: SessionData) {
  const remember = data.remember !== false;
  const session = await open(deps, remember);
  for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
  Object.assign(session, data);
  await session.save();
  setHint(deps, true, remember);
}

/**
 * Seals a new cookie for `user` (sign-in, registration, and after a password change). The issue
 * time is moved past a revocation made in the same millisecond (the password change revokes, then
 * signs this browser in again), so the fresh cookie is never born revoked. `remember` is
 * rememberMe; registration and the re-sign-in after a password change keep a remembered session.
 */
export async function startSession(
  deps: SessionDeps,
  user: SessionUser,
  { remember = true }: { remember?: boolean } = {},
): Promise<SessionData> {
  let issuedAt = (deps.now ?? Date.now)();
  for (let i = 0; i < 1000 && (await deps.revocations.isRevoked(user.userId, issuedAt)); i++) issuedAt++;
  const data: SessionData = { ...sessionData.parse({ ...user, issuedAt, seenAt: issuedAt, remember }) };
  await seal(deps, data);
  return data;
}

/** The readable signed-in hint (lib/account/signed-in-hint) follows the sealed cookie's life. */
function setHint(deps: SessionDeps, signedIn: boolean, remember = true) {
  deps.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: deps.options.cookieOptions?.secure === true,
    ...(signedIn && !remember ? {} : { maxAge: signedIn ? SESSION_MAX_AGE_SECONDS : 0 }),
  });
}

/** Logout and account deletion: every cookie of the account becomes anonymous; this one is removed. */
export async function endSessions(deps: SessionDeps, userId?: number): Promise<void> {
  const current = userId ?? (await readSession(deps))?.userId;
  if (current !== undefined) await deps.revocations.revokeAll(current);
  (await open(deps)).destroy();
  setHint(deps, false);
}
