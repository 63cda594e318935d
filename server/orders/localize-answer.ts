import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

// The checkout's API answers in the shopper's language. Their refusals are built from the English
// messages (lib/checkout, server/orders/order-content.ts, server/checkout/voucher-route.ts), which
// the English checkout catalogue holds word for word; an answer is translated as a whole on its way
// out: each message found there is given in the same key's words of the shopper's language. A
// message the catalogue does not hold stays as it is.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix: string[] = [], out = new Map<string, string[]>()) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (!out.has(value)) out.set(value, [...prefix, key]);
    } else leaves(value, [...prefix, key], out);
  }
  return out;
}

const ENGLISH_KEYS = leaves(MESSAGES.en.checkout);

/** An English checkout message in `locale`; a message not in the catalogue as it is. */
export function localizeMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const path = ENGLISH_KEYS.get(message);
  if (!path) return message;
  let node: string | Tree = MESSAGES[locale].checkout;
  for (const key of path) node = typeof node === 'string' ? node : node[key];
  return typeof node === 'string' ? node : message;
}

interface ErrorBody {
  error?: { message?: unknown; fields?: Record<string, unknown> };
}

/** A JSON error answer (`{ error: { message, fields? } }`) with its messages in `locale`. */
export async function localizeAnswer(locale: Locale, response: Response): Promise<Response> {
  if (locale === 'en' || response.ok) return response;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.json()) as ErrorBody;
  const error = body.error;
  if (error) {
    if (typeof error.message === 'string') error.message = localizeMessage(locale, error.message);
    if (error.fields)
      for (const [name, value] of Object.entries(error.fields))
        if (typeof value === 'string') error.fields[name] = localizeMessage(locale, value);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** A route handler whose error answers come in the language `language()` names. */
export function answeringIn<A extends unknown[]>(
  language: () => Promise<Locale>,
  handler: (...args: A) => Promise<Response>,
) {
  return async (...args: A): Promise<Response> => localizeAnswer(await language(), await handler(...args));
}
