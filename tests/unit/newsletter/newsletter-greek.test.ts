import { describe, expect, it } from 'vitest';
import { memoryLimiter } from '../../helpers/memory-limiter';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { newsletterConfirmMail } from '@/server/mail/newsletter-mail';
import { confirmHandler } from '@/server/newsletter/link-routes';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { openShopDb } from '@/server/store/db';
import { sqliteSubscribers } from '@/server/store/newsletter-subscribers';
import { MESSAGES } from '@/messages';
import { jsonRequest, ORIGIN as SITE } from '@/tests/helpers/account-routes';
import { NEWSLETTER_TEST_SECRET as SECRET, newsletterDeps } from '@/tests/helpers/newsletter';

// A sign-up from a Greek page (the lang=el cookie): Greek answers, the Greek consent stored under
// its own version, the Greek confirmation mail with links to the Greek pages.

const post = (body: unknown, cookie?: string) =>
  jsonRequest('POST', '/api/newsletter', body, {
    'x-forwarded-for': '203.0.113.9',
    ...(cookie ? { cookie } : {}),
  });

function handler() {
  const db = openShopDb(':memory:');
  const subscribers = sqliteSubscribers(db);
  const { deps, sent, settled } = newsletterDeps(subscribers, memoryLimiter(20), SITE);
  return { POST: newsletterHandler(deps), db, subscribers, sent, settled };
}

describe('the newsletter sign-up in Greek', () => {
  it('stores the Greek consent and mails the Greek confirmation with /el links', async () => {
    const { POST, db, sent, settled } = handler();
    const response = await POST(post({ email: 'eleni@example.com' }, 'lang=el'));
    expect(response.status).toBe(200);
    expect(db.prepare('SELECT consent_version, consent_text FROM newsletter_subscribers').all()).toEqual([
      { consent_version: `${NEWSLETTER_CONSENT.version}-el`, consent_text: MESSAGES.el.newsletter.consent },
    ]);
    await settled();
    const [{ mail }] = sent;
    expect(mail.subject).toBe('Επιβεβαιώστε την εγγραφή σας στο newsletter της RUCK');
    expect(mail.text).toContain('Ανοίξτε αυτόν τον σύνδεσμο μέσα σε 48 ώρες');
    expect(mail.text).toContain(`${SITE}/el/newsletter/confirm?token=`);
    expect(mail.text).toContain(`${SITE}/el/newsletter/unsubscribe?token=`);
    expect(mail.text).not.toMatch(/Someone asked|unsubscribe here/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=/,
    );
  });

  it('a bad address is refused in Greek; English stays as it was', async () => {
    const { POST } = handler();
    const greek = await POST(post({ email: 'not-an-address' }, 'lang=el'));
    expect(greek.status).toBe(400);
    expect(JSON.stringify(await greek.json())).toContain('Παρακαλούμε εισαγάγετε ένα έγκυρο email');
    const english = await POST(post({ email: 'not-an-address' }));
    expect(JSON.stringify(await english.json())).toContain('Please enter a valid email address');
  });

  it('the English mail is unchanged', () => {
    const mail = newsletterConfirmMail('http://shop.test/newsletter/confirm?token=t', {
      page: 'http://shop.test/newsletter/unsubscribe?token=u',
      oneClick: 'http://shop.test/api/newsletter/unsubscribe?token=u',
    });
    expect(mail.subject).toBe('Confirm your RUCK newsletter subscription');
    expect(mail.text).toContain(
      'Open this link within 48 hours and press "Confirm subscription" to start getting it:',
    );
    expect(mail.text).toContain('To stop getting these emails, unsubscribe here:');
  });

  it('the confirm button of a Greek page comes back to the Greek page', async () => {
    const subscribers = sqliteSubscribers(openShopDb(':memory:'));
    const confirm = confirmHandler({
      origin: () => SITE,
      subscribers: () => subscribers,
      secret: () => SECRET,
    });
    const response = await confirm(
      new Request(`${SITE}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=el' },
        body: 'token=nope',
      }),
    );
    expect(response.headers.get('location')).toBe(`${SITE}/el/newsletter/confirm?status=invalid`);
  });
});
