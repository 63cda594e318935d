import type { OrderFacts } from '@/lib/orders/order-facts';

/** Where the order goes (address or pickup store) and how it was paid. */
export function OrderFactsList({ facts }: { facts: OrderFacts }) {
  return (
    <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-ink">{facts.delivery.title}</dt>
        {facts.delivery.lines.map((line) => (
          <dd key={line} className="text-muted">
            {line}
          </dd>
        ))}
      </div>
      <div>
        <dt className="font-semibold text-ink">Payment</dt>
        <dd className="text-muted">{facts.payment}</dd>
      </div>
    </dl>
  );
}
