import http from 'node:http';
import { captureLog } from '@/tests/helpers/captured-log';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JccConfig } from '@/server/config';
import { createJccGateway, isAccessDenied, isGatewayUrl, verifyCallbackChecksum } from '@/server/payment/jcc';
import { paymentMismatches, type PaymentGateway } from '@/server/payment/types';
import { CARDS, GOOD_CARD, nextOrderNumber, startTestJcc, type TestJcc } from '../../sandbox/jcc-helpers';

let jcc: TestJcc;
let gateway: PaymentGateway;
let cfg: JccConfig;
const log = captureLog();

beforeAll(async () => {
  jcc = await startTestJcc();
  cfg = { baseUrl: jcc.restUrl, userName: 'ruck-api', password: 'sandbox-password', sandbox: true };
  gateway = createJccGateway(cfg);
});
afterAll(() => jcc.close());
afterEach(async () => {
  await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{}' });
});

const request = (over: Partial<Parameters<PaymentGateway['registerPayment']>[0]> = {}) => ({
  amountCents: 4990,
  orderNumber: nextOrderNumber(),
  returnUrl: 'http://127.0.0.1:3000/checkout/return',
  failUrl: 'http://127.0.0.1:3000/checkout/fail',
  description: 'RUCK order',
  email: 'ana@example.com',
  ...over,
});

