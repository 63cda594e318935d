import type { OrderFacts } from '@/lib/orders/order-facts';

/** Where the order goes (address or pickup store) and how it was paid. */
/** `paymentLabel`: the 'Payment' term in the page's language (English when not given). */
export function OrderFactsList({
  facts,
  paymentLabel = 'Payment',
}: {
  facts: OrderFacts;
  paymentLabel?: string;
}) {
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
        <dt className="font-semibold text-ink">{paymentLabel}</dt>
        <dd className="text-muted">{facts.payment}</dd>
      </div>
    </dl>
  );
}
