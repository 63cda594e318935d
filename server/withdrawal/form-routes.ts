import 'server-only';
import { formPostHandler } from '@/server/account/form-post';

// The withdrawal's and the order status's forms are plain POST forms (no client JS): each answered
// by its JSON route (server/account/form-post.ts), then a 303 to the next page. A refusal goes back
// with its message and the typed email in the short-lived httpOnly notice cookie, never the URL.

type Handler = (request: Request) => Promise<Response>;
const lookupPage = (posted: URLSearchParams) =>
  posted.get('next') === 'withdraw' ? '/withdraw' : '/order-status';

/** Order number and email: on to the order's status, or to the withdrawal's lines. */
export const lookupForm = (lookUp: Handler) =>
  formPostHandler({
    form: 'order-lookup',
    handler: lookUp,
    fields: ['orderNumber', 'email', 'next'],
    done: (posted) => ({ location: lookupPage(posted) }),
    back: lookupPage,
    keep: ['email'],
  });
