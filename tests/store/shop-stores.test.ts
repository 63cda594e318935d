import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { EMAIL_CHANGE_TTL_MS } from '@/server/store/email-changes';
import { NEWSLETTER_CONFIRM_TTL_MS, type SignUpOutcome } from '@/server/store/newsletter-subscribers';
import { RESET_TOKEN_TTL_MS } from '@/server/store/password-resets';
import { drivers } from './drivers';

// Contact messages, newsletter subscribers, password-reset tokens and session revocations: the same
// contract on SQLite and PostgreSQL.

describe.each(drivers)('shop stores on $name', (driver) => {
  it('stores contact messages and marks them mailed', async () => {
    const { stores, sql } = await driver.open();
    const at = new Date('2025-07-02T10:00:00Z');
    const message = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    const id = await stores.contactMessages.save(message, at);
    expect(await stores.contactMessages.save(message, at)).toBe(id + 1);
    const row = (msgId: number) =>
      sql.all(
        'SELECT name, email, subject, message, created_at, mailed_at FROM contact_messages WHERE id = ?',
        [msgId],
      );
    expect(await row(id)).toEqual([{ ...message, created_at: '2025-07-02T10:00:00.000Z', mailed_at: null }]);
    await stores.contactMessages.markMailed(id, at);
    expect(await row(id)).toEqual([
      { ...message, created_at: at.toISOString(), mailed_at: at.toISOString() },
    ]);
  });

  const consent = NEWSLETTER_CONSENT;
  const confirmToken = (outcome: SignUpOutcome) => {
    if (outcome.kind !== 'confirm') throw new Error(`expected a confirm token, got ${outcome.kind}`);
    return outcome.token;
  };

  it('keeps one subscriber per address, whatever its case, with the consent it was given', async () => {
    const { stores, sql } = await driver.open();
    const first = await stores.subscribers.signUp('Ana@Example.com', consent);
    const again = await stores.subscribers.signUp(' ana@example.COM ', consent);
    await stores.subscribers.signUp('bob@example.com', { version: 'v0', text: 'Older words' });
    expect(first).toMatchObject({ kind: 'confirm' });
    expect(again).toMatchObject({ kind: 'confirm', id: (first as { id: number }).id });
    expect(
      await sql.all('SELECT email, consent_version, consent_text FROM newsletter_subscribers ORDER BY id'),
    ).toEqual([
      { email: 'ana@example.com', consent_version: consent.version, consent_text: consent.text },
      { email: 'bob@example.com', consent_version: 'v0', consent_text: 'Older words' },
    ]);
    // Only the digest of a confirm token is stored.
    const stored = await sql.all<{ confirm_token_hash: string }>(
      'SELECT confirm_token_hash FROM newsletter_subscribers',
    );
    expect(stored.map((r) => r.confirm_token_hash)).not.toContain(confirmToken(again));
  });

  it('is pending until confirmed, then subscribed, then unsubscribed; a link works once', async () => {
    const { stores } = await driver.open();
    const s = stores.subscribers;
    const outcome = await s.signUp('ana@example.com', consent);
    const token = confirmToken(outcome);
    expect(await s.statusOf('ANA@example.com')).toMatchObject({
      subscribed: false,
      confirmedAt: null,
      consentText: consent.text,
    });
    const id = await s.confirm(token);
    expect(id).toBe((outcome as { id: number }).id);
    expect(await s.statusOf('ana@example.com')).toMatchObject({ subscribed: true, unsubscribedAt: null });
    expect(await s.confirm(token)).toBeNull();
    // Already subscribed: nothing to confirm, nothing to mail.
    expect(await s.signUp('ana@example.com', consent)).toEqual({ kind: 'subscribed' });
    expect(await s.unsubscribe(id!)).toBe(true);
    expect(await s.unsubscribe(id!)).toBe(true);
    const status = await s.statusOf('ana@example.com');
    expect(status).toMatchObject({ subscribed: false, unsubscribedAt: expect.any(String) });
    expect(await s.unsubscribe(id! + 100)).toBe(false);
    // Signing up again after unsubscribing needs a new confirmation.
    const back = confirmToken(await s.signUp('ana@example.com', consent));
    expect(await s.statusOf('ana@example.com')).toMatchObject({ subscribed: false, unsubscribedAt: null });
    expect(await s.confirm(back)).toBe(id);
  });

  it('refuses an expired, replaced or made-up confirm link, and one opened after unsubscribing', async () => {
    let now = 1_000_000;
    const s = (await driver.open(() => now)).stores.subscribers;
    const late = confirmToken(await s.signUp('late@example.com', consent));
    now += NEWSLETTER_CONFIRM_TTL_MS;
    expect(await s.confirm(late)).toBeNull();
    const old = confirmToken(await s.signUp('late@example.com', consent));
    const fresh = confirmToken(await s.signUp('late@example.com', consent));
    expect(await s.confirm(old)).toBeNull();
    expect(await s.confirm('x'.repeat(43))).toBeNull();
    expect(await s.confirm(fresh)).toEqual(expect.any(Number));
    const pending = await s.signUp('bo@example.com', consent);
    await s.unsubscribe((pending as { id: number }).id);
    expect(await s.confirm(confirmToken(pending))).toBeNull();
    expect(await s.statusOf('bo@example.com')).toMatchObject({ subscribed: false });
    expect(await s.statusOf('nobody@example.com')).toBeNull();
  });

  it('keeps one subscriber when the same address signs up on two nodes at once', async () => {
    const [a, b] = await driver.twoNodes();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).subscribers.signUp(i % 3 ? 'ANA@example.com' : 'ana@example.com', consent),
      ),
    );
    expect(new Set(outcomes.map((o) => (o as { id: number }).id)).size).toBe(1);
  });

  it('claims a reset token once, until it expires; a release gives it back', async () => {
    let now = 1_000_000;
    const resets = (await driver.open(() => now)).stores.passwordResets;
    const token = await resets.create(7);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await resets.claim(token)).toBe(7);
    expect(await resets.claim(token)).toBeNull();
    await resets.release(token);
    expect(await resets.claim(token)).toBe(7);
    await resets.release(token);
    now += RESET_TOKEN_TTL_MS;
    expect(await resets.claim(token)).toBeNull();
    expect(await resets.claim('A'.repeat(43))).toBeNull();
  });

  it('closes every open reset token of one account', async () => {
    const resets = (await driver.open(() => 5_000)).stores.passwordResets;
    const [a, b, other] = [await resets.create(7), await resets.create(7), await resets.create(8)];
    await resets.closeAll(7);
    expect([await resets.claim(a), await resets.claim(b), await resets.claim(other)]).toEqual([
      null,
      null,
      8,
    ]);
  });

  it('sweeps reset tokens a day past their expiry (the reconciliation job does)', async () => {
    let now = 1_000_000;
    const { stores, sql } = await driver.open(() => now);
    await stores.passwordResets.create(7);
    now += RESET_TOKEN_TTL_MS + 24 * 60 * 60 * 1000 - 1;
    await stores.passwordResets.create(8);
    await stores.passwordResets.sweep();
    expect(await sql.all('SELECT user_id FROM password_resets ORDER BY user_id')).toEqual([
      { user_id: 7 },
      { user_id: 8 },
    ]);
    now += 2;
    await expect(stores.passwordResets.reachable()).resolves.toBeUndefined();
    await stores.passwordResets.sweep();
    expect(await sql.all('SELECT user_id FROM password_resets')).toEqual([{ user_id: 8 }]);
  });

  it('claims a reset token on one node only when two try at once', async () => {
    const [a, b] = await driver.twoNodes();
    const token = await a.passwordResets.create(7);
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).passwordResets.claim(token)),
    );
    expect(claims.filter((c) => c !== null)).toEqual([7]);
  });

  it('keeps the address a reset link was mailed for', async () => {
    const resets = (await driver.open(() => 5_000)).stores.passwordResets;
    const [kept, older] = [await resets.create(7, 2007), await resets.create(8)];
    expect([await resets.addressOf(kept), await resets.addressOf(older)]).toEqual([2007, null]);
    expect(await resets.addressOf('A'.repeat(43))).toBeNull();
  });

  it('claims an email change once, until it expires; only the latest link of an account works', async () => {
    let now = 1_000_000;
    const { stores, sql } = await driver.open(() => now);
    const changes = stores.emailChanges;
    const change = { userId: 7, addressId: 2007, newEmail: 'new@example.com' };
    const first = await changes.create(change);
    const latest = await changes.create({ ...change, newEmail: 'newer@example.com' });
    const other = await changes.create({ userId: 8, addressId: 2008, newEmail: 'eight@example.com' });
    expect(latest).toMatch(/^[\w-]{43}$/);
    expect(await sql.all('SELECT token_hash FROM email_changes WHERE token_hash = ?', [latest])).toEqual([]);
    expect(await changes.claim(first)).toBeNull();
    expect(await changes.claim(latest)).toEqual({ ...change, newEmail: 'newer@example.com' });
    expect(await changes.claim(latest)).toBeNull();
    await changes.release(latest);
    expect(await changes.claim(latest)).toEqual({ ...change, newEmail: 'newer@example.com' });
    now += EMAIL_CHANGE_TTL_MS;
    expect(await changes.claim(other)).toBeNull();
    now += 24 * 60 * 60 * 1000 + 1;
    await changes.sweep();
    expect(await sql.all('SELECT user_id FROM email_changes')).toEqual([]);
  });

  it('claims an email change on one node only when two try at once', async () => {
    const [a, b] = await driver.twoNodes();
    const token = await a.emailChanges.create({ userId: 7, addressId: 2007, newEmail: 'n@example.com' });
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).emailChanges.claim(token)),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
  });

  it('revokes one account only, and never moves the valid-after time backwards', async () => {
    let now = 1000;
    const r = (await driver.open(() => now)).stores.revocations;
    expect(await r.isRevoked(1, 500)).toBe(false);
    await r.revokeAll(1);
    expect(await r.isRevoked(1, 1000)).toBe(true);
    expect(await r.isRevoked(1, 1001)).toBe(false);
    expect(await r.isRevoked(2, 500)).toBe(false);
    now = 10;
    await r.revokeAll(1);
    expect(await r.isRevoked(1, 999)).toBe(true);
    now = 2000;
    await r.revokeAll(1);
    expect(await r.isRevoked(1, 1999)).toBe(true);
  });
});
