// @ts-check
// The hosted payment page and the 3-D Secure stand-in: what GET shows and what a POST does to the order.
import { cardDigits, maskPan, outcomeOf, validateCard } from './cards.mjs';
import { challengePage, finishedPage, formPage, notFoundPage, processingPage } from './page.mjs';
import { newAuthRefNum, STATUS } from './rest.mjs';

export const PAGE_PATH = '/payment/merchants/sandbox/payment_en.html';
export const ACS_PATH = '/payment/merchants/sandbox/acs.html';

/** @typedef {{ status: number, html?: string, location?: string }} PageAnswer */

/** `url` with `orderId=<id>` appended. @param {string} url @param {string} id */
export function withOrderId(url, id) {
  const u = new URL(url);
  u.searchParams.append('orderId', id);
  return u.href;
}

/** @param {{ store: import('./store.mjs').OrderStore, callbacks: import('./callbacks.mjs').Callbacks }} deps */
export function createHosted({ store, callbacks }) {
  const pageAction = (/** @type {string} */ id) => `${PAGE_PATH}?mdOrder=${encodeURIComponent(id)}`;
  const acsAction = (/** @type {string} */ id) => `${ACS_PATH}?mdOrder=${encodeURIComponent(id)}`;

  /** @param {import('./store.mjs').Order} o @returns {PageAnswer} */
  function approve(o) {
    const authRefNum = newAuthRefNum();
    const updated = o.twoPhase
      ? store.update(o.id, { status: STATUS.approved, actionCode: 0, authRefNum, stage: 'done' })
      : store.update(o.id, {
          status: STATUS.deposited,
          deposited: o.amount,
          actionCode: 0,
          authRefNum,
          stage: 'done',
        });
    callbacks.send(updated, o.twoPhase ? 'approved' : 'deposited', 1);
    return { status: 303, location: withOrderId(o.returnUrl, o.id) };
  }

  /** @param {import('./store.mjs').Order} o @param {number} actionCode @returns {PageAnswer} */
  function decline(o, actionCode) {
    const updated = store.update(o.id, { status: STATUS.declined, actionCode, stage: 'done' });
    // A failed payment's callback: the payment's operation with status 0 [inferred].
    callbacks.send(updated, o.twoPhase ? 'approved' : 'deposited', 0);
    return { status: 303, location: withOrderId(o.failUrl, o.id) };
  }

  /** @param {import('./store.mjs').Order} o @returns {PageAnswer} */
  function show(o) {
    if (o.stage === 'form') return { status: 200, html: formPage(o, pageAction(o.id)) };
    if (o.stage === '3ds') return { status: 200, html: challengePage(o, acsAction(o.id)) };
    if (o.stage === 'processing') return { status: 200, html: processingPage(o) };
    return { status: 200, html: finishedPage(o) };
  }

  /** @param {import('./store.mjs').Order} o @param {URLSearchParams} form @returns {PageAnswer} */
  function pay(o, form) {
    if (o.stage !== 'form') return show(o);
    if (form.get('action') === 'cancel') return decline(o, -2011);
    const card = {
      cardName: form.get('cardName') ?? '',
      cardNumber: form.get('cardNumber') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const errors = validateCard(card);
    if (Object.keys(errors).length)
      return {
        status: 422,
        html: formPage(o, pageAction(o.id), {
          values: { cardName: card.cardName, expiry: card.expiry },
          errors,
        }),
      };
    const pan = cardDigits(card.cardNumber);
    store.update(o.id, { maskedPan: maskPan(pan) });
    const outcome = outcomeOf(pan);
    if (outcome === 'decline') return decline(o, 5);
    if (outcome === '3ds') {
      store.update(o.id, { status: STATUS.acs, stage: '3ds' });
      return { status: 303, location: acsAction(o.id) };
    }
    if (outcome === 'never')
      return { status: 200, html: processingPage(store.update(o.id, { stage: 'processing' })) };
    return approve(o);
  }

  /** @param {import('./store.mjs').Order} o @param {URLSearchParams} form @returns {PageAnswer} */
  function challenge(o, form) {
    if (o.stage !== '3ds') return show(o);
    const decision = form.get('decision');
    if (decision === 'complete') return approve(o);
    if (decision === 'fail') return decline(o, -2003);
    return show(o);
  }

  /**
   * @param {string} method @param {URL} url @param {URLSearchParams} form
   * @returns {PageAnswer | null} null: not a page of the gateway
   */
  return function handle(method, url, form) {
    if (url.pathname !== PAGE_PATH && url.pathname !== ACS_PATH) return null;
    const order = store.get(url.searchParams.get('mdOrder') ?? '');
    if (!order) return { status: 404, html: notFoundPage() };
    if (method !== 'POST') return show(order);
    return url.pathname === PAGE_PATH ? pay(order, form) : challenge(order, form);
  };
}

/** A CSP for the pages: no scripts, forms may go to the gateway and on to the shop's return URLs. */
export function pageCsp(/** @type {import('./store.mjs').Order | undefined} */ o) {
  const targets = o ? [new URL(o.returnUrl).origin, new URL(o.failUrl).origin] : [];
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${[...new Set(targets)].join(' ')}`.trim();
}
