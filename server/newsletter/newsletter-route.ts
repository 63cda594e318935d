import 'server-only';
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from '@/lib/forms/email';
import { consentIn } from '@/lib/newsletter/consent';
import { MESSAGES } from '@/messages';
import { languageOf } from '@/server/i18n/translate';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { AccountMail } from '@/server/mail/account-mail';
import { newsletterConfirmMail } from '@/server/mail/newsletter-mail';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { NewsletterSubscribers } from '@/server/store/newsletter-subscribers';
import { errorFields, logFor } from '@/server/log/logger';
import { newsletterLinks } from './links';

// POST /api/newsletter { email } → 200 { ok: true }. The address is stored with the consent shown
// next to the form (lib/newsletter/consent.ts) and is subscribed only once the link mailed to it
// is confirmed (double opt-in). An address already on the list answers the same as a new one and
// the mail goes after the answer, so the form cannot be used to find out who subscribed. The one
// pipeline of every JSON write (Origin, JSON, size, strict shape), then the per-address limit.

const log = logFor('newsletter');

export const NEWSLETTER_MAX_BODY_BYTES = 1024;

/** The body's shape, its message in the sign-up's language (English: EMAIL_INVALID_MESSAGE). */
const schemaFor = (message: string) => {
  const invalid = { error: message };
  return z.strictObject({
    email: z
      .string(invalid)
      .max(EMAIL_MAX_LENGTH * 2, invalid)
      .refine(isValidEmail, invalid),
  });
};
const SCHEMAS = {
  en: schemaFor(EMAIL_INVALID_MESSAGE),
  el: schemaFor(MESSAGES.el.newsletter.invalidEmail),
};

export interface NewsletterDeps {
  limiter: RateLimiter;
  /** SITE_URL: its origin is accepted besides the request's own, and starts the mailed links. */
  origin: () => string;
  subscribers: () => Pick<NewsletterSubscribers, 'signUp'>;
  /** The key of the unsubscribe links (server/newsletter/unsubscribe-token.ts). */
  secret: () => string;
  /** Sends a mail after the answer, retried and logged on failure (mailAfter in the app). */
  mailLater: (to: string, mail: AccountMail) => void;
}

export function newsletterHandler(deps: NewsletterDeps) {
  return async function POST(request: Request): Promise<Response> {
    // The form's page language (the lang cookie): its messages, the consent it showed, the mail.
    const locale = languageOf(request);
    const input = await readJsonWrite(request, {
      siteUrl: deps.origin(),
      maxBytes: NEWSLETTER_MAX_BODY_BYTES,
      schema: SCHEMAS[locale],
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, deps.limiter);
    if (limited) return limited;
    const { email } = input.data;
    try {
      const outcome = await deps
        .subscribers()
        .signUp(email, consentIn(locale, MESSAGES[locale].newsletter.consent));
      if (outcome.kind === 'confirm') {
        const links = newsletterLinks(deps.origin(), outcome.id, deps.secret(), locale);
        const mail = newsletterConfirmMail(links.confirm(outcome.token), links.unsubscribe, locale);
        deps.mailLater(email.trim(), mail);
      }
    } catch (error) {
      log.error(errorFields(error), 'could not store the subscription');
      return privateError(503, 'unavailable', MESSAGES[locale].newsletter.client.error);
    }
    return privateJson({ ok: true });
  };
}
