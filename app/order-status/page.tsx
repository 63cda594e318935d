import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import { shopStateText } from '@/lib/orders/status-names';
import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/content/content-page';
import { LookupForm } from '@/components/withdrawal/lookup-form';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { formNotice } from '@/server/account/form-notice';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// "Where is my order": a guest's lookup by number and email (server/withdrawal/guest-lookup.ts);
// the found order is known from the signed order_lookup cookie, never from the URL.

export async function generateMetadata(): Promise<Metadata> {
  const T = MESSAGES[await getLocale()].withdrawal.lookup;
  return { title: T.statusTitle, robots: { index: false, follow: false } };
}

export default async function OrderStatusPage() {
  const locale = await getLocale();
  const W = MESSAGES[locale].withdrawal;
  const T = W.lookup;
  const found = await lookedUpOrder();
  if (!found)
    return (
      <ContentPage locale={locale} title={T.statusTitle} lead={T.statusLead} prose={false}>
        <LookupForm next="status" notice={await formNotice('order-lookup')} locale={locale} />
      </ContentPage>
    );
  const { order } = found;
  return (
    <ContentPage locale={locale} title={T.statusTitle} prose={false}>
      <section aria-labelledby="status-heading" className="max-w-2xl">
        <h2 id="status-heading" className="text-lg font-semibold text-ink">
          {shopStateText(order.state, locale) ?? order.state}
        </h2>
        <div className="mt-3">
          <OrderHeading order={{ ...order, lines: order.content.lines }} locale={locale} />
        </div>
        <OrderLines order={{ ...order, lines: order.content.lines }} locale={locale} />
        <p className="mt-6 flex flex-wrap gap-6 text-sm">
          <Link href="/withdraw" className="link">
            {W.link}
          </Link>
        </p>
      </section>
    </ContentPage>
  );
}
