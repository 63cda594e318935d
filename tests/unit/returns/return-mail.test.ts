import { describe, expect, it } from 'vitest';
import { returnMailText } from '@/server/mail/return-mail';

describe('returnMailText', () => {
  it('names the order, the lines, the reason and the return instructions from lib/policy.ts', () => {
    const text = returnMailText({
      reference: 'W0050006',
      lines: [{ name: 'Basic Tee', colour: 'BLACK', size: 'M', quantity: 2 }],
      reason: 'Does not fit',
      note: 'Too small',
    });
    expect(text).toContain('We have received your return request for order W0050006.');
    expect(text).toContain('- Basic Tee (Colour: BLACK, Size: M) × 2');
    expect(text).toContain('Reason: Does not fit\nYour note: Too small');
    expect(text).toContain('unworn, unwashed, with their tags and original packaging');
    expect(text).toContain('RUCK, 28 Anexartisias Street, 3036 Limassol, Cyprus');
    expect(text).toContain('You pay for the return shipping.');
  });
});
