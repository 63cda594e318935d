import { describe, expect, it } from 'vitest';
import { lookupCookie, openLookup, sealLookup } from '@/server/withdrawal/lookup-cookie';

const SECRET = 'a'.repeat(32);
const seal = { orderId: 'ord-1', exp: 2_000, draft: { name: 'Ana', lines: [{ lineId: 1, quantity: 2 }] } };

describe('order lookup seal', () => {
  it('opens what it sealed until it expires', () => {
    const value = sealLookup(seal, SECRET);
    expect(openLookup(value, SECRET, 1_999)).toEqual(seal);
    expect(openLookup(value, SECRET, 2_000)).toBeNull();
  });

  it('refuses a changed body, another secret and nonsense', () => {
    const value = sealLookup(seal, SECRET);
    const [, signature] = value.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...seal, orderId: 'ord-2' })).toString('base64url')}.${signature}`;
    expect(openLookup(forged, SECRET, 0)).toBeNull();
    expect(openLookup(value, 'b'.repeat(32), 0)).toBeNull();
    expect(openLookup('x', SECRET, 0)).toBeNull();
    expect(openLookup(undefined, SECRET, 0)).toBeNull();
  });

  it('is an httpOnly cookie, cleared with Max-Age 0', () => {
    expect(lookupCookie('v', true)).toBe(
      'order_lookup=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=900; Secure',
    );
    expect(lookupCookie(null, false)).toBe('order_lookup=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});
