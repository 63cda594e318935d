import { WITHDRAWAL_PERIOD_DAYS } from '@/lib/withdrawal/window';
import { describe, expect, it } from 'vitest';
import {
  OUT_OF_COURT_COMPLAINTS,
  complaintLines,
  priceAndDeliveryLines,
  withdrawalSummary,
} from '@/lib/precontract/precontract-info';
import { traderDetails, traderLines } from '@/lib/precontract/trader';
import {
  modelWithdrawalForm,
  modelWithdrawalFormText,
  withdrawalConditions,
} from '@/lib/precontract/withdrawal';
import { site } from '@/lib/site';

const TRADER = traderDetails({ legalName: 'Example Trading Ltd', vatNumber: 'CY12345678X' });
const ORIGIN = 'https://shop.example';

describe('traderDetails', () => {
  it('puts the configured legal name and VAT number beside the shop’s own address and contacts', () => {
    expect(TRADER).toEqual({
      legalName: 'Example Trading Ltd',
      vatNumber: 'CY12345678X',
      tradingName: site.name,
      address: `${site.address.street}, ${site.address.zip} ${site.address.city}, ${site.address.country}`,
      email: site.supportEmail,
      phone: site.phone,
    });
  });

  it('lists seller, address, email, phone and VAT number in that order', () => {
    expect(traderLines(TRADER)).toEqual([
      ['Seller', 'Example Trading Ltd (trading as RUCK)'],
      ['Address', '28 Anexartisias Street, 3036 Limassol, Cyprus'],
      ['Email', 'support@ruck.example'],
      ['Phone', '+357 25 000 000'],
      ['VAT number', 'CY12345678X'],
    ]);
  });
});

describe('the model withdrawal form (Annex I(B))', () => {
  const form = modelWithdrawalForm(TRADER);

  it('is addressed to the trader by name, address and email', () => {
    expect(form.lines[0]).toBe(
      'To Example Trading Ltd, 28 Anexartisias Street, 3036 Limassol, Cyprus, email: support@ruck.example:',
    );
  });

  it('keeps the Annex’s wording, line by line', () => {
    expect(modelWithdrawalFormText(form).split('\n').slice(3)).toEqual([
      '— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      '— Ordered on (*)/received on (*),',
      '— Name of consumer(s),',
      '— Address of consumer(s),',
      '— Signature of consumer(s) (only if this form is notified on paper),',
      '— Date',
      '(*) Delete as appropriate.',
    ]);
  });
});

describe('the withdrawal conditions', () => {
  const text = withdrawalConditions(TRADER, ORIGIN).join('\n');

  it('gives 14 days from receiving the goods, and how to withdraw', () => {
    expect(WITHDRAWAL_PERIOD_DAYS).toBe(14);
    expect(text).toContain('within 14 days without giving any reason');
    expect(text).toContain(
      '14 days after the day on which you, or a person you name other than the carrier, receive the goods',
    );
    expect(text).toContain(
      'Example Trading Ltd, 28 Anexartisias Street, 3036 Limassol, Cyprus, support@ruck.example',
    );
    expect(text).toContain(`online at ${ORIGIN}/withdraw`);
  });

  it('refunds the standard delivery and leaves return shipping to the customer (spec §9)', () => {
    expect(text).toContain('including the standard delivery charge');
    expect(text).toContain('Return shipping is paid by the customer.');
    expect(withdrawalSummary(ORIGIN)).toContain('Return shipping is paid by the customer.');
  });
});

describe('price, delivery and complaints', () => {
  it('say the total includes VAT and delivery, what delivery costs and how long it takes', () => {
    const text = priceAndDeliveryLines().join('\n');
    expect(text).toContain('The total in your order summary includes VAT and the delivery charge.');
    expect(text).toContain('Courier delivery in Cyprus: €3.00, free on orders of €50.00 or more.');
    expect(text).toContain('courier delivery takes 1-2 business days from dispatch');
  });

  it('name the shop’s contacts first, then the out-of-court route, never the closed ODR platform', () => {
    const text = complaintLines(TRADER, ORIGIN).join('\n');
    expect(text).toContain(`${ORIGIN}/contact`);
    expect(text).toContain('support@ruck.example');
    expect(text).toContain(OUT_OF_COURT_COMPLAINTS.name);
    expect(text).not.toMatch(/odr/i);
  });
});
