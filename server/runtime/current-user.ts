import 'server-only';
import { cookies } from 'next/headers';
import { config } from '@/server/config';
import { appRevocations } from './revocations';
import { sessionSecret } from '@/server/session-secret';
import {
  endSessions,
  readSession,
  sessionOptions,
  startSession,
  type SessionData,
  type SessionDeps,
  type SessionUser,
} from '@/server/account/session';

// The session as route handlers and server components use it: Next's cookie jar, the configured
// secret and the shop store's revocations (through this node's cache, ./revocations.ts). Route
// handlers call currentUser() themselves (the proxy is not an authorisation layer) and take the
// user id from it, never from the request.

async function deps(): Promise<SessionDeps> {
  return {
    cookies: await cookies(),
    options: sessionOptions(sessionSecret(), config().session.secureCookie),
    revocations: appRevocations(),
  };
}

/** The signed-in customer, or null (no cookie, tampered, expired, or revoked). */
export async function currentUser(): Promise<SessionData | null> {
  return readSession(await deps());
}

/** Sign-in and registration. Route handlers only. */
export async function signIn(user: SessionUser): Promise<SessionData> {
  return startSession(await deps(), user);
}

/** Logout and account deletion: every cookie of the account becomes anonymous. Route handlers only. */
export async function signOut(userId?: number): Promise<void> {
  return endSessions(await deps(), userId);
}
