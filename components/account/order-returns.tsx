import { ClientTexts } from '@/components/i18n/client-texts';
import { RETURN_REFUSALS, type OrderReturnsView } from '@/lib/account/returns';
import { refusalText, returnConditionIn, returnInstructionsIn } from '@/lib/account/return-texts';
import type { Order, OrderLine } from '@/lib/account/types';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { lineVariant } from '@/lib/orders/line-variant';
import { formatOrderDate } from './order-format';
import { ReturnRequestPanel, type ReturnFormLine } from './return-request';

// The returns part of a delivered order's detail (server-rendered): the order's open lines, each
// returnable or with the reason it is not, for the form's island, in the page's language.

export function OrderReturnsSection({
  order,
  items,
  returns,
  locale = 'en',
}: {
  order: Order;
  items: OrderLine[];
  returns: OrderReturnsView;
  locale?: Locale;
}) {
  if (!returns.lines)
    return <p className="mt-8 text-sm text-muted">{MESSAGES[locale].orders.detail.returnsUnavailable}</p>;
  const reasonOf = new Map(
    returns.lines.map((l) => [l.lineId, l.eligibility.eligible ? null : l.eligibility.reason]),
  );
  const requested = new Set(returns.requests.map((r) => r.lineId));
  const open: ReturnFormLine[] = items
    .filter((line) => !requested.has(line.id))
    .map((line) => {
      const reason = reasonOf.has(line.id) ? (reasonOf.get(line.id) ?? null) : RETURN_REFUSALS.contactUs;
      return {
        id: line.id,
        name: line.name || line.code,
        details: lineVariant(line, locale),
        quantity: line.quantity,
        reason: reason === null ? null : refusalText(reason, locale),
      };
    });
  if (open.length === 0 && returns.requests.length === 0) return null;
  return (
    <ClientTexts locale={locale} namespaces={['orders']}>
      <ReturnRequestPanel
        orderId={order.id}
        lines={open}
        deadline={returns.deadline}
        deadlineText={returns.deadline ? formatOrderDate(returns.deadline, locale) : ''}
        instructions={returnInstructionsIn(order.reference, locale)}
        condition={returnConditionIn(locale)}
      />
    </ClientTexts>
  );
}
