import type { Metadata } from 'next';
import { ContentPage } from '@/components/content/content-page';
import { ErrorSummary } from '@/components/withdrawal/error-summary';
import { LookupForm, TextField } from '@/components/withdrawal/lookup-form';
import { lineVariantShort, OrderHeading } from '@/components/withdrawal/order-lines';
import { orderNumber } from '@/lib/orders/order-number';
import { openLines } from '@/lib/withdrawal/eligibility';
import { getLocale } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import type { Locale } from '@/lib/i18n/locales';
import { withdrawalMessage } from '@/lib/withdrawal/texts-in';
import { formNotice } from '@/server/account/form-notice';
import { currentUser } from '@/server/runtime/current-user';
import { stores } from '@/server/runtime/stores';
import { lookedUpOrder } from '@/server/withdrawal/looked-up';

// The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085), step one: which order
// (a guest's number and email, or a signed-in customer's pick), then the name and the lines.
// Step two is /withdraw/confirm; nothing is recorded before its Confirm withdrawal.

export async function generateMetadata(): Promise<Metadata> {
  const T = MESSAGES[await getLocale()].withdrawal;
  return { title: T.pageTitle, robots: { index: false, follow: false } };
}

async function ChooseOrder({ locale }: { locale: Locale }) {
  const T = MESSAGES[locale].withdrawal;
  const user = await currentUser();
  const orders = user ? await stores().orders.paidForUser(user.userId) : [];
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="own-orders" className="mb-10 max-w-2xl">
      <h2 id="own-orders" className="mb-4 text-lg font-semibold text-ink">
        {T.yourOrders}
      </h2>
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-4 py-3">
            <OrderHeading order={{ ...order, lines: order.content.lines }} locale={locale} />
            <form method="post" action="/api/withdraw/choose">
              <input type="hidden" name="orderId" value={order.id} />
              <button
                type="submit"
                className="btn"
                aria-label={T.withdrawFromOrder.replace('{number}', orderNumber(order.id))}
              >
                {T.withdrawFromThis}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-4 text-lg font-semibold text-ink">{T.anotherOrder}</h2>
    </section>
  );
}

export default async function WithdrawPage() {
  const locale = await getLocale();
  const T = MESSAGES[locale].withdrawal;
  const [found, notice] = [await lookedUpOrder(), await formNotice('withdraw')];
  if (!found)
    return (
      <ContentPage locale={locale} title={T.pageTitle} lead={T.lead} prose={false}>
        <ChooseOrder locale={locale} />
        <LookupForm next="withdraw" notice={await formNotice('order-lookup')} locale={locale} />
      </ContentPage>
    );
  const { order, seal } = found;
  const withdrawn = await stores().withdrawals.withdrawnLines(order.id);
  const open = openLines({ ...order, lines: order.content.lines }, withdrawn, new Date());
  const chosen = new Set(seal.draft?.lines.map((l) => l.lineId));
  return (
    <ContentPage locale={locale} title={T.pageTitle} lead={T.lead} prose={false}>
      <div className="max-w-2xl">
        <OrderHeading order={{ ...order, lines: order.content.lines }} locale={locale} />
        {!open.ok ? (
          <p role="alert" className="mt-6 text-sm text-ink">
            {withdrawalMessage(open.error, locale)}
          </p>
        ) : (
          <form method="post" action="/api/withdraw/review" noValidate className="mt-6 space-y-6">
            {notice?.error && <ErrorSummary message={withdrawalMessage(notice.error, locale)} />}
            <TextField
              id="withdraw-name"
              name="name"
              label={T.nameLabel}
              autoComplete="name"
              defaultValue={seal.draft?.name}
            />
            <fieldset>
              <legend className="text-sm font-medium text-ink">{T.linesLegend}</legend>
              <ul className="mt-2 space-y-2 text-sm">
                {order.content.lines
                  .filter((l) => open.data.includes(l.id))
                  .map((l) => (
                    <li key={l.id}>
                      <label className="flex items-center gap-3">
                        <input
                          type="checkbox"
                          name="line"
                          value={l.id}
                          defaultChecked={!seal.draft || chosen.has(l.id)}
                        />
                        <span translate="no">{l.name}</span> ({lineVariantShort(l, locale)}) × {l.quantity}
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
            <button type="submit" className="btn btn-solid">
              {T.continue}
            </button>
          </form>
        )}
      </div>
    </ContentPage>
  );
}
