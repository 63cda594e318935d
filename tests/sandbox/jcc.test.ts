import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackMethodOf } from '../../sandbox/jcc/callbacks.mjs';
import { luhn, MESSAGES } from '../../sandbox/jcc/cards.mjs';
import {
  CARDS,
  GOOD_CARD,
  nextOrderNumber,
  startCallbackReceiver,
  startTestJcc,
  type TestJcc,
} from './jcc-helpers';

let jcc: TestJcc;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
const SECRET = 'callback-secret-for-tests';

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  jcc = await startTestJcc({ callbackUrl: receiver.url, callbackSecret: SECRET });
});
afterAll(async () => {
  await jcc.close();
  await receiver.close();
});

const status = (orderId: string) => jcc.call('getOrderStatusExtended.do', { orderId });
const payWith = (formUrl: string, cardNumber: string) =>
  jcc.pay(formUrl, { ...GOOD_CARD, cardNumber, action: 'pay' });

describe('sandbox JCC REST calls', () => {
  it('answers health and refuses wrong credentials with errorCode 5', async () => {
    expect(await (await fetch(`${jcc.url}/__sandbox/health`)).json()).toEqual({ ok: true });
    const logins: Record<string, string>[] = [
      { userName: 'ruck-api', password: 'wrong' },
      { userName: 'someone-api', password: 'sandbox-password' },
      {},
      { token: 'not-configured' },
    ];
    for (const login of logins) {
      const a = await jcc.call('register.do', { amount: '100', orderNumber: nextOrderNumber() }, login);
      expect(a).toMatchObject({ errorCode: '5', errorMessage: 'Access denied' });
    }
  });

  it('accepts a token when one is configured', async () => {
    const other = await startTestJcc({ token: 'tok-123' });
    try {
      const a = await other.call('getOrderStatusExtended.do', { orderId: 'nope' }, { token: 'tok-123' });
      expect(a.errorCode).toBe('6');
    } finally {
      await other.close();
    }
  });

  it('registers a payment: a uuid orderId and the hosted page on its own origin', async () => {
    const { orderId, formUrl } = await jcc.register();
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(formUrl).toBe(`${jcc.url}/payment/merchants/sandbox/payment_en.html?mdOrder=${orderId}`);
  });

  it('refuses a reused orderNumber, a bad amount, another currency and missing or relative URLs', async () => {
    const orderNumber = nextOrderNumber();
    await jcc.register({ orderNumber });
    const again = await jcc.call('register.do', {
      amount: '100',
      orderNumber,
      returnUrl: 'http://127.0.0.1:3000/r',
      failUrl: 'http://127.0.0.1:3000/f',
    });
    expect(again).toMatchObject({ errorCode: '1', errorMessage: expect.stringMatching(/already/) });
    const base = {
      orderNumber: nextOrderNumber(),
      returnUrl: 'https://shop.example/r',
      failUrl: 'https://shop.example/f',
    };
    for (const amount of ['0', '-5', '12.50', 'abc', ''])
      expect((await jcc.call('register.do', { ...base, amount })).errorCode).toBe('4');
    expect((await jcc.call('register.do', { ...base, amount: '100', currency: '840' })).errorCode).toBe('3');
    for (const returnUrl of ['/relative', 'javascript:alert(1)', ''])
      expect((await jcc.call('register.do', { ...base, amount: '100', returnUrl })).errorCode).toBe('4');
    expect((await jcc.call('register.do', { ...base, amount: '100', failUrl: 'ftp://x/' })).errorCode).toBe(
      '4',
    );
  });

  it('answers 405 to GET, a JCC-style error to an unknown method, 503 when down', async () => {
    expect((await fetch(`${jcc.restUrl}register.do`)).status).toBe(405);
    expect(await jcc.call('nothing.do', {})).toMatchObject({ errorCode: '7' });
    const set = (body: unknown) =>
      fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });
    expect((await set({ down: true })).status).toBe(200);
    const res = await fetch(`${jcc.restUrl}register.do`, { method: 'POST', body: '' });
    expect(res.status).toBe(503);
    expect((await set({ nonsense: 1 })).status).toBe(400);
    await set({});
    expect(await (await fetch(`${jcc.url}/__sandbox/faults`)).json()).toEqual({
      down: false,
      latencyMs: 0,
      malformed: false,
    });
  });
});

