import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

// On phones the order summary sits above Pay, folded to one line with the total (the same
// server-priced total Pay shows): 'Show order summary · €69.80'. From lg the summary is beside the
// form, so this is hidden there. The panel is rendered only while open, so the page holds one
// summary at a time.

export function OrderSummaryToggle({ totalCents, children }: { totalCents: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useTexts('checkout');
  const locale = useLocale();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-4 border border-line px-4 py-3 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <span>{fill(open ? t.hideSummary : t.showSummary, { total: formatMoney(totalCents, locale) })}</span>
        <ChevronIcon width={16} height={16} className={open ? 'rotate-180' : undefined} />
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && children}
      </div>
    </div>
  );
}
