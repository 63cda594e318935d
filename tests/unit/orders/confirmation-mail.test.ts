import { describe, expect, it, vi } from 'vitest';
import type { SmtpConfig } from '@/server/config';
import { mailOrderConfirmation, orderConfirmationMail } from '@/server/orders/order-confirmation-mail';
import type { StoredOrder } from '@/server/orders/order';
import { orderNumber } from '@/lib/orders/order-number';
import { confirmationUrl } from '@/server/orders/payment-urls';
import { traderDetails } from '@/lib/precontract/trader';
import { details, SITE } from './fakes';

const sendMail = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('nodemailer', () => ({ createTransport: () => ({ sendMail }) }));

const TRADER = traderDetails({ legalName: 'Ruck Trading Ltd', vatNumber: 'CY10293847Q' });
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

describe('the order number', () => {
  it('is fixed by the order id alone, before any payment attempt', () => {
    expect(orderNumber(ID)).toBe('RUCK-3F2A9C1E7B4D');
  });

  it('and the order’s page are built from SITE_URL', () => {
    expect(confirmationUrl(`${SITE}/`, ID)).toBe(`${SITE}/order-confirmation?order=${ID}`);
  });
});

describe('orderConfirmationMail', () => {
  it('names the order, each line with its total, delivery and the totals, VAT included', () => {
    const { subject, text } = orderConfirmationMail({ ...order(), cardLast4: '1115' }, SITE, TRADER);
    expect(subject).toBe('Your RUCK order RUCK-3F2A9C1E7B4D');
    expect(text).toContain('Order RUCK-3F2A9C1E7B4D');
    expect(text).toContain('Linen shirt · Colour: Black · Size: M · Quantity: 2 — €50.00');
    expect(text).toContain('Tote bag · Quantity: 1 — €12.00');
    expect(text).toContain('Subtotal: €62.00\nCourier delivery: Free\nTotal: €62.00\nPrices include VAT.');
    expect(text).toContain('Delivery address:\nAna Georgiou\n12 Makariou Avenue\n3030 Limassol\nCyprus');
    expect(text).toContain('Payment: Card ending 1115');
    expect(text).toContain(`${SITE}/order-confirmation?order=${ID}`);
    expect(text).not.toContain('Voucher');
    expect(text).not.toContain('AKIS');
  });

  it('is HTML with the same order: pictures and links to the products, names escaped', () => {
    const { html } = orderConfirmationMail({ ...order(), cardLast4: '1115' }, SITE, TRADER, [
      { href: '/men/3/product/7', image: '/media/item/7/A7_BLK_1.jpg' },
      null,
    ]);
    expect(html).toContain('Order <strong>RUCK-3F2A9C1E7B4D</strong>');
    expect(html).toContain(`<a href="${SITE}/men/3/product/7"`);
    expect(html).toMatch(new RegExp(`<img src="${SITE}/_next/image\\?url=[^"]+" alt=""`));
    expect(html).toContain('Card ending 1115');
    expect(html).toContain('Tote bag</strong>');
    const hostile = orderConfirmationMail(
      order({ lines: [{ ...order().content.lines[0], name: '<script>x</script>' }] }),
      SITE,
      TRADER,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;');
  });

  it('names the pickup store and the voucher’s discount', () => {
    const { text } = orderConfirmationMail(
      order({
        delivery: { method: 'pickup', id: 9, name: 'DAKA LIMASSOL - 28 ANEXARTISIAS STREET' },
        voucher: { code: 'TEN', discountCents: 1000 },
        totals: { subtotalCents: 6200, deliveryCents: 300, discountCents: 1000, totalCents: 5500 },
      }),
      SITE,
      TRADER,
    );
    expect(text).toContain('Pick up: RUCK Limassol: €3.00\nVoucher TEN: −€10.00\nTotal: €55.00');
    expect(text).toContain('Pick up at:\nRUCK Limassol\n28 Anexartisias Street, 3036 Limassol');
    expect(text).toContain('Payment: Card');
    expect(text).not.toContain('DAKA');
  });
});

describe('the confirmation on a durable medium (Directive 2011/83/EU Art. 8(7))', () => {
  const mail = orderConfirmationMail(order(), SITE, TRADER);

  it('names the trader: legal name, address, email, phone and VAT number, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Ruck Trading Ltd (trading as RUCK)');
      expect(part).toContain('28 Anexartisias Street, 3036 Limassol, Cyprus');
      expect(part).toContain('support@ruck.example');
      expect(part).toContain('+357 25 000 000');
      expect(part).toContain('CY10293847Q');
    }
  });

  it('states the withdrawal right, who pays return shipping, complaints and the filled-in model form', () => {
    expect(mail.text).toContain(
      'You have the right to withdraw from this contract within 14 days without giving any reason.',
    );
    expect(mail.text).toContain(`online at ${SITE}/withdraw`);
    expect(mail.text).toContain('Return shipping is paid by the customer.');
    expect(mail.text).toContain('Consumer Protection Service');
    expect(mail.text).toContain(
      'Model withdrawal form\n(complete and return this form only if you wish to withdraw from the contract)\n— To Ruck Trading Ltd, 28 Anexartisias Street, 3036 Limassol, Cyprus, email: support@ruck.example:',
    );
    expect(mail.html).toContain('<h2 style="font-size:14px;margin:0 0 4px">Model withdrawal form</h2>');
    expect(mail.html).toContain('— Name of consumer(s),');
  });

  it('never points to the closed EU ODR platform', () => {
    expect(`${mail.text}${mail.html}`).not.toMatch(/ec\.europa\.eu\/consumers\/odr|\bODR\b/i);
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
    await mailOrderConfirmation(smtp, order(), SITE, TRADER, [
      { href: '/men/3/product/7', image: '/media/item/7/A7_BLK_1.jpg' },
      null,
    ]);
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        from: 'shop@ruck.example',
        to: 'ana@example.com',
        subject: 'Your RUCK order RUCK-3F2A9C1E7B4D',
        // multipart/alternative: the HTML and its plain-text part.
        text: expect.stringContaining('Order RUCK-3F2A9C1E7B4D'),
        html: expect.stringContaining('<a href="http'),
      }),
    );
  });
});
