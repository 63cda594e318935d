import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import { contactSchemaIn } from '@/lib/forms/contact-schema';
import { MESSAGES } from '@/messages';
import { languageOf } from '@/server/i18n/translate';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { errorFields, logFor } from '@/server/log/logger';

// POST /api/contact: { name, email, subject, message } → 201, stored, then mailed when SMTP is
// configured. The one pipeline of every JSON write (Origin, JSON, size, and the form's own schema,
// whose messages a refusal carries per field), then the per-address limit. Dependencies are
// passed in so the handler is tested without a database or SMTP. Its messages are in the shopper's
// language (the `lang` cookie), as the form's own.

const log = logFor('contact');

export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

export interface ContactDeps {
  limiter: RateLimiter;
  /** SITE_URL: its origin is accepted besides the request's own. */
  origin: () => string;
  save: (message: ContactMessage) => Promise<number>;
  /** Sends the stored message on; undefined when SMTP is not configured. */
  mail?: (id: number, message: ContactMessage) => Promise<void>;
  /** Runs work after the response is sent (next/server `after` in the app). */
  defer: (task: () => Promise<void>) => void;
}

export function contactHandler(deps: ContactDeps) {
  return async function POST(request: Request): Promise<Response> {
    const texts = MESSAGES[languageOf(request)].content;
    const input = await readJsonWrite(request, {
      siteUrl: deps.origin(),
      maxBytes: CONTACT_MAX_BODY_BYTES,
      schema: contactSchemaIn(texts.client.errors),
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, deps.limiter);
    if (limited) return limited;
    const message = input.data;
    let id: number;
    try {
      id = await deps.save(message);
    } catch (error) {
      log.error(errorFields(error), 'could not store the message');
      return privateError(503, 'unavailable', texts.contact.unavailable);
    }
    const { mail } = deps;
    if (mail) deps.defer(() => mail(id, message));
    return privateJson({ ok: true }, 201);
  };
}
