import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAccountMail } from '@/server/mail/account-mail';
import { newsletterConfirmMail } from '@/server/mail/newsletter-mail';
import { newsletterLinks } from '@/server/newsletter/links';
import { startTestMailbox, type TestMailbox } from '../helpers/mail-catcher';
import { NEWSLETTER_TEST_SECRET } from '../helpers/newsletter';

// The newsletter's confirmation mail over real SMTP into the sandbox catcher: the RFC 8058
// one-click headers arrive as sent, next to the visible unsubscribe link.

let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox('newsletter-mail');
});
afterAll(() => mailbox.close());

describe('the newsletter confirmation mail on the wire', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click', async () => {
    const links = newsletterLinks('https://ruck.example', 12, NEWSLETTER_TEST_SECRET);
    const mail = newsletterConfirmMail(links.confirm('confirm-token'), links.unsubscribe);
    await sendAccountMail(mailbox.smtp, 'ana@example.com', mail);
    const [caught] = await mailbox.mails('ana@example.com');
    expect(caught.subject).toBe('Confirm your RUCK newsletter subscription');
    expect(caught.listHeaders).toEqual({
      'list-unsubscribe': `<${links.unsubscribe.oneClick}>`,
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
    expect(caught.text).toContain(links.unsubscribe.page);
    expect(caught.text).toContain('https://ruck.example/newsletter/confirm?token=confirm-token');
  });
});
