import 'server-only';
import { checkOrigin } from '@/server/http/private-json';
import { requestSession, type AuthEnv } from './auth-http';
import { endSessions, readSession } from './session';

// POST /api/auth/logout (no body): every cookie of the account becomes anonymous and this one is
// removed; 200 { ok: true } also when nobody was signed in.

export function logoutHandler(deps: AuthEnv) {
  return async function POST(request: Request): Promise<Response> {
    const forbidden = checkOrigin(request, deps.siteUrl());
    if (forbidden) return forbidden;
    const session = requestSession(request, deps);
    await endSessions(session.deps);
    return session.json({ ok: true });
  };
}

// GET /api/auth/session: { user: { name, email } } or { user: null }. Every page load of a
// signed-in browser asks once, so this is where a session's use renews it.
export function sessionHandler(deps: AuthEnv) {
  return async function GET(request: Request): Promise<Response> {
    const session = requestSession(request, deps);
    const user = await readSession(session.deps, { renew: true });
    return session.json({ user: user ? { name: user.name ?? '', email: user.email ?? '' } : null });
  };
}
