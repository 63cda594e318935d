import { describe, expect, it, vi } from 'vitest';
import { memoryLimiter } from '../../helpers/memory-limiter';
import { captureLog } from '@/tests/helpers/captured-log';
import { contactHandler } from '@/server/contact/contact-route';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { openShopDb } from '@/server/store/db';
import { sqliteSubscribers } from '@/server/store/newsletter-subscribers';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { newsletterDeps } from '@/tests/helpers/newsletter';
import { subscriberEmails } from './subscriber-emails';

const log = captureLog();
const limiter = memoryLimiter;

const SITE = 'http://shop.test';
/** A same-origin JSON post, as the shop's own pages send it. */
const post = (url: string, body: unknown, ip = '203.0.113.5') =>
  new Request(`${SITE}${url}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const message = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Sizes',
  message: 'Do you have the M in blue?',
};

function contact(overrides: Partial<Parameters<typeof contactHandler>[0]> = {}) {
  const save = vi.fn().mockReturnValue(7);
  const deps = {
    limiter: limiter(2),
    origin: () => SITE,
    save,
    defer: (task: () => Promise<void>) => void task(),
    ...overrides,
  };
  return { POST: contactHandler(deps), save };
}

describe('POST /api/contact', () => {
  it('stores a valid message (trimmed) and answers 201', async () => {
    const { POST, save } = contact();
    const res = await POST(post('/api/contact', { ...message, name: ' Ana ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(save).toHaveBeenCalledWith(message);
  });

  it('mails the stored message after answering when SMTP is configured', async () => {
    const mail = vi.fn().mockResolvedValue(undefined);
    const deferred: (() => Promise<void>)[] = [];
    const { POST } = contact({ mail, defer: (task) => deferred.push(task) });
    expect((await POST(post('/api/contact', message))).status).toBe(201);
    expect(mail).not.toHaveBeenCalled();
    await deferred[0]();
    expect(mail).toHaveBeenCalledWith(7, message);
  });

  it("refuses a bad email with the form's message and stores nothing", async () => {
    const { POST, save } = contact();
    const res = await POST(post('/api/contact', { ...message, email: 'ana@' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid',
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a missing field, unknown fields, non-JSON and an oversized body', async () => {
    const { POST, save } = contact({ limiter: limiter(10) });
    const { subject: _, ...noSubject } = message;
    expect((await POST(post('/api/contact', noSubject))).status).toBe(400);
    expect((await POST(post('/api/contact', { ...message, subject: '  ' }))).status).toBe(400);
    expect((await POST(post('/api/contact', { ...message, admin: true }))).status).toBe(400);
    expect((await POST(post('/api/contact', 'name=Ana'))).status).toBe(400);
    expect((await POST(post('/api/contact', { ...message, message: 'x'.repeat(20_000) }))).status).toBe(413);
    expect(save).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After once a client has used its allowance', async () => {
    const { POST, save } = contact();
    await POST(post('/api/contact', message));
    await POST(post('/api/contact', message));
    const res = await POST(post('/api/contact', message));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    expect(save).toHaveBeenCalledTimes(2);
    // Another client is not affected.
    expect((await POST(post('/api/contact', message, '198.51.100.1'))).status).toBe(201);
  });

  it('answers 503 when the message cannot be stored, without logging its text', async () => {
    const { POST } = contact({
      save: () => {
        throw new Error('SQLITE_BUSY');
      },
    });
    const res = await POST(post('/api/contact', message));
    expect(res.status).toBe(503);
    expect(log.find({ area: 'contact', error: 'SQLITE_BUSY' })).toBeDefined();
    expect(log.text()).not.toContain(message.message);
  });
});

describe('POST /api/newsletter', () => {
  const handler = (limit = 5) => {
    const db = openShopDb(':memory:');
    const subscribers = sqliteSubscribers(db);
    const { deps, sent, settled } = newsletterDeps(subscribers, limiter(limit), SITE);
    return { POST: newsletterHandler(deps), db, subscribers, sent, settled };
  };

  it('captures the address once with the consent shown, answering the same for a repeat', async () => {
    const { POST, db } = handler();
    const first = await POST(post('/api/newsletter', { email: 'Ana@Example.com' }));
    const again = await POST(post('/api/newsletter', { email: 'ana@example.com' }));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual(await again.json());
    expect(subscriberEmails(db)).toEqual(['ana@example.com']);
    expect(
      db.prepare('SELECT consent_version, consent_text, confirmed_at FROM newsletter_subscribers').all(),
    ).toEqual([
      {
        consent_version: NEWSLETTER_CONSENT.version,
        consent_text: NEWSLETTER_CONSENT.text,
        confirmed_at: null,
      },
    ]);
  });

  it('answers an address already subscribed as a new one, and mails it nothing', async () => {
    const { POST, subscribers, sent, settled } = handler();
    const confirmed = await subscribers.signUp('bo@example.com', NEWSLETTER_CONSENT);
    if (confirmed.kind !== 'confirm') throw new Error('expected a confirm token');
    await subscribers.confirm(confirmed.token);
    const known = await POST(post('/api/newsletter', { email: 'bo@example.com' }));
    const fresh = await POST(post('/api/newsletter', { email: 'cy@example.com' }));
    expect([known.status, fresh.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await fresh.json());
    expect([...known.headers]).toEqual([...fresh.headers]);
    await settled();
    expect(sent.map((m) => m.to)).toEqual(['cy@example.com']);
  });

  it('mails a confirm link and one-click unsubscribe headers (RFC 8058) after the answer', async () => {
    const { POST, subscribers, sent, settled } = handler();
    expect((await POST(post('/api/newsletter', { email: ' Dee@example.com ' }))).status).toBe(200);
    await settled();
    expect(sent).toHaveLength(1);
    const { to, mail } = sent[0];
    expect(to).toBe('Dee@example.com');
    const confirmLink = /http:\/\/shop\.test\/newsletter\/confirm\?token=([\w-]{43})/.exec(mail.text);
    expect(confirmLink).not.toBeNull();
    const oneClick = /^<(http:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    );
    expect(oneClick).not.toBeNull();
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const pageLink = oneClick![1].replace('/api/newsletter/unsubscribe', '/newsletter/unsubscribe');
    expect(mail.text).toContain(pageLink);
    expect(mail.html).toContain(`<a href="${pageLink}">`);
    expect(await subscribers.statusOf('dee@example.com')).toMatchObject({ subscribed: false });
    expect(await subscribers.confirm(confirmLink![1])).toEqual(expect.any(Number));
    expect(await subscribers.statusOf('dee@example.com')).toMatchObject({ subscribed: true });
  });

  it('refuses an invalid address and an unexpected body', async () => {
    const { POST, db } = handler();
    const res = await POST(post('/api/newsletter', { email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid',
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    expect((await POST(post('/api/newsletter', { email: 'a@b.cy', name: 'x' }))).status).toBe(400);
    expect(await POST(post('/api/newsletter', []))).toHaveProperty('status', 400);
    expect(subscriberEmails(db)).toEqual([]);
  });

  it('rate-limits per client IP', async () => {
    const { POST } = handler(1);
    expect((await POST(post('/api/newsletter', { email: 'a@example.com' }))).status).toBe(200);
    const refused = await POST(post('/api/newsletter', { email: 'b@example.com' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await POST(post('/api/newsletter', { email: 'b@example.com' }, '198.51.100.1'))).status).toBe(
      200,
    );
  });
});
