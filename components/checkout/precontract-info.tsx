import { useId } from 'react';
import { ModelWithdrawalForm } from '@/components/content/model-withdrawal-form';
import { Link } from '@/components/ui/link';
import {
  OUT_OF_COURT_COMPLAINTS,
  complaintLines,
  priceAndDeliveryLines,
  withdrawalSummary,
} from '@/lib/precontract/precontract-info';
import { traderLines, type TraderDetails } from '@/lib/precontract/trader';
import {
  WITHDRAWAL_TERMS_PATH,
  modelWithdrawalForm,
  withdrawalConditions,
} from '@/lib/precontract/withdrawal';
import { WITHDRAW_PATH, WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';

// The pre-contract information above Pay (Directive 2011/83/EU Art. 6 and 8(2)): rendered on the
// server and handed to the checkout island as markup, so it adds no client JS. The essentials stay
// open; only the full withdrawal conditions and the model form fold into <details>.

export function PrecontractInfo({ trader, origin }: { trader: TraderDetails; origin: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 border border-line p-4 text-sm text-ink">
      <h2 id={headingId} className="text-base font-semibold">
        Before you pay
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {traderLines(trader).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {priceAndDeliveryLines().map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{withdrawalSummary(origin)}</p>
      <p>
        <Link href={WITHDRAW_PATH} className="link">
          {WITHDRAWAL_TEXTS.link}
        </Link>
        {' · '}
        <Link href={WITHDRAWAL_TERMS_PATH} className="link">
          Right of withdrawal in our terms
        </Link>
      </p>
      <details>
        <summary className="cursor-pointer font-medium">
          Withdrawal conditions and model withdrawal form
        </summary>
        <div className="mt-2 space-y-2">
          {withdrawalConditions(trader, origin).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <ModelWithdrawalForm form={modelWithdrawalForm(trader)} />
        </div>
      </details>
      {complaintLines(trader, origin).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link href="/contact" className="link">
          Contact us
        </Link>
        {' · '}
        <a href={OUT_OF_COURT_COMPLAINTS.href} className="link">
          Consumer Protection Service
        </a>
      </p>
    </section>
  );
}