describe('sandbox JCC hosted page', () => {
  it('renders an accessible form with the amount in euro and the description', async () => {
    const { formUrl } = await jcc.register({ amount: '4990', description: 'Order R-1 <b>' });
    const res = await fetch(formUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Pay by card<\/h1>/);
    expect(html).toContain('€49.90');
    expect(html).toContain('Order R-1 &lt;b&gt;');
    for (const name of ['cardName', 'cardNumber', 'expiry', 'cvc'])
      expect(html).toMatch(
        new RegExp(`<label for="${name}">[^<]+</label>\\s*<input id="${name}" name="${name}"`),
      );
    expect(html).toMatch(/<button[^>]*value="pay">Pay €49.90<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).not.toContain('<script');
    expect((await fetch(`${jcc.url}/payment/merchants/sandbox/payment_en.html?mdOrder=nope`)).status).toBe(
      404,
    );
  });

  it('pays with the success card: 303 to returnUrl with orderId, then status 2 with the amount', async () => {
    const orderNumber = nextOrderNumber();
    const { orderId, formUrl } = await jcc.register({
      orderNumber,
      amount: '12345',
      returnUrl: 'http://127.0.0.1:3000/checkout/return?order=R-9',
    });
    const paid = await payWith(formUrl, '5000 0011 1111 1115');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://127.0.0.1:3000/checkout/return?order=R-9&orderId=${orderId}`);
    expect(await status(orderId)).toMatchObject({
      errorCode: '0',
      orderStatus: 2,
      orderNumber,
      amount: 12345,
      currency: '978',
      actionCode: 0,
      authRefNum: expect.stringMatching(/^\d{12}$/),
      cardAuthInfo: { maskedPan: '500000**1115' },
      paymentAmountInfo: { depositedAmount: 12345, refundedAmount: 0 },
    });
    expect(await jcc.call('getOrderStatusExtended.do', { orderNumber })).toMatchObject({ orderStatus: 2 });
    // The page does not take a second payment.
    expect((await payWith(formUrl, CARDS.success)).html).toContain('already been processed');
  });

  it('declines the decline card: 303 to failUrl with orderId, status 6', async () => {
    const { orderId, formUrl } = await jcc.register();
    const r = await payWith(formUrl, CARDS.decline);
    expect(r.status).toBe(303);
    expect(r.location).toBe(`http://127.0.0.1:3000/checkout/fail?orderId=${orderId}`);
    expect(await status(orderId)).toMatchObject({ orderStatus: 6, actionCode: 5 });
  });

  it('Cancel goes to failUrl without checking the fields', async () => {
    const { orderId, formUrl } = await jcc.register();
    const r = await jcc.pay(formUrl, { action: 'cancel' });
    expect(r.status).toBe(303);
    expect(r.location).toBe(`http://127.0.0.1:3000/checkout/fail?orderId=${orderId}`);
    expect(await status(orderId)).toMatchObject({ orderStatus: 6 });
  });

  it("shows each of the spec's messages and keeps the name and expiry, never the number or CVC", async () => {
    const { orderId, formUrl } = await jcc.register();
    const r = await jcc.pay(formUrl, {
      cardName: 'A',
      cardNumber: '5000001111',
      expiry: '1/30',
      cvc: '12',
      action: 'pay',
    });
    expect(r.status).toBe(422);
    for (const m of [
      'Please enter the name on card',
      'Please enter a valid card number',
      'Please enter expiry date (MM/YY)',
      'Please enter CVC',
    ])
      expect(r.html).toContain(m);
    expect(r.html).toMatch(/role="alert"/);
    expect(r.html).toMatch(
      /id="cardName" name="cardName" value="A"[^>]*aria-invalid="true" aria-describedby="cardName-error"/,
    );
    expect(r.html).toMatch(/id="expiry" name="expiry" value="1\/30"/);
    expect(r.html).toMatch(/id="cardNumber" name="cardNumber" value=""/);
    expect(r.html).toMatch(/id="cvc" name="cvc" value=""/);
    expect(r.html).not.toContain('5000001111');
    expect(await status(orderId)).toMatchObject({ orderStatus: 0 });
  });

  it('refuses a number failing Luhn, 20 digits, a past expiry; CVC of 4 digits is fine', async () => {
    expect(luhn(CARDS.success)).toBe(true);
    expect(luhn('5000001111111116')).toBe(false);
    const { formUrl } = await jcc.register();
    const luhnFail = await jcc.pay(formUrl, { ...GOOD_CARD, cardNumber: '5000001111111116', action: 'pay' });
    expect(luhnFail.html).toContain(MESSAGES.cardNumber);
    expect(luhnFail.html).not.toContain(MESSAGES.cvc);
    const long = await jcc.pay(formUrl, { ...GOOD_CARD, cardNumber: '50000011111111150000', action: 'pay' });
    expect(long.html).toContain(MESSAGES.cardNumber);
    const past = await jcc.pay(formUrl, {
      ...GOOD_CARD,
      cardNumber: CARDS.success,
      expiry: '01/20',
      action: 'pay',
    });
    expect(past.status).toBe(422);
    expect(past.html).toContain('This card has expired');
    const month = await jcc.pay(formUrl, {
      ...GOOD_CARD,
      cardNumber: CARDS.success,
      expiry: '13/30',
      action: 'pay',
    });
    expect(month.html).toContain(MESSAGES.expiry);
    const ok = await jcc.pay(formUrl, {
      ...GOOD_CARD,
      cardNumber: CARDS.success,
      cvc: '1234',
      action: 'pay',
    });
    expect(ok.status).toBe(303);
  });

  it('3-D Secure card: status 5 on the challenge page until Complete or Fail', async () => {
    const a = await jcc.register();
    const r = await payWith(a.formUrl, CARDS.threeDs);
    expect(r.status).toBe(303);
    const acs = new URL(r.location!, jcc.url).href;
    expect(acs).toBe(`${jcc.url}/payment/merchants/sandbox/acs.html?mdOrder=${a.orderId}`);
    const page = await (await fetch(acs)).text();
    expect(page).toMatch(/value="complete">Complete</);
    expect(page).toMatch(/value="fail">Fail</);
    expect(await status(a.orderId)).toMatchObject({ orderStatus: 5 });
    const done = await jcc.pay(acs, { decision: 'complete' });
    expect(done.location).toBe(`http://127.0.0.1:3000/checkout/return?orderId=${a.orderId}`);
    expect(await status(a.orderId)).toMatchObject({ orderStatus: 2 });

    const b = await jcc.register();
    const acsB = new URL((await payWith(b.formUrl, CARDS.threeDs)).location!, jcc.url).href;
    const failed = await jcc.pay(acsB, { decision: 'fail' });
    expect(failed.location).toBe(`http://127.0.0.1:3000/checkout/fail?orderId=${b.orderId}`);
    expect(await status(b.orderId)).toMatchObject({ orderStatus: 6 });
  });

  it('the card that never returns: a processing page, no redirect, status stays 0 until expired', async () => {
    const { orderId, formUrl } = await jcc.register();
    const r = await payWith(formUrl, CARDS.never);
    expect(r.status).toBe(200);
    expect(r.location).toBeNull();
    expect(r.html).toMatch(/processing/i);
    expect(r.html).not.toMatch(/http-equiv="refresh"|<script/);
    expect(await (await fetch(formUrl)).text()).toMatch(/processing/i);
    expect(await status(orderId)).toMatchObject({ orderStatus: 0 });
    const expire = await fetch(`${jcc.url}/__sandbox/expire?mdOrder=${orderId}`, { method: 'POST' });
    expect(await expire.json()).toEqual({ orderStatus: 6 });
  });
});

