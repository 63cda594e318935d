import { describe, expect, it } from 'vitest';
import { returnMailHtml, returnMailText } from '@/server/mail/return-mail';

describe('returnMailText', () => {
  it('names the order, the lines, the reason and the return instructions from lib/policy.ts', () => {
    const text = returnMailText({
      reference: 'RUCK-3F2A9C1E7B4D',
      lines: [
        { name: 'Basic Tee', colour: 'LILAC', size: 'Small', quantity: 2 },
        { name: 'Baby Romper', colour: 'LIGHT BLUE', size: '0-0Y', quantity: 1 },
      ],
      reason: 'Does not fit',
      note: 'Too small',
      locale: 'en',
    });
    expect(text).toContain('We have received your return request for order RUCK-3F2A9C1E7B4D.');
    // The ERP's words ('LILAC', 'Small', '0-0Y') read as the catalogue writes them.
    expect(text).toContain('- Basic Tee (Colour: Lilac · Size: S) × 2');
    expect(text).toContain('- Baby Romper (Colour: Light Blue · Size: 0) × 1');
    expect(text).not.toMatch(/LILAC|Small|0-0Y/);
    expect(text).toContain('Reason: Does not fit\nYour note: Too small');
    expect(text).toContain('unworn, unwashed, with their tags and original packaging');
    expect(text).toContain('RUCK, 28 Anexartisias Street, 3036 Limassol, Cyprus');
    expect(text).toContain('You pay for the return shipping.');
  });

  it('is HTML too, in the same words, every value escaped', () => {
    const html = returnMailHtml({
      reference: 'RUCK-3F2A9C1E7B4D',
      lines: [{ name: 'Basic <b>Tee</b>', colour: 'LILAC', size: 'Small', quantity: 2 }],
      reason: 'Does not fit',
      note: '<script>x</script>',
      locale: 'en',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('We have received your return request for order RUCK-3F2A9C1E7B4D.');
    expect(html).toContain(
      '<span translate="no">Basic &lt;b&gt;Tee&lt;/b&gt;</span> <span style="color:#555">(Colour: Lilac · Size: S)</span> × 2',
    );
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/LILAC|Small/);
  });

  it('is written in Greek for a request made in Greek: reason, colour and steps in Greek, names as they are', () => {
    const content = {
      reference: 'RUCK-3F2A9C1E7B4D',
      lines: [{ name: 'Basic Tee', colour: 'LILAC', size: 'ONE SIZE', quantity: 1 }],
      reason: 'Does not fit',
      note: '',
      locale: 'el' as const,
    };
    const text = returnMailText(content);
    expect(text).toContain('Λάβαμε το αίτημα επιστροφής σας για την παραγγελία RUCK-3F2A9C1E7B4D.');
    expect(text).toContain('- Basic Tee (Χρώμα: Λιλά · Μέγεθος: Ένα μέγεθος) × 1');
    expect(text).toContain('Λόγος: Δεν μου κάνει');
    expect(text).toMatch(/Πώς να κάνετε την επιστροφή:\n1\. Συσκευάστε/);
    expect(text).not.toMatch(/Reason|Items|How to return|Does not fit|Colour/);
    const html = returnMailHtml(content);
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Το αίτημα επιστροφής σας για την παραγγελία RUCK-3F2A9C1E7B4D</title>');
  });

  it('keeps a reason that is not one of the listed ones as the shopper wrote it', () => {
    const text = returnMailText({ reference: 'R1', lines: [], reason: 'Zu klein', note: '', locale: 'el' });
    expect(text).toContain('Λόγος: Zu klein');
  });
});
