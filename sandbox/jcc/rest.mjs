// @ts-check
// The REST calls under /payment/rest/ (docs/jcc-contract.md): form fields in, a JSON object out with
// `errorCode` "0" on success or a non-zero code and `errorMessage`, always HTTP 200, as JCC answers.
// Error codes are the BPC/RBS platform's as far as public integrations show them [inferred].
import crypto from 'node:crypto';

export const EUR = '978';
/** Order statuses: 0 registered, 1 pre-authorised, 2 deposited, 3 reversed, 4 refunded, 5 3-D Secure, 6 declined. */
export const STATUS = Object.freeze({
  registered: 0,
  approved: 1,
  deposited: 2,
  reversed: 3,
  refunded: 4,
  acs: 5,
  declined: 6,
});
export const ACTION = Object.freeze({
  /** @type {Record<number, string>} */
  text: {
    [-100]: 'No payment attempts',
    0: 'Request processed successfully',
    5: 'Do not honour',
    [-2003]: '3-D Secure authentication failed',
    [-2007]: 'Payment time limit expired',
    [-2011]: 'Cancelled by the cardholder',
  },
});

/** @typedef {{ errorCode: string, errorMessage?: string } & Record<string, unknown>} Answer */

/** @param {number} code @param {string} message @returns {Answer} */
const fail = (code, message) => ({ errorCode: String(code), errorMessage: message });
const OK = Object.freeze({ errorCode: '0', errorMessage: 'Success' });

/** @param {string | null} s */
const isAbsoluteHttpUrl = (s) => {
  if (!s) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
  } catch {
    return false;
  }
};

/** Positive integer minor units (cents), at most 12 digits. @param {string | null} s */
const amountOf = (s) => (s && /^[1-9]\d{0,11}$/.test(s) ? Number(s) : null);

/** A 12-digit retrieval reference number (authRefNum) and a 6-character approval code. */
export const newAuthRefNum = () => String(crypto.randomInt(1e11, 1e12));

/**
 * @param {{ store: import('./store.mjs').OrderStore, callbacks: import('./callbacks.mjs').Callbacks,
 *   credentials: { userName: string, password: string, token?: string }, pageUrl: (id: string) => string }} deps
 */
