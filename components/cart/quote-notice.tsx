import type { QuoteLine } from '@/lib/cart/quote';
import { formatMoney } from '@/lib/money';

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
  if (line.status === 'unavailable') {
    // An ERP outage is not the item's fault: say so instead of calling it gone.
    const text = line.reason === 'unreachable' ? 'Could not be checked right now' : 'No longer available';
    return (
      <div className="text-sale">
        <p>{text}</p>
        <button
          type="button"
          aria-label={`Remove ${name} (${text.toLowerCase()})`}
          onClick={onRemove}
          className={buttonClass}
        >
          Remove
        </button>
      </div>
    );
  }
  return (
    <>
      {line.previousPriceCents !== null && (
        <p className="text-ink">{`Price updated: was ${formatMoney(line.previousPriceCents)}, now ${formatMoney(line.unitPriceCents)}`}</p>
      )}
      {line.status === 'insufficient_stock' && line.available !== null && (
        <div className="text-sale">
          <p>{`Only ${line.available} left`}</p>
          <button
            type="button"
            aria-label={`Reduce to ${line.available}: ${name}`}
            onClick={() => onReduce(line.available!)}
            className={buttonClass}
          >
            {`Reduce to ${line.available}`}
          </button>
        </div>
      )}
      {line.available === null && <p>Stock could not be confirmed</p>}
    </>
  );
}
