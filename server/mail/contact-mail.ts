import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import type { SmtpConfig } from '@/server/config';

// Mails a stored contact message to the shop over SMTP. nodemailer is loaded only when SMTP is
// configured. The visitor's address goes in Reply-To (never From: our server may not send as them).

export async function mailContactMessage(smtp: SmtpConfig, message: ContactMessage): Promise<void> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  await transport.sendMail({
    from: smtp.from,
    to: smtp.to,
    replyTo: { name: message.name, address: message.email },
    // Header values are single lines: nodemailer folds and encodes them, so no header injection.
    subject: `[Contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
  });
}
