import { describe, expect, it } from 'vitest';
import { placeOrder } from '@/server/orders/place-order';
import { returnHandler } from '@/server/orders/return-route';
import { orderConfirmationMail } from '@/server/orders/order-confirmation-mail';
import { localizeMessage } from '@/server/orders/localize-answer';
import { traderDetails } from '@/lib/precontract/trader';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { orderDeps, orderInput, SITE } from './fakes';

// An order remembers the language it was placed in: its card page, the browser's return and the
// confirmation mail (sent from the return, the callback or the job alike) use it.

const TRADER = traderDetails({ legalName: 'Ruck Trading Ltd', vatNumber: 'CY10293847Q' });

async function greekOrder() {
  const deps = orderDeps();
  const result = await placeOrder(orderInput(), null, deps.place, 'el');
  if (!result.ok) throw new Error(result.error.message);
  const order = (await deps.store.get(result.data.orderId))!;
  return { ...deps, order, gatewayId: order.gatewayOrderId! };
}

const returnRoute = (deps: Awaited<ReturnType<typeof greekOrder>>, shopper: 'en' | 'el' = 'en') =>
  returnHandler({
    settle: () => deps.settle,
    siteUrl: () => SITE,
    callbackSecret: () => undefined,
    verifyChecksum: verifyCallbackChecksum,
    behind: () => {},
    language: async () => shopper,
  });

describe('the language an order was placed in', () => {
  it('is kept with the order and names the card page’s language and description', async () => {
    const deps = await greekOrder();
    expect(deps.order.content.locale).toBe('el');
    const registered = deps.gateway.registerPayment.mock.calls.at(-1)?.[0];
    expect(registered).toMatchObject({ language: 'el' });
    expect(registered?.description).toMatch(/^Παραγγελία RUCK RUCK-/);
  });

  it('sends the browser back to the Greek pages, whatever its cookie says', async () => {
    const deps = await greekOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited', cardLast4: '1115' });
    const paid = await returnRoute(deps)(
      new Request(`${SITE}/api/checkout/return?orderId=${deps.gatewayId}`),
    );
    expect(paid.headers.get('location')).toBe(`${SITE}/el/order-confirmation?order=${deps.order.id}`);

    const other = await greekOrder();
    other.setStatus(other.gatewayId, { status: 'declined' });
    const declined = await returnRoute(other)(
      new Request(`${SITE}/api/checkout/return?orderId=${other.gatewayId}&failed=1`),
    );
    expect(declined.headers.get('location')).toBe(`${SITE}/el/checkout?payment=declined`);
  });

  it('follows the shopper’s language for a return naming no order of ours', async () => {
    const deps = await greekOrder();
    const response = await returnRoute(
      deps,
      'el',
    )(new Request(`${SITE}/api/checkout/return?orderId=00000000-0000-4000-8000-999999999999`));
    expect(response.headers.get('location')).toBe(`${SITE}/el/checkout?payment=unknown`);
  });

  it('writes the confirmation mail in Greek, with Greek links and money', async () => {
    const { order } = await greekOrder();
    const { subject, text, html } = orderConfirmationMail({ ...order, cardLast4: '1115' }, SITE, TRADER);
    expect(subject).toMatch(/^Η παραγγελία σας στο RUCK RUCK-/);
    expect(text).toContain('Σας ευχαριστούμε για την παραγγελία σας. Λάβαμε την πληρωμή σας.');
    expect(text).toContain('Κάρτα που τελειώνει σε 1115');
    expect(text).toContain(`${SITE}/el/order-confirmation?order=${order.id}`);
    expect(text).toContain(`${SITE}/el/withdraw`);
    expect(text).toContain('Υπόδειγμα εντύπου υπαναχώρησης');
    expect(text).toMatch(/Σύνολο: \d+,\d\d\s€/);
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('Δείτε την παραγγελία σας');
    for (const english of ['Thank you', 'Subtotal', 'Prices include VAT', 'Model withdrawal form', 'Seller'])
      expect(text + html).not.toContain(english);
  });

  it('leaves an order without a language in English', async () => {
    const { order } = await greekOrder();
    const older = { ...order, content: { ...order.content, locale: undefined } };
    const { subject, html } = orderConfirmationMail(older, SITE, TRADER);
    expect(subject).toMatch(/^Your RUCK order RUCK-/);
    expect(html).toContain('<html lang="en">');
  });
});

describe('the checkout API’s refusals', () => {
  it('are given in the shopper’s language when the catalogue holds them', () => {
    expect(localizeMessage('el', 'Please enter your city')).toBe('Παρακαλούμε εισαγάγετε την πόλη σας');
    expect(localizeMessage('el', 'This voucher has expired.')).toBe('Αυτό το κουπόνι έχει λήξει.');
    expect(localizeMessage('en', 'This voucher has expired.')).toBe('This voucher has expired.');
    expect(localizeMessage('el', 'Something we never wrote')).toBe('Something we never wrote');
  });
});
