import { describe, expect, it, vi } from 'vitest';
import type { SmtpConfig } from '@/server/config';
import { attentionMailText, mailOrderAttention } from '@/server/orders/attention-mail';
import type { StoredOrder } from '@/server/orders/order';
import { details } from './fakes';

const sendMail = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('nodemailer', () => ({ createTransport: () => ({ sendMail }) }));

const ID = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';
const order = {
  id: ID,
  email: 'ana@example.com',
  state: 'paid',
  orderNumber: 'RUCK-3F2A9C1E7B4D_1',
  totalCents: 6990,
  paidAt: Date.UTC(2026, 10, 26, 9, 30),
  updatedAt: 0,
  erpAttempts: 6,
  lastError: 'Failed to register order (Customer not found)',
  content: { details },
} as unknown as StoredOrder;

describe("the operator's mail about an order that needs attention", () => {
  it('names the order, the amount, the tries and the last answer, and the commands that resolve it', () => {
    const { subject, text } = attentionMailText(order);
    expect(subject).toBe('[RUCK] Paid order RUCK-3F2A9C1E7B4D is not in the ERP');
    expect(text).toContain('€69.90');
    expect(text).toContain('2026-11-26T09:30:00.000Z');
    expect(text).toContain('after 6 tries');
    expect(text).toContain('Last answer: Failed to register order (Customer not found)');
    expect(text).toContain(`npm run orders:attention -- --mark-sent ${ID} --erp-record`);
    expect(text).toContain(`npm run orders:attention -- --close ${ID} --reason "refunded"`);
  });

  it("carries none of the buyer's personal data", () => {
    const { subject, text } = attentionMailText(order);
    for (const value of [order.email, details.email, details.phone, details.address, details.lastName])
      expect(`${subject}\n${text}`).not.toContain(value);
  });

  it('goes to the operator address, not the buyer', async () => {
    const smtp: SmtpConfig = {
      host: 'smtp',
      port: 25,
      secure: false,
      from: 'shop@ruck.example',
      to: 'ops@ruck.example',
    };
    await mailOrderAttention(smtp, order);
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ops@ruck.example', from: 'shop@ruck.example' }),
    );
  });
});