/** A gateway stand-in answering `body` (or hanging) to every call. */
async function stub(answer: (method: string) => { status?: number; body: string } | 'hang') {
  const server = http.createServer((req, res) => {
    const a = answer(req.url ?? '');
    if (a === 'hang') return;
    res.writeHead(a.status ?? 200, { 'Content-Type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as import('node:net').AddressInfo;
  const base = `http://127.0.0.1:${port}/payment/rest/`;
  return {
    gateway: createJccGateway({ ...cfg, baseUrl: base }, { timeoutMs: 300 }),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

describe('JCC adapter against the sandbox', () => {
  it('registers the card page in the shopper’s language (register.do language)', async () => {
    const greek = await gateway.registerPayment(request({ language: 'el' }));
    const english = await gateway.registerPayment(request());
    if (!greek.ok || !english.ok) throw new Error('register failed');
    expect(await (await fetch(greek.data.formUrl)).text()).toContain('<html lang="el">');
    expect(await (await fetch(english.data.formUrl)).text()).toContain('<html lang="en">');
  });

  it('registers, the browser pays on the hosted page, and the status says deposited with the amount', async () => {
    const r = request({ amountCents: 12345 });
    const reg = await gateway.registerPayment(r);
    expect(reg.ok).toBe(true);
    if (!reg.ok) return;
    expect(gateway.isGatewayUrl(reg.data.formUrl)).toBe(true);
    const before = await gateway.paymentStatus(reg.data.gatewayOrderId);
    expect(before).toMatchObject({ ok: true, data: { status: 'registered', amountCents: 12345 } });
    await jcc.pay(reg.data.formUrl, { ...GOOD_CARD, cardNumber: CARDS.success, action: 'pay' });
    const after = await gateway.paymentStatus(reg.data.gatewayOrderId);
    expect(after).toEqual({
      ok: true,
      data: {
        status: 'deposited',
        orderNumber: r.orderNumber,
        amountCents: 12345,
        currency: '978',
        actionCode: 0,
        authRefNum: expect.stringMatching(/^\d{12}$/),
        depositedCents: 12345,
        refundedCents: 0,
        // The masked number's last four digits only (the sandbox reports '500000**1115').
        cardLast4: CARDS.success.slice(-4),
      },
    });
    if (after.ok) expect(paymentMismatches(after.data, r)).toEqual([]);
  });

  it('an amount or orderNumber that is not the order is data to compare, not an error', async () => {
    const r = request({ amountCents: 100 });
    const reg = await gateway.registerPayment(r);
    if (!reg.ok) throw reg.error;
    await jcc.pay(reg.data.formUrl, { ...GOOD_CARD, cardNumber: CARDS.success, action: 'pay' });
    const s = await gateway.paymentStatus(reg.data.gatewayOrderId);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(paymentMismatches(s.data, { orderNumber: r.orderNumber, amountCents: 9900 })).toEqual(['amount']);
    expect(paymentMismatches(s.data, { orderNumber: 'R-other', amountCents: 100 })).toEqual(['orderNumber']);
    expect(paymentMismatches({ ...s.data, currency: '840' }, r)).toEqual(['currency']);
  });

  it('maps declined, 3-D Secure, refunded and reversed', async () => {
    const declined = await gateway.registerPayment(request());
    const acs = await gateway.registerPayment(request());
    const paid = await gateway.registerPayment(request({ amountCents: 2000 }));
    const reversed = await gateway.registerPayment(request());
    if (!declined.ok || !acs.ok || !paid.ok || !reversed.ok) throw new Error('register failed');
    const pay = (formUrl: string, cardNumber: string) =>
      jcc.pay(formUrl, { ...GOOD_CARD, cardNumber, action: 'pay' });
    await pay(declined.data.formUrl, CARDS.decline);
    await pay(acs.data.formUrl, CARDS.threeDs);
    await pay(paid.data.formUrl, CARDS.success);
    await pay(reversed.data.formUrl, CARDS.success);
    const state = async (id: string) => {
      const s = await gateway.paymentStatus(id);
      return s.ok ? s.data.status : s.error.kind;
    };
    expect(await state(declined.data.gatewayOrderId)).toBe('declined');
    expect(await state(acs.data.gatewayOrderId)).toBe('pending_3ds');
    expect(await gateway.refund(paid.data.gatewayOrderId, 500)).toEqual({ ok: true, data: undefined });
    expect(await gateway.refund(paid.data.gatewayOrderId, 1500)).toEqual({ ok: true, data: undefined });
    expect(await state(paid.data.gatewayOrderId)).toBe('refunded');
    expect(await gateway.reverse(reversed.data.gatewayOrderId)).toEqual({ ok: true, data: undefined });
    expect(await state(reversed.data.gatewayOrderId)).toBe('reversed');
  });

  it("keeps the gateway's errorCode on a refusal; an unknown payment is not_found", async () => {
    const r = request();
    expect((await gateway.registerPayment(r)).ok).toBe(true);
    const again = await gateway.registerPayment(r);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatchObject({ kind: 'rejected', gatewayCode: '1' });
    const missing = await gateway.paymentStatus('00000000-0000-0000-0000-000000000000');
    expect(missing.ok || missing.error.kind).toBe('not_found');
    const refund = await gateway.refund('00000000-0000-0000-0000-000000000000', 0);
    expect(refund.ok || refund.error.kind).toBe('rejected');
  });

  it('refused credentials are rejected with code 5, and no log line holds the password', async () => {
    const wrong = createJccGateway({ ...cfg, password: 'wrong-password-xyz' });
    const r = await wrong.registerPayment(request());
    expect(r.ok || r.error).toMatchObject({ kind: 'rejected', gatewayCode: '5' });
    const logged = log.text();
    expect(log.find({ method: 'register.do', kind: 'rejected' })).toBeDefined();
    expect(logged).not.toMatch(/wrong-password-xyz|sandbox-password|Access denied/);
  });

  it('checks the credentials with a status query for an order that does not exist', async () => {
    expect(await gateway.checkCredentials()).toEqual({ ok: true, data: undefined });
    expect(log.lines()).toEqual([]); // "no such order" is the answer expected
    const wrong = await createJccGateway({ ...cfg, password: 'wrong-password-xyz' }).checkCredentials();
    expect(!wrong.ok && isAccessDenied(wrong.error)).toBe(true);
    expect(log.text()).not.toMatch(/wrong-password-xyz|sandbox-password/);
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{"down":true}' });
    const down = await gateway.checkCredentials();
    expect(!down.ok && down.error.kind).toBe('unavailable');
    expect(!down.ok && isAccessDenied(down.error)).toBe(false);
  });

  it('a gateway that is down is unavailable; a broken body is invalid_response', async () => {
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{"down":true}' });
    const down = await gateway.paymentStatus('x');
    expect(down.ok || down.error.kind).toBe('unavailable');
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{"malformed":true}' });
    const broken = await gateway.registerPayment(request());
    expect(broken.ok || broken.error.kind).toBe('invalid_response');
    const nobody = await createJccGateway({ ...cfg, baseUrl: 'http://127.0.0.1:9/payment/rest/' }).reverse(
      'x',
    );
    expect(nobody.ok || nobody.error.kind).toBe('unavailable');
  });

  it('a slow gateway is a typed timeout', async () => {
    await fetch(`${jcc.url}/__sandbox/faults`, { method: 'POST', body: '{"latencyMs":500}' });
    const slow = createJccGateway(cfg, { timeoutMs: 100 });
    const r = await slow.paymentStatus('x');
    expect(r.ok || r.error.kind).toBe('timeout');
  });
});

describe('JCC adapter against odd answers', () => {
  it('maps each orderStatus, an unknown one to unknown, and refuses a wrong shape', async () => {
    let orderStatus: unknown = 0;
    const s = await stub(() => ({
      body: JSON.stringify({
        errorCode: '0',
        orderStatus,
        orderNumber: 'R-1',
        amount: '4990',
        currency: 978,
      }),
    }));
    try {
      const expected = [
        'registered',
        'preauthorised',
        'deposited',
        'reversed',
        'refunded',
        'pending_3ds',
        'declined',
        'unknown',
      ];
      for (const [i, name] of expected.entries()) {
        orderStatus = i;
        const r = await s.gateway.paymentStatus('id');
        expect(r).toMatchObject({ ok: true, data: { status: name, amountCents: 4990, currency: '978' } });
      }
      orderStatus = 'paid';
      const bad = await s.gateway.paymentStatus('id');
      expect(bad.ok || bad.error.kind).toBe('invalid_response');
    } finally {
      await s.close();
    }
  });

  it('refuses a formUrl off the gateway origin, a hang is a timeout, a 5xx unavailable', async () => {
    let mode: 'foreign' | 'hang' | '502' | 'html' = 'foreign';
    const s = await stub(() =>
      mode === 'hang'
        ? 'hang'
        : mode === '502'
          ? { status: 502, body: '' }
          : mode === 'html'
            ? { body: '<html>' }
            : { body: JSON.stringify({ orderId: 'abc', formUrl: 'https://evil.example/pay?mdOrder=abc' }) },
    );
    try {
      const foreign = await s.gateway.registerPayment(request());
      expect(foreign.ok || foreign.error.kind).toBe('invalid_response');
      mode = 'hang';
      const hang = await s.gateway.registerPayment(request());
      expect(hang.ok || hang.error.kind).toBe('timeout');
      mode = '502';
      const bad = await s.gateway.reverse('x');
      expect(bad.ok || bad.error.kind).toBe('unavailable');
      mode = 'html';
      const html = await s.gateway.refund('x', 100);
      expect(html.ok || html.error.kind).toBe('invalid_response');
    } finally {
      await s.close();
    }
  });

  it('never sends a zero, negative or fractional amount', async () => {
    const calls: string[] = [];
    const s = await stub((url) => (calls.push(url), { body: '{"errorCode":"0"}' }));
    try {
      for (const amountCents of [0, -100, 10.5]) {
        const r = await s.gateway.registerPayment(request({ amountCents }));
        expect(r.ok || r.error.kind).toBe('rejected');
      }
      expect((await s.gateway.refund('x', 0)).ok).toBe(false);
      expect(calls).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('isGatewayUrl', () => {
  const base = 'https://gateway-test.jcc.com.cy/payment/rest/';
  it.each([
    ['https://gateway-test.jcc.com.cy/payment/merchants/x/payment_en.html?mdOrder=1', true],
    ['https://gateway-test.jcc.com.cy:443/payment/x', true],
    ['https://gateway.jcc.com.cy/payment/x', false],
    ['http://gateway-test.jcc.com.cy/payment/x', false],
    ['https://gateway-test.jcc.com.cy:8443/payment/x', false],
    ['https://gateway-test.jcc.com.cy@evil.example/payment/x', false],
    ['https://user:pw@gateway-test.jcc.com.cy/payment/x', false],
    ['https://gateway-test.jcc.com.cy.evil.example/payment/x', false],
    ['javascript:alert(1)', false],
    ['//gateway-test.jcc.com.cy/payment/x', false],
    ['/payment/x', false],
    ['not a url', false],
  ])('%s → %s', (url, ok) => {
    expect(isGatewayUrl(url, base)).toBe(ok);
  });
});

describe('verifyCallbackChecksum', () => {
  const secret = 'callback-secret';
  // Worked by hand: "mdOrder;abc;operation;deposited;orderNumber;R-1;status;1;" with HMAC-SHA256.
  const params = { mdOrder: 'abc', orderNumber: 'R-1', operation: 'deposited', status: '1' };
  const sign = async () => {
    const { createHmac } = await import('node:crypto');
    return createHmac('sha256', secret)
      .update('mdOrder;abc;operation;deposited;orderNumber;R-1;status;1;')
      .digest('hex')
      .toUpperCase();
  };

  it('accepts the sandbox form (upper case) and lower case, as a record or URLSearchParams', async () => {
    const checksum = await sign();
    expect(verifyCallbackChecksum({ ...params, checksum }, secret)).toBe(true);
    expect(verifyCallbackChecksum({ ...params, checksum: checksum.toLowerCase() }, secret)).toBe(true);
    expect(verifyCallbackChecksum(new URLSearchParams({ checksum, ...params }), secret)).toBe(true);
  });

  it('refuses a changed value, another secret, a missing, malformed or doubled checksum', async () => {
    const checksum = await sign();
    expect(verifyCallbackChecksum({ ...params, status: '0', checksum }, secret)).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum }, 'other')).toBe(false);
    expect(verifyCallbackChecksum(params, secret)).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum: 'zz' }, secret)).toBe(false);
    const doubled = new URLSearchParams({ ...params, checksum });
    doubled.append('checksum', checksum);
    expect(verifyCallbackChecksum(doubled, secret)).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum }, '')).toBe(false);
  });
});
