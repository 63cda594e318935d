import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/content/content-page';
import { LookupForm } from '@/components/withdrawal/lookup-form';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { ORDER_LOOKUP_TEXTS as T, WITHDRAWAL_TEXTS as W } from '@/lib/withdrawal/texts';
import { formNotice } from '@/server/account/form-notice';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// "Where is my order": a guest's lookup by number and email (server/withdrawal/guest-lookup.ts);
// the found order is known from the signed order_lookup cookie, never from the URL.

export const metadata: Metadata = { title: T.statusTitle, robots: { index: false, follow: false } };

export default async function OrderStatusPage() {
  const found = await lookedUpOrder();
  if (!found)
    return (
      <ContentPage title={T.statusTitle} lead={T.statusLead} prose={false}>
        <LookupForm next="status" notice={await formNotice('order-lookup')} />
      </ContentPage>
    );
  const { order } = found;
  return (
    <ContentPage title={T.statusTitle} prose={false}>
      <section aria-labelledby="status-heading" className="max-w-2xl">
        <h2 id="status-heading" className="text-lg font-semibold text-ink">
          {T.state[order.state] ?? order.state}
        </h2>
        <div className="mt-3">
          <OrderHeading order={{ ...order, lines: order.content.lines }} />
        </div>
        <OrderLines order={{ ...order, lines: order.content.lines }} />
        <p className="mt-6 flex flex-wrap gap-6 text-sm">
          <Link href="/withdraw" className="link">
            {W.link}
          </Link>
        </p>
      </section>
    </ContentPage>
  );
}
