import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { ContentPage } from '@/components/content/content-page';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { getLocale } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// Step two: what will be sent, and the Confirm withdrawal button; only its post records it.

export async function generateMetadata(): Promise<Metadata> {
  const T = MESSAGES[await getLocale()].withdrawal;
  return { title: T.reviewTitle, robots: { index: false, follow: false } };
}

export default async function ConfirmWithdrawalPage() {
  const locale = await getLocale();
  const T = MESSAGES[locale].withdrawal;
  const found = await lookedUpOrder();
  const draft = found?.seal.draft;
  if (!found || !draft || draft.receivedAt) redirect(localePath(locale, '/withdraw'));
  const { order } = found;
  const shown = { ...order, lines: order.content.lines };
  return (
    <ContentPage locale={locale} title={T.reviewTitle} lead={T.reviewLead} prose={false}>
      <div className="max-w-2xl space-y-4 text-sm">
        <OrderHeading order={shown} locale={locale} />
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-medium">{T.name}</dt>
          <dd>{draft.name}</dd>
          <dt className="font-medium">{T.email}</dt>
          <dd>{order.email}</dd>
        </dl>
        <h2 className="font-medium">{T.linesLegend}</h2>
        <OrderLines locale={locale} order={shown} only={new Set(draft.lines.map((l) => l.lineId))} />
        <form method="post" action="/api/withdraw/confirm" className="flex flex-wrap items-center gap-6 pt-4">
          <button type="submit" className="btn btn-solid">
            {T.confirmButton}
          </button>
          <Link href="/withdraw" className="link">
            {T.change}
          </Link>
        </form>
      </div>
    </ContentPage>
  );
}