describe('sandbox JCC refunds, reversals and pre-authorisation', () => {
  async function paidOrder(amount = '5000') {
    const a = await jcc.register({ amount });
    await payWith(a.formUrl, CARDS.success);
    return a.orderId;
  }

  it('refunds partially then fully, never above the deposited total', async () => {
    const orderId = await paidOrder('5000');
    expect(await jcc.call('refund.do', { orderId, amount: '2000' })).toMatchObject({ errorCode: '0' });
    expect(await status(orderId)).toMatchObject({
      orderStatus: 2,
      paymentAmountInfo: { refundedAmount: 2000 },
    });
    expect((await jcc.call('refund.do', { orderId, amount: '3001' })).errorCode).toBe('7');
    expect(await jcc.call('refund.do', { orderId, amount: '3000' })).toMatchObject({ errorCode: '0' });
    expect(await status(orderId)).toMatchObject({ orderStatus: 4 });
    expect((await jcc.call('refund.do', { orderId, amount: '1' })).errorCode).toBe('7');
  });

  it('refuses a refund of an unpaid order and reverses a paid one', async () => {
    const unpaid = await jcc.register();
    expect((await jcc.call('refund.do', { orderId: unpaid.orderId, amount: '1' })).errorCode).toBe('7');
    expect((await jcc.call('reverse.do', { orderId: unpaid.orderId })).errorCode).toBe('7');
    expect((await jcc.call('reverse.do', { orderId: 'nope' })).errorCode).toBe('6');
    const orderId = await paidOrder();
    expect(await jcc.call('reverse.do', { orderId })).toMatchObject({ errorCode: '0' });
    expect(await status(orderId)).toMatchObject({ orderStatus: 3 });
  });

  it('registerPreAuth: status 1 after the card, deposit.do captures, reverse.do cancels', async () => {
    const base = { amount: '3000', returnUrl: 'http://127.0.0.1:3000/r', failUrl: 'http://127.0.0.1:3000/f' };
    const a = await jcc.call('registerPreAuth.do', { ...base, orderNumber: nextOrderNumber() });
    await payWith(a.formUrl as string, CARDS.success);
    const id = a.orderId as string;
    expect(await status(id)).toMatchObject({ orderStatus: 1 });
    expect(await jcc.call('deposit.do', { orderId: id, amount: '0' })).toMatchObject({ errorCode: '0' });
    expect(await status(id)).toMatchObject({ orderStatus: 2, paymentAmountInfo: { depositedAmount: 3000 } });
    const b = await jcc.call('registerPreAuth.do', { ...base, orderNumber: nextOrderNumber() });
    await payWith(b.formUrl as string, CARDS.success);
    expect(await jcc.call('reverse.do', { orderId: b.orderId as string })).toMatchObject({ errorCode: '0' });
    expect(await status(b.orderId as string)).toMatchObject({ orderStatus: 3 });
  });
});

