'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { localePath } from '@/lib/i18n/paths';

/**
 * /order-confirmation opened without an order (a bookmark, the gateway's return page constant):
 * the order this tab last confirmed, when it has one; the server still decides who may see it.
 */
const noSubscription = () => () => {};

export function ConfirmationLookup() {
  // undefined on the server (not known yet), null when this tab confirmed no order.
  const id = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(CONFIRMATION_ID_KEY),
    () => undefined,
  );
  const t = useTexts('checkout');
  const locale = useLocale();
  useEffect(() => {
    if (id)
      window.location.replace(localePath(locale, `/order-confirmation?order=${encodeURIComponent(id)}`));
  }, [id, locale]);
  const noOrder = (
    <>
      <h1 className="page-title">{t.noOrder}</h1>
      <p className="mt-2 text-sm text-muted">{t.noOrderText}</p>
      <Link href="/" className="btn-solid mt-8">
        {t.continueShopping}
      </Link>
    </>
  );
  return (
    <div role="status">
      {id === null ? (
        noOrder
      ) : (
        <>
          {/* Without JavaScript no tab's order can be looked up: the server's HTML says so, and
              the lookup's line is hidden (scripting: none), as nothing is looking. */}
          <p className="text-sm text-muted noscript:hidden">{t.lookingForOrder}</p>
          <noscript>{noOrder}</noscript>
        </>
      )}
    </div>
  );
}
