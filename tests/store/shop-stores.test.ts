import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_MS } from '@/server/store/email-changes';
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

  it('keeps one subscriber per address, whatever its case', async () => {
    const { stores, sql } = await driver.open();
    expect(await stores.subscribers.add('Ana@Example.com')).toBe('added');
    expect(await stores.subscribers.add(' ana@example.COM ')).toBe('exists');
    expect(await stores.subscribers.add('bob@example.com')).toBe('added');
    expect(await sql.all('SELECT email FROM newsletter_subscribers ORDER BY id')).toEqual([
      { email: 'ana@example.com' },
      { email: 'bob@example.com' },
    ]);
  });

  it('keeps one subscriber when the same address is added on two nodes at once', async () => {
    const [a, b] = await driver.twoNodes();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).subscribers.add(i % 3 ? 'ANA@example.com' : 'ana@example.com'),
      ),
    );
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
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
