import { getProduct, getStock } from '@/server/catalogue/reads';
import { stockOf } from '@/lib/stock';
import type { Row, TestSandbox } from './helpers';

// A cart line the sandbox ERP can sell: the first item with a colour and size in stock, read
// through the shop's own catalogue reads (ERP_BASE_URL must point at `erp`).

export interface StockedLine {
  id: number;
  size: string;
  color: string;
  quantity: number;
}

export async function inStockLine(erp: TestSandbox): Promise<StockedLine> {
  const items = (await erp.json<Row[]>('/$TableGetView?system=pos&file=item')).body;
  for (const item of items) {
    const product = await getProduct(item.$$position);
    if (!product.ok) continue;
    const stock = await getStock(product.data.code);
    if (!stock.ok) continue;
    const colours = product.data.colours.length ? product.data.colours : [{ name: '', label: '' }];
    const sizes = product.data.sizes.length ? product.data.sizes : [''];
    for (const c of colours)
      for (const s of sizes)
        if ((stockOf(stock.data, c.name, s) ?? 0) > 0)
          return { id: item.$$position, size: s || 'One Size', color: c.label || 'Default', quantity: 1 };
  }
  throw new Error('the sandbox ERP has no item in stock');
}
