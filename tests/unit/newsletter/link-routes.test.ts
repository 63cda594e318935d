import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { confirmHandler, unsubscribeHandler } from '@/server/newsletter/link-routes';
import { newsletterLinks } from '@/server/newsletter/links';
import { readUnsubscribeToken, unsubscribeToken } from '@/server/newsletter/unsubscribe-token';
import { newsletterConfirmMail, newsletterMail } from '@/server/mail/newsletter-mail';
import { openShopDb } from '@/server/store/db';
import { sqliteSubscribers } from '@/server/store/newsletter-subscribers';
import { NEWSLETTER_TEST_SECRET as SECRET } from '@/tests/helpers/newsletter';

const SITE = 'http://shop.test';

function setup() {
  const subscribers = sqliteSubscribers(openShopDb(':memory:'));
  const deps = { origin: () => SITE, subscribers: () => subscribers, secret: () => SECRET };
  return { subscribers, confirm: confirmHandler(deps), unsubscribe: unsubscribeHandler(deps) };
}

async function pending(subscribers: ReturnType<typeof setup>['subscribers'], email = 'ana@example.com') {
  const outcome = await subscribers.signUp(email, NEWSLETTER_CONSENT);
  if (outcome.kind !== 'confirm') throw new Error('expected a confirm token');
  return outcome;
}

const form = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('the unsubscribe token', () => {
  it("names its subscriber and no other; a changed id or mac, or another key's token, is refused", () => {
    const token = unsubscribeToken(42, SECRET);
    expect(readUnsubscribeToken(token, SECRET)).toBe(42);
    const [, mac] = token.split('.');
    expect(readUnsubscribeToken(`43.${mac}`, SECRET)).toBeNull();
    const other = (c: string) => (c === 'A' ? 'B' : 'A');
    expect(readUnsubscribeToken(`42.${other(mac[0])}${mac.slice(1)}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`42.${mac.slice(0, -1)}${other(mac.at(-1)!)}`, SECRET)).toBeNull();
    expect(
      readUnsubscribeToken(unsubscribeToken(42, 'another-secret-0123456789abcdefgh'), SECRET),
    ).toBeNull();
    expect(readUnsubscribeToken('42', SECRET)).toBeNull();
    expect(readUnsubscribeToken('', SECRET)).toBeNull();
  });
});

describe('newsletter mails', () => {
  it('carry a visible unsubscribe link and the RFC 8058 one-click headers', () => {
    const links = newsletterLinks(`${SITE}/some/path`, 7, SECRET);
    const token = encodeURIComponent(unsubscribeToken(7, SECRET));
    expect(links.unsubscribe).toEqual({
      page: `${SITE}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${SITE}/api/newsletter/unsubscribe?token=${token}`,
    });
    for (const mail of [
      newsletterConfirmMail(links.confirm('abc'), links.unsubscribe),
      newsletterMail('New arrivals', ['Hello'], links.unsubscribe),
    ]) {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${links.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.text).toContain(links.unsubscribe.page);
      expect(mail.html).toContain(`href="${links.unsubscribe.page}"`);
    }
    expect(newsletterConfirmMail(links.confirm('abc'), links.unsubscribe).text).toContain(
      `${SITE}/newsletter/confirm?token=abc`,
    );
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms a pending address once, then answers the page as invalid', async () => {
    const { subscribers, confirm } = setup();
    const { token } = await pending(subscribers);
    const first = await confirm(form(`${SITE}/api/newsletter/confirm`, { token }));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${SITE}/newsletter/confirm?status=confirmed`);
    expect(await subscribers.statusOf('ana@example.com')).toMatchObject({ subscribed: true });
    const again = await confirm(form(`${SITE}/api/newsletter/confirm`, { token }));
    expect(again.headers.get('location')).toBe(`${SITE}/newsletter/confirm?status=invalid`);
  });

  it('refuses a missing, made-up or oversized token without confirming anyone', async () => {
    const { subscribers, confirm } = setup();
    await pending(subscribers);
    const bodies: Record<string, string>[] = [{}, { token: 'x'.repeat(43) }, { token: 'x'.repeat(5000) }];
    for (const fields of bodies) {
      const res = await confirm(form(`${SITE}/api/newsletter/confirm`, fields));
      expect(res.headers.get('location')).toBe(`${SITE}/newsletter/confirm?status=invalid`);
    }
    expect(await subscribers.statusOf('ana@example.com')).toMatchObject({ subscribed: false });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes at one click as a mail client posts it (no cookie, no Origin), and again is fine', async () => {
    const { subscribers, unsubscribe } = setup();
    const { id, token } = await pending(subscribers);
    await subscribers.confirm(token);
    const url = newsletterLinks(SITE, id, SECRET).unsubscribe.oneClick;
    const res = await unsubscribe(form(url, { 'List-Unsubscribe': 'One-Click' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('You have been unsubscribed.');
    expect(await subscribers.statusOf('ana@example.com')).toMatchObject({ subscribed: false });
    expect((await unsubscribe(form(url, { 'List-Unsubscribe': 'One-Click' }))).status).toBe(200);
  });

  it("answers the page's button with a redirect to its outcome", async () => {
    const { subscribers, unsubscribe } = setup();
    const { id } = await pending(subscribers);
    const url = newsletterLinks(SITE, id, SECRET).unsubscribe.oneClick;
    const res = await unsubscribe(form(url, { 'List-Unsubscribe': 'One-Click', then: 'page' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/newsletter/unsubscribe?status=done`);
    const forged = await unsubscribe(
      form(`${SITE}/api/newsletter/unsubscribe?token=${id}.${'A'.repeat(43)}`, { then: 'page' }),
    );
    expect(forged.headers.get('location')).toBe(`${SITE}/newsletter/unsubscribe?status=invalid`);
  });

  it('refuses a forged token, or one for a subscriber that does not exist', async () => {
    const { subscribers, unsubscribe } = setup();
    const { id, token } = await pending(subscribers);
    await subscribers.confirm(token);
    const forged = await unsubscribe(
      form(`${SITE}/api/newsletter/unsubscribe?token=${id}.${'A'.repeat(43)}`, {}),
    );
    expect(forged.status).toBe(400);
    const nobody = await unsubscribe(form(newsletterLinks(SITE, id + 1, SECRET).unsubscribe.oneClick, {}));
    expect(nobody.status).toBe(400);
    expect(await subscribers.statusOf('ana@example.com')).toMatchObject({ subscribed: true });
  });
});