export function createRest({ store, callbacks, credentials, pageUrl }) {
  /** @param {URLSearchParams} p */
  function authorised(p) {
    const token = p.get('token');
    if (token !== null) return Boolean(credentials.token) && safeEqual(token, credentials.token ?? '');
    return (
      safeEqual(p.get('userName') ?? '', credentials.userName) &&
      safeEqual(p.get('password') ?? '', credentials.password)
    );
  }

  /** @param {URLSearchParams} p @param {boolean} twoPhase @returns {Answer} */
  function register(p, twoPhase) {
    const orderNumber = p.get('orderNumber') ?? '';
    if (!/^[\w.-]{1,32}$/.test(orderNumber))
      return fail(1, 'Order number is empty or invalid (1-32 of A-Z a-z 0-9 _ . -)');
    const amount = amountOf(p.get('amount'));
    if (amount === null) return fail(4, 'Amount is invalid (a positive integer of minor units)');
    const currency = p.get('currency') ?? EUR;
    if (currency !== EUR) return fail(3, 'Unknown currency (only 978, EUR)');
    const returnUrl = p.get('returnUrl');
    if (!isAbsoluteHttpUrl(returnUrl)) return fail(4, 'Return URL is not specified or invalid');
    const failUrl = p.get('failUrl');
    if (!isAbsoluteHttpUrl(failUrl)) return fail(4, 'Fail URL is not specified or invalid');
    const description = p.get('description') ?? '';
    if (description.length > 512) return fail(4, 'Description is longer than 512 characters');
    let email = null;
    const json = p.get('jsonParams');
    if (json) {
      try {
        const parsed = JSON.parse(json);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
        if (typeof parsed.email === 'string') email = parsed.email;
      } catch {
        return fail(4, 'jsonParams is not a JSON object');
      }
    }
    const order = store.create({
      orderNumber,
      amount,
      currency,
      description,
      returnUrl: /** @type {string} */ (returnUrl),
      failUrl: /** @type {string} */ (failUrl),
      twoPhase,
      email,
      // The hosted page's language; any other value shows it in English, as a gateway would.
      language: p.get('language') === 'el' ? 'el' : 'en',
    });
    if (!order) return fail(1, 'Order with this number was already processed');
    return { errorCode: '0', orderId: order.id, formUrl: pageUrl(order.id) };
  }

  /** @param {URLSearchParams} p */
  const find = (p) => {
    const id = p.get('orderId');
    if (id) return store.get(id);
    const n = p.get('orderNumber');
    return n ? store.byNumber(n) : undefined;
  };

  /** @param {import('./store.mjs').Order} o @returns {Answer} */
  const statusOf = (o) => ({
    ...OK,
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    actionCode: o.actionCode,
    actionCodeDescription: ACTION.text[o.actionCode] ?? '',
    amount: o.amount,
    currency: o.currency,
    date: Date.parse(o.createdAt),
    orderDescription: o.description,
    ...(o.authRefNum ? { authRefNum: o.authRefNum } : {}),
    cardAuthInfo: o.maskedPan ? { maskedPan: o.maskedPan } : {},
    paymentAmountInfo: {
      paymentState: ['CREATED', 'APPROVED', 'DEPOSITED', 'REVERSED', 'REFUNDED', 'CREATED', 'DECLINED'][
        o.status
      ],
      approvedAmount: o.status === STATUS.approved || o.deposited > 0 ? o.amount : 0,
      depositedAmount: o.deposited,
      refundedAmount: o.refunded,
    },
  });

  /** @param {import('./store.mjs').Order} o @param {URLSearchParams} p @returns {Answer} */
  function refund(o, p) {
    const amount = amountOf(p.get('amount'));
    if (amount === null) return fail(4, 'Amount is invalid (a positive integer of minor units)');
    if (o.status !== STATUS.deposited) return fail(7, 'Payment must be in a correct state (deposited)');
    if (amount > o.deposited - o.refunded) return fail(7, 'Refund amount exceeds the deposited amount');
    const refunded = o.refunded + amount;
    // A partial refund leaves the order deposited; the last cent makes it refunded [inferred].
    const updated = store.update(o.id, {
      refunded,
      status: refunded === o.deposited ? STATUS.refunded : o.status,
    });
    callbacks.send(updated, 'refunded');
    return { ...OK };
  }

  /** @param {import('./store.mjs').Order} o @returns {Answer} */
  function reverse(o) {
    // A pre-authorisation, or a one-phase payment not yet refunded (same-day reversal) [inferred].
    if (o.status !== STATUS.approved && !(o.status === STATUS.deposited && o.refunded === 0))
      return fail(7, 'Reversal is impossible for the current order state');
    const updated = store.update(o.id, { status: STATUS.reversed, deposited: 0 });
    callbacks.send(updated, 'reversed');
    return { ...OK };
  }

  /** @param {import('./store.mjs').Order} o @param {URLSearchParams} p @returns {Answer} */
  function deposit(o, p) {
    if (o.status !== STATUS.approved) return fail(7, 'Payment must be in a correct state (pre-authorised)');
    const raw = p.get('amount');
    const amount = raw === null || raw === '0' ? o.amount : amountOf(raw);
    if (amount === null || amount > o.amount)
      return fail(4, 'Amount is invalid or exceeds the approved amount');
    const updated = store.update(o.id, { status: STATUS.deposited, deposited: amount });
    callbacks.send(updated, 'deposited');
    return { ...OK };
  }

  /** @param {string} method @param {URLSearchParams} p @returns {Answer | null} null: no such method */
  return function handle(method, p) {
    const known = [
      'register.do',
      'registerPreAuth.do',
      'getOrderStatusExtended.do',
      'refund.do',
      'reverse.do',
      'deposit.do',
    ];
    if (!known.includes(method)) return null;
    if (!authorised(p)) return fail(5, 'Access denied');
    if (method === 'register.do') return register(p, false);
    if (method === 'registerPreAuth.do') return register(p, true);
    const order = find(p);
    if (!order) return fail(6, 'Order not found');
    if (method === 'getOrderStatusExtended.do') return statusOf(order);
    if (method === 'refund.do') return refund(order, p);
    if (method === 'reverse.do') return reverse(order);
    return deposit(order, p);
  };
}

/** Constant-time string comparison. @param {string} a @param {string} b */
function safeEqual(a, b) {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y) && a.length === b.length;
}