describe('sandbox JCC callbacks', () => {
  const checksumOf = (q: URLSearchParams) => {
    const text = [...q.entries()]
      .filter(([k]) => k !== 'checksum')
      .sort(([x], [y]) => (x < y ? -1 : 1))
      .map(([k, v]) => `${k};${v};`)
      .join('');
    return createHmac('sha256', SECRET).update(text).digest('hex').toUpperCase();
  };

  it('sends deposited, refunded and reversed with a valid checksum, and replays on request', async () => {
    const orderNumber = nextOrderNumber();
    const { orderId, formUrl } = await jcc.register({ orderNumber, amount: '2500' });
    const before = receiver.received.length;
    await payWith(formUrl, CARDS.success);
    await jcc.call('refund.do', { orderId, amount: '500' });
    await jcc.call('reverse.do', { orderId }); // refused: already partly refunded, so no callback
    const got = (await receiver.waitFor(before + 2))
      .slice(before)
      .map((c) => c.params)
      .filter((q) => q.get('mdOrder') === orderId);
    expect(got.map((q) => q.get('operation'))).toEqual(['deposited', 'refunded']);
    for (const q of got) {
      expect(q.get('orderNumber')).toBe(orderNumber);
      expect(q.get('status')).toBe('1');
      expect(q.get('checksum')).toMatch(/^[0-9A-F]{64}$/);
      expect(q.get('checksum')).toBe(checksumOf(q));
    }
    const replay = await fetch(`${jcc.url}/__sandbox/callbacks/replay?mdOrder=${orderId}`, {
      method: 'POST',
    });
    expect(await replay.json()).toMatchObject({ operation: 'refunded', httpStatus: 200 });
    const last = receiver.received.at(-1)!.params;
    expect(last.get('mdOrder')).toBe(orderId);
    expect(last.get('operation')).toBe('refunded');
  });

  it('a decline is the payment operation with status 0; an expiry is declinedByTimeout', async () => {
    const d = await jcc.register();
    const before = receiver.received.length;
    await payWith(d.formUrl, CARDS.decline);
    const [{ params: q }] = (await receiver.waitFor(before + 1)).slice(before);
    expect(q.get('mdOrder')).toBe(d.orderId);
    expect(q.get('operation')).toBe('deposited');
    expect(q.get('status')).toBe('0');
    const n = await jcc.register();
    await payWith(n.formUrl, CARDS.never);
    await fetch(`${jcc.url}/__sandbox/expire?mdOrder=${n.orderId}`, { method: 'POST' });
    const [{ params: e }] = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(e.get('operation')).toBe('declinedByTimeout');
    expect(e.get('checksum')).toBe(checksumOf(e));
  });

  it('sends the same fields as a form body by POST when the switch says so', async () => {
    const byPost = await startTestJcc({
      callbackUrl: receiver.url,
      callbackSecret: SECRET,
      callbackMethod: 'POST',
    });
    try {
      const { orderId, formUrl } = await byPost.register();
      const before = receiver.received.length;
      await byPost.pay(formUrl, { ...GOOD_CARD, cardNumber: CARDS.success, action: 'pay' });
      const [{ method, params }] = (await receiver.waitFor(before + 1)).slice(before);
      expect(method).toBe('POST');
      expect(params.get('mdOrder')).toBe(orderId);
      expect(params.get('checksum')).toBe(checksumOf(params));
      const [delivery] = (await (await fetch(`${byPost.url}/__sandbox/callbacks`)).json()) as {
        url: string;
        method: string;
      }[];
      expect(delivery).toMatchObject({ url: receiver.url, method: 'POST' });
    } finally {
      await byPost.close();
    }
  });

  it('reads the method switch: GET by default, POST in any case, anything else refused', () => {
    expect(callbackMethodOf(undefined)).toBe('GET');
    expect(callbackMethodOf('')).toBe('GET');
    expect(callbackMethodOf('post')).toBe('POST');
    expect(() => callbackMethodOf('PUT')).toThrow(/SANDBOX_JCC_CALLBACK_METHOD must be GET or POST/);
  });
});
