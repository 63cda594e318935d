import { after } from 'next/server';
import { appAuthEnv } from '@/server/runtime/auth-env';
import { forgotHandler, type ForgotDeps } from '@/server/account/reset-route';
import { config } from '@/server/config';
import { answerStoreOutage } from '@/server/http/store-outage';
import { mailResetLink } from '@/server/mail/reset-mail';
import { stores } from '@/server/runtime/stores';

export const POST = answerStoreOutage(
  forgotHandler({
    ...appAuthEnv,
    resets: () => stores().passwordResets,
    get mail(): ForgotDeps['mail'] {
      const smtp = config().smtp;
      return smtp ? (to, link, locale) => mailResetLink(smtp, to, link, locale) : undefined;
    },
    defer: (task) => after(task),
  }),
);
