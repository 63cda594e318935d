import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_NONCE_HEADER } from '@/server/http/nginx-page-cache.mjs';
import { sharedCacheNonce } from '@/server/http/shared-cache-nonce';

const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718';
const asked = (value: string, more: Record<string, string> = {}) =>
  new Headers({ [PAGE_CACHE_NONCE_HEADER]: value, ...more });

describe('sharedCacheNonce', () => {
  it('renders with the placeholder when the page cache in front names the configured secret', () => {
    expect(sharedCacheNonce(asked(SECRET), SECRET)).toBe(SECRET);
  });

  it('lets no client choose a nonce: another value, a prefix of the secret or a longer one is ignored', () => {
    expect(sharedCacheNonce(asked('attacker-chosen-nonce'), SECRET)).toBeUndefined();
    expect(sharedCacheNonce(asked(SECRET.slice(0, -1)), SECRET)).toBeUndefined();
    expect(sharedCacheNonce(asked(`${SECRET}0`), SECRET)).toBeUndefined();
    expect(sharedCacheNonce(new Headers(), SECRET)).toBeUndefined();
  });

  it('is off when no secret is configured, whatever the request says', () => {
    expect(sharedCacheNonce(asked(SECRET), undefined)).toBeUndefined();
  });

  it('never puts the secret into an answer that may be compressed, where the cache could not replace it', () => {
    expect(sharedCacheNonce(asked(SECRET, { 'accept-encoding': 'gzip, br' }), SECRET)).toBeUndefined();
  });
});
