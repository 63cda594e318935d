import 'server-only';
import {
  encodeNotice,
  FORM_NOTICE_COOKIE,
  FORM_NOTICE_MAX_AGE_SECONDS,
  type FormNotice,
} from '@/lib/account/form-notice';
import { privateError } from '@/server/http/private-json';
import { readBody } from '@/server/http/route-body';
import { AUTH_MAX_BODY_BYTES } from './auth-http';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { languageOf } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';

// The sign-in and password-reset forms work before (or without) their JavaScript: they are POST
// forms (a password never lands in a URL, a log or a Referer) whose post is answered here. The
// form's fields become the JSON body of the route's own handler, which does every check it does
// for the page's fetch (Origin, limits, schema, the ERP); its answer becomes a 303 back to a page,
// with the session cookie it set and a notice (lib/account/form-notice.ts) for the page to show.

type Fields = Record<string, string | boolean>;

export interface FormPost {
  form: FormNotice['form'];
  /** The JSON route's handler. */
  handler: (request: Request) => Promise<Response>;
  /** The text fields passed on; checkboxes (`booleans`) become true when ticked. */
  fields: readonly string[];
  booleans?: readonly string[];
  /** Where the browser goes after a success, and what it is told there (from all that was posted). */
  done: (posted: URLSearchParams, locale: Locale) => { location: string; notice?: FormNotice };
  /**
   * The page the form is on, shown again after a refusal with its message and `keep` filled in.
   * Both addresses are English paths: the answer goes to the request's language's page.
   */
  back: (posted: URLSearchParams) => string;
  /** Fields put back into the form after a refusal (never a password). */
  keep?: readonly ('email' | 'token')[];
}

export const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

function noticeCookie(notice: FormNotice | undefined): string {
  const base = `${FORM_NOTICE_COOKIE}=${notice ? encodeNotice(notice) : ''}; Path=/; HttpOnly; SameSite=Lax`;
  return `${base}; Max-Age=${notice ? FORM_NOTICE_MAX_AGE_SECONDS : 0}`;
}

export function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export function formPostHandler(route: FormPost) {
  return async function POST(request: Request): Promise<Response> {
    const locale = languageOf(request);
    if (!FORM_TYPE.test(request.headers.get('content-type') ?? ''))
      return privateError(415, 'unsupported_media_type', MESSAGES[locale].http.sendForm);
    const body = await readBody(request, AUTH_MAX_BODY_BYTES);
    if (!body.ok) return privateError(413, 'too_large', MESSAGES[locale].http.tooLarge);
    const posted = new URLSearchParams(body.data);
    const fields: Fields = {};
    for (const name of route.fields) {
      const value = posted.get(name);
      if (value !== null) fields[name] = value;
    }
    for (const name of route.booleans ?? []) fields[name] = posted.get(name) === 'on';

    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const answer = await route.handler(
      new Request(request.url, { method: 'POST', headers, body: JSON.stringify(fields) }),
    );
    const cookies = answer.headers.getSetCookie();
    if (answer.ok) {
      const { location, notice } = route.done(posted, locale);
      return seeOther(localePath(locale, location), [...cookies, noticeCookie(notice)]);
    }
    const message = ((await answer.json().catch(() => ({}))) as { error?: { message?: string } }).error
      ?.message;
    const notice: FormNotice = { form: route.form, error: message ?? MESSAGES[locale].http.checkForm };
    for (const name of route.keep ?? []) {
      const value = fields[name];
      if (typeof value === 'string') notice[name] = value;
    }
    return seeOther(localePath(locale, route.back(posted)), [...cookies, noticeCookie(notice)]);
  };
}
