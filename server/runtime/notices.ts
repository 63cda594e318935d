import 'server-only';
import { after } from 'next/server';
import { config } from '@/server/config';
import { sendAccountMail } from '@/server/mail/account-mail';
import type { AccountNotices } from '@/server/account/notices';

// The app's account mails: over the configured SMTP server (none: skipped), after the answer.
// Pass the object itself (never spread it): `mail` reads the configuration at request time.

export const appNotices: AccountNotices = {
  get mail(): AccountNotices['mail'] {
    const smtp = config().smtp;
    return smtp ? (to, mail) => sendAccountMail(smtp, to, mail) : undefined;
  },
  defer: (task) => after(task),
};
