import { expect } from 'vitest';
import { getProduct, getStock } from '@/server/catalogue/reads';
import { deliveryOptions, findVoucher, findWebOrder, processWebOrder } from '@/server/erp/checkout';
import type { StoredOrder } from '@/server/orders/order';
import { buyerAccount } from '@/server/orders/buyer-account';
import { placeOrder, type PlaceOrderDeps } from '@/server/orders/place-order';
import { priceOrderLines } from '@/server/orders/price-lines';
import type { SettleDeps } from '@/server/orders/settle';
import type { OrderStore } from '@/server/orders/store';
import { createJccGateway } from '@/server/payment/jcc';
import { stockOf } from '@/lib/stock';
import { orderInput } from '../unit/orders/fakes';
import { recordOf, type Row, type TestSandbox } from './helpers';
import { CARDS, GOOD_CARD, LOGIN, type TestJcc } from './jcc-helpers';

// Orders on both sandboxes (the ERP through ERP_BASE_URL, the JCC gateway): a line the ERP can
// sell, the order flow's collaborators on a given store, and an order placed and paid.

export interface StockedLine {
  id: number;
  size: string;
  color: string;
  quantity: number;
}

/** The first item with a colour and size in stock, read through the shop's own catalogue reads. */
export async function inStockLine(erp: TestSandbox): Promise<StockedLine> {
  const items = (await erp.json<Row[]>('/$TableGetView?system=pos&file=item')).body;
  for (const item of items) {
    const product = await getProduct(recordOf(item));
    if (!product.ok) continue;
    const stock = await getStock(product.data.code);
    if (!stock.ok) continue;
    const colours = product.data.colours.length ? product.data.colours : [{ name: '', label: '' }];
    const sizes = product.data.sizes.length ? product.data.sizes : [''];
    for (const c of colours)
      for (const s of sizes)
        if ((stockOf(stock.data, c.name, s) ?? 0) > 0)
          return { id: recordOf(item), size: s || 'One Size', color: c.label || 'Default', quantity: 1 };
  }
  throw new Error('the sandbox ERP has no item in stock');
}

export function sandboxOrderDeps(store: OrderStore, jcc: TestJcc) {
  const gateway = createJccGateway({ baseUrl: jcc.restUrl, ...LOGIN, sandbox: true });
  const place: PlaceOrderDeps = {
    store,
    gateway,
    priceLines: priceOrderLines,
    deliveryOptions,
    findVoucher: (code) => findVoucher(code),
    accountOf: buyerAccount,
    siteUrl: 'https://ruck.example',
    viewTokenHash: () => 'h',
    now: Date.now,
  };
  const settle: SettleDeps = {
    store,
    gateway,
    processWebOrder: (p) => processWebOrder(p),
    findWebOrder,
    now: Date.now,
  };
  return { store, place, settle };
}

/** An order of `line` placed and paid with the success card on the hosted page; not settled yet. */
export async function placeAndPay(
  line: StockedLine,
  jcc: TestJcc,
  d: ReturnType<typeof sandboxOrderDeps>,
): Promise<StoredOrder> {
  const result = await placeOrder(orderInput({ lines: [line] }), null, d.place);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  const paid = await jcc.pay(result.data.redirectUrl, {
    ...GOOD_CARD,
    cardNumber: CARDS.success,
    action: 'pay',
  });
  expect(paid.location).toContain('https://ruck.example/api/checkout/return');
  return (await d.store.get(result.data.orderId))!;
}
