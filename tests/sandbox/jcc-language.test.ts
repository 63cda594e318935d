import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_CARD, startTestJcc, type TestJcc } from './jcc-helpers';

// register.do's `language` picks the hosted page's language: the shop registers a Greek shopper's
// payment with language=el (docs/jcc-contract.md).

let jcc: TestJcc;
beforeAll(async () => {
  jcc = await startTestJcc();
});
afterAll(async () => {
  await jcc.close();
});

const page = async (formUrl: string) => (await fetch(formUrl)).text();

describe('the sandbox gateway page in the payment’s language', () => {
  it('shows the card form in Greek for language=el, its messages too', async () => {
    const { formUrl } = await jcc.register({ language: 'el' });
    const html = await page(formUrl);
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('Πληρωμή με κάρτα');
    expect(html).toContain('Αριθμός κάρτας');
    expect(html).toMatch(/49,90\s€/);
    expect(html).not.toContain('Card number');
    const refused = await jcc.pay(formUrl, { ...GOOD_CARD, cardNumber: '1234', action: 'pay' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Παρακαλούμε εισαγάγετε έγκυρο αριθμό κάρτας');
    expect(refused.html).not.toContain('Please enter a valid card number');
  });

  it('stays in English without a language, or with one it does not offer', async () => {
    const cases: Record<string, string>[] = [{}, { language: 'en' }, { language: 'de' }];
    for (const fields of cases) {
      const html = await page((await jcc.register(fields)).formUrl);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Pay by card');
      expect(html).toContain('€49.90');
    }
  });
});
