import 'server-only';
import type { SmtpConfig } from '@/server/config';
import { mailTransport } from './transport';

// Mails a password-reset link. The link holds the token: it goes only into the mail body, never
// into a log line.

export async function mailResetLink(smtp: SmtpConfig, to: string, link: string): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to,
    subject: 'Reset your password',
    text:
      `Someone asked to reset the password of your account.\n\n` +
      `Open this link within 30 minutes to choose a new password:\n${link}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.`,
  });
}
