import { describe, expect, it } from 'vitest';
import { handOver, listingKey, takeOver } from '@/app/_status/handover';

// What proxy.ts built for a request's status, left for that request's page (app/_status/handover.ts).

describe('the handover from proxy.ts to the page', () => {
  it("gives a value to its own request's page once, and to no other request", () => {
    handOver('nonce-a', 'k', { built: 1 });
    expect(takeOver('nonce-b', 'k')).toBeUndefined();
    expect(takeOver(undefined, 'k')).toBeUndefined();
    expect(takeOver('nonce-a', 'other')).toBeUndefined();
    expect(takeOver('nonce-a', 'k')).toEqual({ built: 1 });
    expect(takeOver('nonce-a', 'k')).toBeUndefined();
  });

  it('drops what no page took within 30 s, and keeps at most 200 entries', () => {
    handOver('old', 'k', 1, 0);
    expect(takeOver('old', 'k', 30_001)).toBeUndefined();
    for (let i = 0; i < 250; i++) handOver(`n${i}`, 'k', i, 1_000);
    expect(takeOver('n0', 'k', 1_000)).toBeUndefined();
    expect(takeOver('n249', 'k', 1_000)).toBe(249);
    // A later entry drops the stale ones first.
    handOver('late', 'k', 'x', 40_000);
    expect(takeOver('n248', 'k', 40_000)).toBeUndefined();
    expect(takeOver('late', 'k', 40_000)).toBe('x');
  });

  it("keys a listing by its variant, path parameters and query, whatever each side's order", () => {
    const a = listingKey(
      'products',
      { gender: 'men', category: '12' },
      new URLSearchParams('page=2&size=M&size=L'),
    );
    const b = listingKey(
      'products',
      { category: '12', gender: 'men' },
      new URLSearchParams('size=M&page=2&size=L'),
    );
    expect(a).toBe(b);
    expect(listingKey('outlet', {}, new URLSearchParams('page=2'))).not.toBe(
      listingKey('outlet', {}, new URLSearchParams('page=3')),
    );
    // The order of a repeated key's values is kept (it is part of the query's meaning).
    expect(listingKey('outlet', {}, new URLSearchParams('size=M&size=L'))).not.toBe(
      listingKey('outlet', {}, new URLSearchParams('size=L&size=M')),
    );
  });
});
