import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { ContentPage } from '@/components/content/content-page';
import { OrderHeading, OrderLines } from '@/components/withdrawal/order-lines';
import { getLocale } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import { receivedAtText } from '@/server/mail/withdrawal-mail';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// The acknowledgement on screen (Art. 11a(3)); the same content went to the order's email.

export async function generateMetadata(): Promise<Metadata> {
  const T = MESSAGES[await getLocale()].withdrawal;
  return { title: T.doneTitle, robots: { index: false, follow: false } };
}

export default async function WithdrawalDonePage() {
  const locale = await getLocale();
  const T = MESSAGES[locale].withdrawal;
  const found = await lookedUpOrder();
  const receivedAt = found?.seal.draft?.receivedAt;
  if (!found || !receivedAt) redirect(localePath(locale, '/withdraw'));
  const shown = { ...found.order, lines: found.order.content.lines };
  return (
    <ContentPage locale={locale} title={T.doneTitle} lead={T.doneLead} prose={false}>
      <div className="max-w-2xl space-y-4 text-sm">
        <OrderHeading order={shown} locale={locale} />
        <p>
          {T.received.slice(0, T.received.indexOf('{date}'))}
          <strong>{receivedAtText(receivedAt, locale)}</strong>
          {T.received.slice(T.received.indexOf('{date}') + 6).replace('{name}', found.seal.draft?.name ?? '')}
        </p>
        <OrderLines
          locale={locale}
          order={shown}
          only={new Set(found.seal.draft?.lines.map((l) => l.lineId))}
        />
      </div>
    </ContentPage>
  );
}
