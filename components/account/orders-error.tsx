import { Link } from '@/components/ui/link';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { ToastOnMount } from './toast-on-mount';

/**
 * The problem as the page's language says it: server/account/orders-route.ts's ordersProblem
 * writes the English words, which the catalogue holds beside their Greek.
 */
function problemText(error: string, locale: Locale): string {
  const en = MESSAGES.en.orders.problems;
  const key = (['timeout', 'unavailable'] as const).find((k) => en[k] === error);
  return key ? MESSAGES[locale].orders.problems[key] : error;
}

/** Spec: 'Error loading orders: {error}', inline (an alert that stays) and as a toast. */
export function OrdersError({
  error,
  retryHref,
  locale = 'en',
}: {
  error: string;
  retryHref: string;
  locale?: Locale;
}) {
  const t = MESSAGES[locale].orders.problems;
  const message = fill(t.error, { error: problemText(error, locale) });
  return (
    <div>
      <p role="alert" className="text-sm text-sale">
        {message}
      </p>
      <Link href={retryHref} className="link mt-3">
        {t.tryAgain}
      </Link>
      <ToastOnMount title={message} />
    </div>
  );
}
