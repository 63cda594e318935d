import { describe, expect, it } from 'vitest';
import { withdrawalMailHtml, withdrawalMailText } from '@/server/mail/withdrawal-mail';

// The withdrawal's acknowledgement on a durable medium (Directive 2011/83/EU Art. 11a(3)): its
// content and the time it was received, in the language the shopper withdrew in.

const content = {
  reference: 'RUCK-2CD64A59F53C',
  name: 'Ana <Georgiou>',
  email: 'ana@example.com',
  lines: [{ name: 'Cap', colour: 'BLACK', size: 'ONE SIZE', quantity: 1 }],
  receivedAt: '2026-11-20T10:00:00.000Z',
};

describe('the withdrawal acknowledgement', () => {
  it('says in English what was received and when, in Cyprus time', () => {
    const text = withdrawalMailText({ ...content, locale: 'en' });
    expect(text).toContain(
      'We received your withdrawal from the contract for order RUCK-2CD64A59F53C on 20 November 2026 at 12:00',
    );
    expect(text).toContain(
      'Name: Ana <Georgiou>\nEmail: ana@example.com\nItems withdrawn from:\n- Cap (Colour: Black · Size: ONE SIZE) × 1',
    );
    expect(text).toContain('We will refund you within 14 days.');
    const html = withdrawalMailHtml({ ...content, locale: 'en' });
    expect(html).toContain('<title>Your withdrawal from order RUCK-2CD64A59F53C</title>');
    expect(html).toContain('Name: Ana &lt;Georgiou&gt;');
    expect(html).not.toContain('<Georgiou>');
  });

  it('is written in Greek, dates and names of colours and sizes included, for a Greek withdrawal', () => {
    const text = withdrawalMailText({ ...content, locale: 'el' });
    expect(text).toContain(
      'Λάβαμε την υπαναχώρησή σας από τη σύμβαση για την παραγγελία RUCK-2CD64A59F53C στις 20 Νοεμβρίου 2026',
    );
    expect(text).toContain('- Cap (Χρώμα: Μαύρο · Μέγεθος: Ένα μέγεθος) × 1');
    expect(text).toContain('Θα σας επιστρέψουμε τα χρήματα εντός 14 ημερών.');
    expect(text).not.toMatch(/Name|Email:|Items|refund|November/);
    const html = withdrawalMailHtml({ ...content, locale: 'el' });
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Η υπαναχώρησή σας από την παραγγελία RUCK-2CD64A59F53C</title>');
  });
});
