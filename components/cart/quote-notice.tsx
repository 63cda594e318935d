import type { QuoteLine } from '@/lib/cart/quote';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE } from '@/lib/i18n/locales';

const buttonClass =
  'focus-ring mt-1 rounded-sm text-xs font-medium text-ink underline underline-offset-2 hover:no-underline';

export interface QuoteNoticeProps {
  line: QuoteLine;
  /** The product name as the cart shows it, for distinct button names per row. */
  name: string;
  onReduce: (quantity: number) => void;
  onRemove: () => void;
}

/** What the server's quote says about one cart line, with the fix next to the problem. */
export function QuoteNotice({ line, name, onReduce, onRemove }: QuoteNoticeProps) {
  const t = useTexts('cart');
  const locale = useLocale();
  if (line.status === 'unavailable') {
    // An ERP outage is not the item's fault: say so instead of calling it gone.
    const text = line.reason === 'unreachable' ? t.unreachable : t.unavailable;
    return (
      <div className="text-sale">
        <p>{text}</p>
        <button
          type="button"
          aria-label={fill(t.removeBecause, { name, reason: text.toLocaleLowerCase(INTL_LOCALE[locale]) })}
          onClick={onRemove}
          className={buttonClass}
        >
          {t.remove}
        </button>
      </div>
    );
  }
  return (
    <>
      {line.previousPriceCents !== null && (
        <p className="text-ink">
          {fill(t.priceUpdated, {
            was: formatMoney(line.previousPriceCents, locale),
            now: formatMoney(line.unitPriceCents, locale),
          })}
        </p>
      )}
      {line.status === 'insufficient_stock' && line.available !== null && (
        <div className="text-sale">
          <p>{fill(t.onlyLeft, { count: line.available })}</p>
          <button
            type="button"
            aria-label={fill(t.reduceToNamed, { count: line.available, name })}
            onClick={() => onReduce(line.available!)}
            className={buttonClass}
          >
            {fill(t.reduceTo, { count: line.available })}
          </button>
        </div>
      )}
      {line.available === null && <p>{t.stockUnconfirmed}</p>}
    </>
  );
}
