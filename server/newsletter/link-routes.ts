import 'server-only';
import { readBody } from '@/server/http/route-body';
import type { NewsletterSubscribers } from '@/server/store/newsletter-subscribers';
import { logFor } from '@/server/log/logger';
import { localePath } from '@/lib/i18n/paths';
import { languageOf } from '@/server/i18n/translate';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './links';
import { readUnsubscribeToken } from './unsubscribe-token';

// The two POSTs behind the newsletter mail's links. Opening a link changes nothing (mail scanners
// open links): its page shows one button, a plain form posting here, which answers 303 back to the
// page with the outcome (?status=…).
// POST /api/newsletter/confirm (token=…): the double opt-in's confirmation.
// POST /api/newsletter/unsubscribe?token=…: RFC 8058 one-click, as mail clients send it
// (List-Unsubscribe=One-Click, no cookie, no question), or from the page's button (then=page).
// Both are safe to repeat, and a token is 256 random bits or an HMAC, so they are not rate limited.

const log = logFor('newsletter');

const MAX_BODY_BYTES = 2048;

export type ConfirmStatus = 'confirmed' | 'invalid';
export type UnsubscribeStatus = 'done' | 'invalid';

export interface LinkRouteDeps {
  origin: () => string;
  subscribers: () => Pick<NewsletterSubscribers, 'confirm' | 'unsubscribe'>;
  secret: () => string;
}

const seeOther = (origin: string, page: string, status: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: new URL(`${page}?status=${status}`, origin).href, 'Cache-Control': 'no-store' },
  });

/** The fields of a url-encoded form body; none for any other body (a one-click POST may be multipart). */
async function formFields(request: Request): Promise<URLSearchParams | null> {
  const body = await readBody(request, MAX_BODY_BYTES);
  if (!body.ok) return null;
  const type = request.headers.get('content-type') ?? '';
  return new URLSearchParams(type.startsWith('application/x-www-form-urlencoded') ? body.data : '');
}

export function confirmHandler(deps: LinkRouteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const fields = await formFields(request);
    const token = fields?.get('token') ?? '';
    const id = token && token.length <= 100 ? await deps.subscribers().confirm(token) : null;
    if (id !== null) log.info({ subscriber: id }, 'newsletter subscription confirmed');
    return seeOther(
      deps.origin(),
      localePath(languageOf(request), CONFIRM_PAGE),
      id === null ? 'invalid' : 'confirmed',
    );
  };
}

export function unsubscribeHandler(deps: LinkRouteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const fields = await formFields(request);
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const id = readUnsubscribeToken(token, deps.secret());
    const done = id !== null && (await deps.subscribers().unsubscribe(id));
    if (done) log.info({ subscriber: id }, 'newsletter unsubscribed');
    if (fields?.get('then') === 'page')
      return seeOther(
        deps.origin(),
        localePath(languageOf(request), UNSUBSCRIBE_PAGE),
        done ? 'done' : 'invalid',
      );
    return new Response(done ? 'You have been unsubscribed.' : 'This unsubscribe link is not valid.', {
      status: done ? 200 : 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
