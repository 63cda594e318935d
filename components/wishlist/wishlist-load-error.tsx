'use client';

import { useEffect } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import { wishlistToasts } from './wishlist-toasts';
import { showToast } from '@/components/ui/toast';

/** The wishlist could not be read (ERP or catalogue down): an inline alert, and the spec's toast. */
export function WishlistLoadError() {
  const t = useTexts('product');
  const { title, description } = wishlistToasts(t).loadError;
  useEffect(() => showToast(title, { description }), [title, description]);
  return (
    <div role="alert" className="rounded-sm border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-ink">
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{description}</p>
      <button type="button" className="btn mt-3" onClick={() => window.location.reload()}>
        {t.tryAgain}
      </button>
    </div>
  );
}
