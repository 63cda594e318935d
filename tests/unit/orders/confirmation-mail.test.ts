import { describe, expect, it, vi } from 'vitest';
import type { SmtpConfig } from '@/server/config';
import { mailOrderConfirmation, orderConfirmationText } from '@/server/orders/order-confirmation-mail';
import type { StoredOrder } from '@/server/orders/order';
import { confirmationUrl, orderReference } from '@/server/orders/payment-urls';
import { details, SITE } from './fakes';

const sendMail = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('nodemailer', () => ({ createTransport: () => ({ sendMail }) }));

const ID = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';

const order = (over: Partial<StoredOrder['content']> = {}): StoredOrder =>
  ({
    id: ID,
    email: 'ana@example.com',
    state: 'paid',
    orderNumber: 'RUCK-3F2A9C1E7B4D_2',
    content: {
      lines: [
        {
          id: 7,
          code: 'A7',
          name: 'Linen shirt',
          colour: 'BLACK',
          color: 'Black',
          size: 'M',
          quantity: 2,
          unitPriceCents: 2500,
        },
        {
          id: 8,
          code: 'A8',
          name: 'Tote bag',
          colour: '',
          color: '',
          size: '',
          quantity: 1,
          unitPriceCents: 1200,
        },
      ],
      details,
      delivery: { method: 'courier', id: 3, name: 'AKIS EXPRESS COURIER' },
      note: '',
      totals: { subtotalCents: 6200, deliveryCents: 0, discountCents: 0, totalCents: 6200 },
      ...over,
    },
  }) as StoredOrder;

describe('orderReference', () => {
  it('is the order number without its attempt, else the order id', () => {
    expect(orderReference({ id: ID, orderNumber: 'RUCK-3F2A9C1E7B4D_2' })).toBe('RUCK-3F2A9C1E7B4D');
    expect(orderReference({ id: ID, orderNumber: null })).toBe(ID);
  });

  it('and the order’s page are built from SITE_URL', () => {
    expect(confirmationUrl(`${SITE}/`, ID)).toBe(`${SITE}/order-confirmation?order=${ID}`);
  });
});

describe('orderConfirmationText', () => {
  it('names the order, each line with its total, delivery and the totals, VAT included', () => {
    const { subject, text } = orderConfirmationText(order(), SITE);
    expect(subject).toBe('Your RUCK order RUCK-3F2A9C1E7B4D');
    expect(text).toContain('Order RUCK-3F2A9C1E7B4D');
    expect(text).toContain('Linen shirt · Colour: Black · Size: M · Quantity: 2 — €50.00');
    expect(text).toContain('Tote bag · Quantity: 1 — €12.00');
    expect(text).toContain(
      'Subtotal: €62.00\nAKIS EXPRESS COURIER: Free\nTotal: €62.00\nPrices include VAT.',
    );
    expect(text).toContain(`${SITE}/order-confirmation?order=${ID}`);
    expect(text).not.toContain('Voucher');
  });

  it('names the pickup store and the voucher’s discount', () => {
    const { text } = orderConfirmationText(
      order({
        delivery: { method: 'pickup', id: 9, name: 'DAKA LIMASSOL' },
        voucher: { code: 'TEN', discountCents: 1000 },
        totals: { subtotalCents: 6200, deliveryCents: 300, discountCents: 1000, totalCents: 5500 },
      }),
      SITE,
    );
    expect(text).toContain('Pick up: DAKA LIMASSOL: €3.00\nVoucher TEN: −€10.00\nTotal: €55.00');
  });
});

describe('mailOrderConfirmation', () => {
  it('mails the buyer from the shop’s address', async () => {
    const smtp: SmtpConfig = {
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      from: 'shop@ruck.example',
      to: 'x',
    };
    await mailOrderConfirmation(smtp, order(), SITE);
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        from: 'shop@ruck.example',
        to: 'ana@example.com',
        subject: 'Your RUCK order RUCK-3F2A9C1E7B4D',
      }),
    );
  });
});
