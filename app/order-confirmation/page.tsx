import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmationLookup } from '@/components/checkout/confirmation-lookup';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/i18n/client-texts';
import { fill } from '@/lib/i18n/fill';
import { MESSAGES } from '@/messages';
import type { Locale } from '@/lib/i18n/locales';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { deliveryRowLabel } from '@/lib/checkout/delivery-names';
import { lineVariant } from '@/lib/orders/line-variant';
import { orderNumber } from '@/lib/orders/order-number';
import { orderFacts } from '@/server/orders/order-facts';
import { linePictures, orderLinePictureKeys } from '@/server/runtime/line-pictures';
import { orderForViewer } from '@/server/runtime/order-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('confirmationTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The order the gateway's return led to, shown to its buyer only (the signed-in customer, or the
 * browser holding the guest's view cookie); anyone else gets the not-found page. Safe to reload.
 * `?pending=1` with no order is the return that could not look the order up (the shop's database
 * out of reach): the payment is being confirmed. With the database out of reach here, the page
 * throws StoreUnavailableError and app/error.tsx says so.
 */
export default async function Page(props: Props) {
  const locale = await getLocale();
  return (
    <ClientTexts locale={locale} namespaces={['checkout']}>
      {await confirmation(props, locale)}
    </ClientTexts>
  );
}

async function confirmation({ searchParams }: Props, locale: Locale) {
  const query = await searchParams;
  const t = MESSAGES[locale].checkout.client;
  const id = typeof query.order === 'string' ? query.order : '';
  const shell = 'mx-auto max-w-3xl px-4 py-8 lg:py-12';
  if (!id && query.pending === '1')
    return (
      <div className={shell} role="status">
        <h1 className="page-title">{t.confirming}</h1>
        <p className="mt-2 text-sm text-muted">{t.payment.confirmingLater}</p>
      </div>
    );
  if (!id)
    return (
      <div className={shell}>
        <ConfirmationLookup />
      </div>
    );
  // proxy.ts answered an order this viewer may not see with the complete 404 already; this one
  // covers a client navigation and an order gone between the two reads.
  const order = await orderForViewer(id);
  if (!order) notFound();
  const { content } = order;
  const pictures = await linePictures(orderLinePictureKeys(order));
  return (
    <div className={shell}>
      <OrderConfirmation
        order={{
          id: order.id,
          reference: orderNumber(order.id),
          state: order.state,
          email: order.email,
          lines: content.lines.map((l, i) => ({
            key: `${l.id}:${l.color}:${l.size}`,
            name: l.name,
            variant: lineVariant({ colour: l.color, size: l.size }, locale),
            quantity: fill(t.quantity, { count: l.quantity }),
            totalCents: l.unitPriceCents * l.quantity,
            href: pictures[i]?.href ?? null,
            image: pictures[i]?.image ?? null,
          })),
          deliveryLabel: deliveryRowLabel(content.delivery, t),
          facts: orderFacts(order, locale),
          voucher: content.voucher ?? null,
          totals: content.totals,
          guest: order.userId === null,
        }}
      />
    </div>
  );
}
