import 'server-only';
import type { SmtpConfig } from '@/server/config';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translate';
import { mailTransport } from './transport';

// Mails a password-reset link, in the language of the request that asked for it. The link holds
// the token: it goes only into the mail body, never into a log line.

/** The reset mail's subject and text. */
export function resetLinkMail(link: string, locale: Locale): { subject: string; text: string } {
  const t = translator(locale, 'mail');
  return {
    subject: t('account.resetSubject'),
    text:
      `${t('account.resetText')}\n\n` + `${t('account.resetOpen')}\n${link}\n\n` + t('account.resetNotYou'),
  };
}

export async function mailResetLink(
  smtp: SmtpConfig,
  to: string,
  link: string,
  locale: Locale,
): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({ from: smtp.from, to, ...resetLinkMail(link, locale) });
}
