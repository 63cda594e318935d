import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { z } from 'zod';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/signed-in-hint';
import type { SessionRevocations } from './revocations';

// The signed-in customer: a cookie sealed by iron-session (AES-256-CBC + HMAC-SHA256) that holds
// ids and the two display fields of the account menu, never a password, hash or ERP token. A
// cookie is honoured only while it is younger than the max age and issued after the account's
// last revocation (logout, password change, deletion), so a copied cookie cannot be replayed.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
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
  /** When the cookie was sealed, in ms since the epoch. */
  issuedAt: number;
}

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const sessionData = z.object({
  userId: id,
  addressId: id.optional(),
  issuedAt: z.number().int().positive(),
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

const open = (deps: SessionDeps) => getIronSession<Partial<SessionData>>(deps.cookies, deps.options);

/** The signed-in customer, or null for a missing, tampered, expired or revoked cookie. */
export async function readSession(deps: SessionDeps): Promise<SessionData | null> {
  const session = await open(deps);
  const parsed = sessionData.safeParse({ ...session });
  if (!parsed.success) return null;
  const data = parsed.data;
  const age = (deps.now ?? Date.now)() - data.issuedAt;
  if (age > SESSION_MAX_AGE_SECONDS * 1000) return null;
  if (await deps.revocations.isRevoked(data.userId, data.issuedAt)) return null;
  return data;
}

/**
 * Seals a new cookie for `user` (sign-in, registration, and after a password change). The issue
 * time is moved past a revocation made in the same millisecond (the password change revokes, then
 * signs this browser in again), so the fresh cookie is never born revoked.
 */
export async function startSession(deps: SessionDeps, user: SessionUser): Promise<SessionData> {
  let issuedAt = (deps.now ?? Date.now)();
  for (let i = 0; i < 1000 && (await deps.revocations.isRevoked(user.userId, issuedAt)); i++) issuedAt++;
  const data: SessionData = { ...sessionData.parse({ ...user, issuedAt }) };
  const session = await open(deps);
  for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
  Object.assign(session, data);
  await session.save();
  setHint(deps, true);
  return data;
}

/** The readable signed-in hint (lib/account/signed-in-hint) follows the sealed cookie's life. */
function setHint(deps: SessionDeps, signedIn: boolean) {
  deps.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: deps.options.cookieOptions?.secure === true,
    maxAge: signedIn ? SESSION_MAX_AGE_SECONDS : 0,
  });
}

/** Logout and account deletion: every cookie of the account becomes anonymous; this one is removed. */
export async function endSessions(deps: SessionDeps, userId?: number): Promise<void> {
  const current = userId ?? (await readSession(deps))?.userId;
  if (current !== undefined) await deps.revocations.revokeAll(current);
  (await open(deps)).destroy();
  setHint(deps, false);
}
