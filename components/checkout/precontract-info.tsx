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
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

// The pre-contract information above Pay (Directive 2011/83/EU Art. 6 and 8(2)): rendered on the
// server and handed to the checkout island as markup, so it adds no client JS. The essentials stay
// open; only the full withdrawal conditions and the model form fold into <details>.

export function PrecontractInfo({
  trader,
  origin,
  locale = 'en',
}: {
  trader: TraderDetails;
  origin: string;
  /** The page's language. */
  locale?: Locale;
}) {
  const headingId = useId();
  const t = MESSAGES[locale].checkout.precontract;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border border-line p-4 text-sm text-ink">
      <h2 id={headingId} className="text-base font-semibold">
        {t.heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {traderLines(trader, locale).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {priceAndDeliveryLines(locale).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{withdrawalSummary(origin, locale)}</p>
      <p>
        <Link href={WITHDRAW_PATH} className="link">
          {MESSAGES[locale].checkout.client.withdrawLink}
        </Link>
        {' · '}
        <Link href={WITHDRAWAL_TERMS_PATH} className="link">
          {t.termsLink}
        </Link>
      </p>
      <details>
        <summary className="cursor-pointer font-medium">{t.conditionsSummary}</summary>
        <div className="mt-2 space-y-2">
          {withdrawalConditions(trader, origin, locale).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <ModelWithdrawalForm form={modelWithdrawalForm(trader, locale)} />
        </div>
      </details>
      {complaintLines(trader, origin, locale).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link href="/contact" className="link">
          {t.contactUs}
        </Link>
        {' · '}
        <a href={OUT_OF_COURT_COMPLAINTS.href} className="link">
          {t.authorityShort}
        </a>
      </p>
    </section>
  );
}
