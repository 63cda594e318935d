import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOrigin, readPrivateJson, unavailable } from '@/server/http/private-json';
import { answerStoreOutage } from '@/server/http/store-outage';
import { StoreUnavailableError } from '@/server/store/unavailable';
import { FORBIDDEN_ORIGIN, STORE_UNAVAILABLE, UNAVAILABLE } from '@/tests/helpers/http-texts';
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

  it('says a system behind the shop did not answer in the shopper’s language', async () => {
    const message = async (r: Response) => ((await r.json()) as { error: { message: string } }).error.message;
    expect(await message(unavailable(post()))).toBe(UNAVAILABLE);
    expect(await message(unavailable(post('lang=el')))).toBe(
      'Παρουσιάστηκε απρόσμενο σφάλμα. Δοκιμάστε ξανά αργότερα.',
    );
    const down = answerStoreOutage(async (_request: Request): Promise<Response> => {
      throw new StoreUnavailableError(new Error('ECONNREFUSED'));
    });
    const english = await down(post());
    expect([english.status, await message(english)]).toEqual([503, STORE_UNAVAILABLE.message]);
    expect(await message(await down(post('lang=el')))).toBe(
      'Η υπηρεσία δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγα λεπτά.',
    );
  });

  it('refuses a body no field takes the blame for in the shopper’s language', async () => {
    const json = (cookie: string) =>
      new Request(`${SITE}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(['not', 'an', 'object']),
      });
    const schema = z.object({ name: z.string() });
    // A route whose own reading of the issues names no field (fieldsOf) falls back to the form's line.
    const noField = () => ({});
    const english = await readPrivateJson(json(''), 1024, schema, noField);
    const greek = await readPrivateJson(json('lang=el'), 1024, schema, noField);
    const message = async (r: typeof english) =>
      r.ok ? null : ((await r.error.json()) as { error: { message: string } }).error.message;
    expect(await message(english)).toBe('Please check the form and try again.');
    expect(await message(greek)).toBe('Παρακαλούμε ελέγξτε τη φόρμα και δοκιμάστε ξανά.');
  });
});
