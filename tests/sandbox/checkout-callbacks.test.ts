// JCC's callback end to end on the sandboxes: the sandbox gateway, by GET and by POST as its
// switch says, calls the shop's own callback handler over HTTP with a checksum; the handler checks
// it and settles the paid order from the gateway's status into the sandbox ERP. Nobody returns
// from the card page here: the callback alone settles the order.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { callbackHandler } from '@/server/orders/return-route';
import { sqliteOrderStore } from '@/server/orders/store';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { openShopDb } from '@/server/store/db';
import { startTestSandbox, type TestSandbox } from './helpers';
import { startCallbackReceiver, startTestJcc } from './jcc-helpers';
import { inStockLine, placeAndPay, sandboxOrderDeps, type StockedLine } from './sandbox-orders';

const SECRET = 'shared-callback-secret';
let erp: TestSandbox;
let line: StockedLine;
const log = captureLog();
beforeAll(async () => {
  erp = await startTestSandbox({ seedItems: 60 });
  vi.stubEnv('ERP_BASE_URL', erp.url);
  line = await inStockLine(erp);
}, 60_000);
afterAll(() => erp?.stop());

/**
 * The sandbox gateway sending callbacks by `method` with `gatewaySecret`, to the shop's handler
 * checking them with `shopSecret`; an order placed and paid there.
 */
async function paidWithCallback(method: 'GET' | 'POST', gatewaySecret: string, shopSecret: string) {
  // The handler's collaborators need the gateway, whose callback URL is the handler's.
  const shop: { settle?: ReturnType<typeof sandboxOrderDeps>['settle'] } = {};
  const receiver = await startCallbackReceiver(
    callbackHandler({
      settle: () => shop.settle!,
      siteUrl: () => 'https://ruck.example',
      callbackSecret: () => shopSecret,
      verifyChecksum: verifyCallbackChecksum,
      behind: () => {},
    }),
  );
  const jcc = await startTestJcc({
    callbackUrl: receiver.url,
    callbackSecret: gatewaySecret,
    callbackMethod: method,
  });
  const d = sandboxOrderDeps(sqliteOrderStore(openShopDb(':memory:')), jcc);
  shop.settle = d.settle;
  const order = await placeAndPay(line, jcc, d);
  const [callback] = await receiver.waitFor(1, 10_000);
  // The gateway records a delivery once it has read the answer: a moment after the handler sent it.
  const deliveries = () =>
    vi.waitFor(async () => {
      const list = (await (await fetch(`${jcc.url}/__sandbox/callbacks`)).json()) as {
        httpStatus: number | null;
      }[];
      expect(list).not.toHaveLength(0);
      return list;
    });
  return {
    callback,
    state: async () => (await d.store.get(order.id))?.state,
    deliveries,
    close: () => Promise.all([jcc.close(), receiver.close()]),
  };
}

describe.each(['GET', 'POST'] as const)('a callback by %s', (method) => {
  it('with the shared secret settles the paid order into the ERP', async () => {
    const run = await paidWithCallback(method, SECRET, SECRET);
    try {
      expect(run.callback.method).toBe(method);
      expect(await run.state()).toBe('sent');
      expect((await run.deliveries()).map((d) => d.httpStatus)).toEqual([200]);
    } finally {
      await run.close();
    }
  });

  it('signed with another secret is refused 403 and settles nothing', async () => {
    const run = await paidWithCallback(method, 'a-different-secret', SECRET);
    try {
      expect(await run.state()).toBe('pending');
      expect((await run.deliveries()).map((d) => d.httpStatus)).toEqual([403]);
      expect(log.find({ area: 'jcc', msg: 'callback refused (checksum)' })).toBeDefined();
    } finally {
      await run.close();
    }
  });
});
