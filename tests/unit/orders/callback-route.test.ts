// JCC's server-to-server callback, by GET (parameters in the query) and by POST (a form body, or
// the query): the checksum checked either way when JCC_CALLBACK_SECRET is set, signed here by the
// sandbox gateway's own signer, and a refusal logged on one line without the secret or the fields.
import { describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { callbackChecksum } from '@/sandbox/jcc/callbacks.mjs';
import { CALLBACK_MAX_BYTES, callbackHandler } from '@/server/orders/return-route';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { placedOrder, SITE } from './fakes';

const SECRET = 'callback-secret-for-route-tests';
const CLIENT = '203.0.113.7';
const log = captureLog();

type Placed = Awaited<ReturnType<typeof placedOrder>>;

const handler = (deps: Placed, secret?: string) =>
  callbackHandler({
    settle: () => deps.settle,
    siteUrl: () => SITE,
    callbackSecret: () => secret,
    verifyChecksum: verifyCallbackChecksum,
    behind: () => {},
  });

/** JCC's fields for a paid order, with `checksum` when signed with `secret`. */
function fields(deps: Placed, secret?: string, over: Record<string, string> = {}) {
  const f: Record<string, string> = {
    mdOrder: deps.gatewayId,
    orderNumber: deps.order.orderNumber ?? 'R-1',
    operation: 'deposited',
    status: '1',
    ...over,
  };
  return new URLSearchParams(secret ? { ...f, checksum: callbackChecksum(f, secret) } : f);
}

const PATH = '/api/checkout/callback';
const headers = { 'x-forwarded-for': CLIENT };
const METHODS = {
  GET: (params: URLSearchParams) => new Request(`${SITE}${PATH}?${params}`, { headers }),
  // fetch's Request gives a URLSearchParams body the form content type.
  POST: (params: URLSearchParams) => new Request(`${SITE}${PATH}`, { method: 'POST', body: params, headers }),
};

const stateOf = async (deps: Placed) => (await deps.store.get(deps.order.id))?.state;

describe.each(Object.entries(METHODS))('a callback by %s', (method, request) => {
  it('with a good checksum settles the order from the gateway', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const answer = await handler(deps, SECRET)(request(fields(deps, SECRET)));
    expect(answer.status).toBe(200);
    expect(await stateOf(deps)).toBe('sent');
    expect(log.lines()).toEqual([]);
  });

  it('with a bad or missing checksum is refused 403, settles nothing and logs one line', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const wrong = fields(deps, 'another-secret');
    const forged = fields(deps, SECRET, { status: '0' });
    forged.set('status', '1');
    for (const params of [wrong, forged, fields(deps)]) {
      const answer = await handler(deps, SECRET)(request(params));
      expect(answer.status).toBe(403);
    }
    expect(await stateOf(deps)).toBe('pending');
    expect(log.lines()).toHaveLength(3);
    expect(log.lines()[0]).toEqual({
      level: 'warn',
      time: expect.any(String),
      area: 'jcc',
      msg: 'callback refused (checksum)',
      method,
      route: PATH,
      ip: CLIENT,
      order: deps.gatewayId,
    });
    for (const secretOrField of [SECRET, wrong.get('checksum')!, 'deposited', deps.order.orderNumber!])
      expect(log.text()).not.toContain(secretOrField);
  });

  it('without a secret settles whatever the checksum, and reads orderId when mdOrder is absent', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const params = fields(deps);
    params.delete('mdOrder');
    params.set('orderId', deps.gatewayId);
    expect((await handler(deps)(request(params))).status).toBe(200);
    expect(await stateOf(deps)).toBe('sent');
  });

  it('names no order in the log when the one it names is not a gateway id', async () => {
    const deps = await placedOrder();
    const params = new URLSearchParams({ mdOrder: 'x\n[jcc] forged line', checksum: 'A'.repeat(64) });
    expect((await handler(deps, SECRET)(request(params))).status).toBe(403);
    expect(log.lines()[0]).toMatchObject({ msg: 'callback refused (checksum)', order: null });
    expect(log.text()).not.toContain('forged');
  });
});

describe('a callback by POST', () => {
  it('may carry its fields in the query string, with an empty body', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const answer = await handler(
      deps,
      SECRET,
    )(new Request(`${SITE}${PATH}?${fields(deps, SECRET)}`, { method: 'POST', headers }));
    expect(answer.status).toBe(200);
    expect(await stateOf(deps)).toBe('sent');
  });

  it('refuses a body that is not a form (415) or is too large (400), settling nothing', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const json = new Request(`${SITE}${PATH}`, {
      method: 'POST',
      body: JSON.stringify({ mdOrder: deps.gatewayId }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await handler(deps)(json)).status).toBe(415);
    const large = fields(deps);
    large.set('description', 'x'.repeat(CALLBACK_MAX_BYTES));
    expect((await handler(deps)(METHODS.POST(large))).status).toBe(400);
    expect(await stateOf(deps)).toBe('pending');
  });
});
