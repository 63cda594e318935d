import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import type { SmtpConfig } from '@/server/config';
import { mailTransport } from './transport';

// Mails a stored contact message to the shop over SMTP (./transport). The visitor's address goes
// in Reply-To (never From: our server may not send as them).

export async function mailContactMessage(smtp: SmtpConfig, message: ContactMessage): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to: smtp.to,
    replyTo: { name: message.name, address: message.email },
    // Header values are single lines: nodemailer folds and encodes them, so no header injection.
    subject: `[Contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
  });
}
