import type { Order } from '@/lib/account/types';

export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    reference: `W${String(id).padStart(6, '0')}`,
    erpReference: `W${String(id).padStart(6, '0')}`,
    shopOrderId: null,
    date: '2026-11-14',
    createdAt: '2026-11-14T10:22',
    totalCents: 4590,
    status: 'Delivered',
    statusTone: 'delivered',
    lines: [
      {
        id: id * 10,
        productId: 9,
        code: 'TEE-9',
        name: 'Basic Tee',
        quantity: 3,
        unitPriceCents: 1530,
        totalCents: 4590,
        colour: 'BLACK',
        size: 'M',
      },
    ],
    ...overrides,
  };
}
