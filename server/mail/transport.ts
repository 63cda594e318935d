import 'server-only';
import type { SmtpConfig } from '@/server/config';

// The SMTP transport every mail of the shop is sent with. nodemailer is loaded only when a mail
// is sent, so only when SMTP is configured; the timeouts keep a stuck server from holding a request.

export async function mailTransport(smtp: SmtpConfig) {
  const { createTransport } = await import('nodemailer');
  return createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
