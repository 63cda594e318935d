import { describe, expect, it } from 'vitest';
import { checkOrigin, FORBIDDEN_ORIGIN } from '@/server/http/private-json';
import { tooManyAttempts } from '@/server/http/rate-limit';
import { languageOf } from '@/server/i18n/translate';

// The refusals every JSON route shares answer in the shopper's language (the `lang` cookie).

const SITE = 'https://ruck.example';
const post = (cookie?: string) =>
  new Request(`${SITE}/api/contact`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', ...(cookie ? { cookie } : {}) },
  });

describe('the shared refusals in both languages', () => {
  it('reads the language from the Cookie header, English without one', () => {
    expect(languageOf(post('a=1; lang=el; b=2'))).toBe('el');
    expect(languageOf(post('lang=fr'))).toBe('en');
    expect(languageOf(post())).toBe('en');
  });

  it('tells the real wait in English and in Greek', () => {
    expect(tooManyAttempts(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttempts(1080)).toBe('Too many attempts. Please try again in 18 minutes.');
    expect(tooManyAttempts(1, 'el')).toBe('Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 1 δευτερόλεπτο.');
    expect(tooManyAttempts(61, 'el')).toBe('Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 2 λεπτά.');
  });

  it('refuses a foreign origin in the shopper’s language', async () => {
    const english = checkOrigin(post(), SITE)!;
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe(FORBIDDEN_ORIGIN);
    const greek = checkOrigin(post('lang=el'), SITE)!;
    expect(((await greek.json()) as { error: { message: string } }).error.message).toBe(
      'Αυτό το αίτημα πρέπει να προέρχεται από τις σελίδες του καταστήματος.',
    );
  });
});
