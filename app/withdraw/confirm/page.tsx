import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { ContentPage } from '@/components/content/content-page';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { WITHDRAWAL_TEXTS as T } from '@/lib/withdrawal/texts';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// Step two: what will be sent, and the Confirm withdrawal button; only its post records it.

export const metadata: Metadata = { title: T.reviewTitle, robots: { index: false, follow: false } };

export default async function ConfirmWithdrawalPage() {
  const found = await lookedUpOrder();
  const draft = found?.seal.draft;
  if (!found || !draft || draft.receivedAt) redirect('/withdraw');
  const { order } = found;
  const shown = { ...order, lines: order.content.lines };
  return (
    <ContentPage title={T.reviewTitle} lead={T.reviewLead} prose={false}>
      <div className="max-w-2xl space-y-4 text-sm">
        <OrderHeading order={shown} />
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-medium">Name</dt>
          <dd>{draft.name}</dd>
          <dt className="font-medium">Email</dt>
          <dd>{order.email}</dd>
        </dl>
        <h2 className="font-medium">{T.linesLegend}</h2>
        <OrderLines order={shown} only={new Set(draft.lines.map((l) => l.lineId))} />
        <form method="post" action="/api/withdraw/confirm" className="flex flex-wrap items-center gap-6 pt-4">
          <button type="submit" className="btn btn-solid">
            {T.confirmButton}
          </button>
          <Link href="/withdraw" className="link">
            Change
          </Link>
        </form>
      </div>
    </ContentPage>
  );
}
