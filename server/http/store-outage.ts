import 'server-only';
import { MESSAGES } from '@/messages';
import { languageOf } from '@/server/i18n/translate';
import { isStoreUnavailable } from '@/server/store/unavailable';
import { privateError } from './private-json';
import { errorFields, logFor } from '@/server/log/logger';

// The one place a database outage becomes an answer. Every route handler that reads or writes the
// shop's store (orders, session revocations, reset links, return requests) is wrapped here where
// the app wires it (app/api/**/route.ts): the driver throws StoreUnavailableError when PostgreSQL
// cannot be reached, and the route answers 503 `{ error: { code: 'unavailable', message } }`
// instead of a bare 500. Any other error is rethrown untouched.

const log = logFor('store');

type Handler = (...args: never[]) => Promise<Response>;

/** The 503 of a route whose store is out of reach, in the language of `request`'s page. */
export const storeUnavailable = (request: Request) =>
  privateError(503, 'unavailable', MESSAGES[languageOf(request)].http.storeUnavailable);

/** At most one log line per 10 s per process for an outage that fails every request. */
let lastLogged = 0;
function logOutage(error: unknown) {
  const now = Date.now();
  if (now - lastLogged < 10_000) return;
  lastLogged = now;
  log.error(errorFields(error), 'the store is out of reach');
}

/** The answer to a request the store could not serve; it gets the handler's own arguments. */
type Outage = (...args: never[]) => Response;

function guard<H extends Handler>(handler: H, answer: Outage): H {
  return (async (...args: Parameters<H>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      logOutage(error);
      return answer(...(args as Parameters<Outage>));
    }
  }) as H;
}

/**
 * `handlers` (one handler, or a route's `{ GET, POST, … }`) answering `answer(request)` (a 503
 * unless the route says otherwise) when the store is out of reach.
 */
export function answerStoreOutage<T extends Handler | Record<string, Handler>>(
  handlers: T,
  answer: Outage = storeUnavailable,
): T {
  if (typeof handlers === 'function') return guard(handlers, answer) as T;
  return Object.fromEntries(Object.entries(handlers).map(([method, h]) => [method, guard(h, answer)])) as T;
}
