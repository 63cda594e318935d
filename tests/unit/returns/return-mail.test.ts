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
    });
    expect(html).toContain('order <strong>RUCK-3F2A9C1E7B4D</strong>');
    expect(html).toContain(
      'Basic &lt;b&gt;Tee&lt;/b&gt; <span style="color:#555">(Colour: Lilac · Size: S)</span> × 2',
    );
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/LILAC|Small/);
  });
});
