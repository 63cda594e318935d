import 'server-only';
import type { $ZodType, output } from 'zod/v4/core';
import type { SessionUser } from '@/server/account/session';
import {
  checkOrigin,
  privateError,
  rateLimited,
  readPrivateJson,
  type Checked,
} from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { languageOf } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';

// The steps of every signed-in customer's endpoint (DESIGN rule 4): the session is read here, by
// the handler, never trusted from the proxy; the user id comes only from it. Writes also check the
// Origin (a cross-site form cannot post JSON with our cookie), a per-user rate limit and then the
// content type and a bounded body with a strict schema (server/http/private-json.ts). Every answer is private
// and never stored.

export const SIGN_IN_REQUIRED = 'Sign in required';

/** The signed-in customer (null for a guest); currentUser() in the app, a fake in tests. */
export type UserSource = () => Promise<SessionUser | null>;

/** The 401 of a guest; its message in the request's language when the request is given. */
export const guestResponse = (request?: Request) =>
  privateError(
    401,
    'unauthorized',
    request ? MESSAGES[languageOf(request)].account.signInRequired : SIGN_IN_REQUIRED,
  );
export const notFound = (message = 'Not found') => privateError(404, 'not_found', message);

/** A read: the session user, or a 401. */
export async function requireUser(user: UserSource, request?: Request): Promise<Checked<SessionUser>> {
  const found = await user();
  return found ? { ok: true, data: found } : { ok: false, error: guestResponse(request) };
}

export interface WriteRules {
  user: UserSource;
  limiter: RateLimiter;
  /** The shop's own origin (SITE_URL); the request's own origin and Host are accepted as well. */
  origin: () => string;
}

/** A write without a body (DELETE): Origin, session, per-user rate limit. */
export async function checkWrite(request: Request, rules: WriteRules): Promise<Checked<SessionUser>> {
  const forbidden = checkOrigin(request, rules.origin());
  if (forbidden) return { ok: false, error: forbidden };
  const user = await requireUser(rules.user, request);
  if (!user.ok) return user;
  const verdict = await rules.limiter.consume(`user:${user.data.userId}`);
  if (!verdict.ok)
    return {
      ok: false,
      error: rateLimited(verdict, request, { userId: user.data.userId, reason: rules.limiter.rule.name }),
    };
  return user;
}

/** A write with a JSON body: checkWrite, then readPrivateJson (415 / 413 / 400 / 400 with `fields`). */
export async function readAccountInput<S extends $ZodType>(
  request: Request,
  rules: WriteRules & { maxBytes: number; schema: S },
): Promise<Checked<{ user: SessionUser; input: output<S> }>> {
  const user = await checkWrite(request, rules);
  if (!user.ok) return user;
  const input = await readPrivateJson(request, rules.maxBytes, rules.schema);
  if (!input.ok) return input;
  return { ok: true, data: { user: user.data, input: input.data } };
}
