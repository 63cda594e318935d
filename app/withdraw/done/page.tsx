import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ContentPage } from '@/components/content/content-page';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { WITHDRAWAL_TEXTS as T } from '@/lib/withdrawal/texts';
import { receivedAtText } from '@/server/mail/withdrawal-mail';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// The acknowledgement on screen (Art. 11a(3)); the same content went to the order's email.

export const metadata: Metadata = { title: T.doneTitle, robots: { index: false, follow: false } };

export default async function WithdrawalDonePage() {
  const found = await lookedUpOrder();
  const receivedAt = found?.seal.draft?.receivedAt;
  if (!found || !receivedAt) redirect('/withdraw');
  const shown = { ...found.order, lines: found.order.content.lines };
  return (
    <ContentPage title={T.doneTitle} lead={T.doneLead} prose={false}>
      <div className="max-w-2xl space-y-4 text-sm">
        <OrderHeading order={shown} />
        <p>
          Received on <strong>{receivedAtText(receivedAt)}</strong> from {found.seal.draft?.name}.
        </p>
        <OrderLines order={shown} only={new Set(found.seal.draft?.lines.map((l) => l.lineId))} />
      </div>
    </ContentPage>
  );
}
