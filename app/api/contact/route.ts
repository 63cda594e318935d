import { after } from 'next/server';
import { config } from '@/server/config';
import { contactHandler, type ContactDeps } from '@/server/contact/contact-route';
import { CONTACT_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';
import { mailContactMessage } from '@/server/mail/contact-mail';
import { stores } from '@/server/runtime/stores';
import { errorFields, logFor } from '@/server/log/logger';

const log = logFor('contact');

export const POST = contactHandler({
  limiter: rateLimiter(CONTACT_RATE_LIMIT),
  origin: () => config().siteUrl,
  save: (message) => stores().contactMessages.save(message),
  // Read per request: configuration is only validated at run time, never during the build.
  get mail(): ContactDeps['mail'] {
    const smtp = config().smtp;
    if (!smtp) return undefined;
    return async (id, message) => {
      try {
        await mailContactMessage(smtp, message);
        await stores().contactMessages.markMailed(id);
      } catch (error) {
        // The message is stored; log only the failure, never the body or the credentials.
        log.error({ contactMessage: id, ...errorFields(error) }, 'message stored but not mailed');
      }
    };
  },
  defer: (task) => after(task),
});
