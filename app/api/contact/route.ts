import { after } from 'next/server';
import { config } from '@/server/config';
import { contactHandler, type ContactDeps } from '@/server/contact/contact-route';
import { CONTACT_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { mailContactMessage } from '@/server/mail/contact-mail';
import { markContactMailed, saveContactMessage } from '@/server/store/contact-messages';
import { shopDb } from '@/server/store/db';

export const POST = contactHandler({
  limiter: rateLimiter(CONTACT_RATE_LIMIT),
  save: (message) => saveContactMessage(shopDb(), message),
  // Read per request: configuration is only validated at run time, never during the build.
  get mail(): ContactDeps['mail'] {
    const smtp = config().smtp;
    if (!smtp) return undefined;
    return async (id, message) => {
      try {
        await mailContactMessage(smtp, message);
        markContactMailed(shopDb(), id);
      } catch (error) {
        // The message is stored; log only the failure, never the body or the credentials.
        console.error(`contact: message ${id} stored but not mailed:`, (error as Error).message);
      }
    };
  },
  defer: (task) => after(task),
});
