import 'server-only';
import { safeReturnUrl } from '@/lib/account/return-url';
import { MESSAGES } from '@/messages';
import { formPostHandler } from './form-post';

// The three account forms that work without JavaScript (./form-post.ts), each given its JSON
// route's handler: where each goes on success and back to on a refusal.

type Handler = (request: Request) => Promise<Response>;
const returnTo = (posted: URLSearchParams) => safeReturnUrl(posted.get('returnUrl') ?? undefined, '/account');

/** Sign-in: on to the return path signed in, or back to /login. */
export const loginForm = (signIn: Handler) =>
  formPostHandler({
    form: 'login',
    handler: signIn,
    fields: ['email', 'password'],
    booleans: ['rememberMe'],
    done: (posted) => ({ location: returnTo(posted) }),
    back: (posted) => `/login?returnUrl=${encodeURIComponent(returnTo(posted))}`,
    keep: ['email'],
  });

/** The reset-link request: back to /reset-password with the answer. */
export const forgotForm = (requestLink: Handler) =>
  formPostHandler({
    form: 'forgot',
    handler: requestLink,
    fields: ['email'],
    done: (_posted, locale) => ({
      location: '/reset-password',
      notice: { form: 'forgot', status: MESSAGES[locale].account.resetRequested },
    }),
    back: () => '/reset-password',
    keep: ['email'],
  });

/** The new password: on to /login to sign in with it, or back to the form (its token in the notice, not the URL). */
export const resetForm = (setPassword: Handler) =>
  formPostHandler({
    form: 'reset',
    handler: setPassword,
    fields: ['token', 'newPassword', 'confirmPassword'],
    done: (_posted, locale) => ({
      location: '/login',
      notice: { form: 'login', status: MESSAGES[locale].account.page.errors.resetDone },
    }),
    back: () => '/reset-password',
    keep: ['token'],
  });
