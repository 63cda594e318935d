'use client';

import { useEffect } from 'react';
import { useShopRouter } from '@/components/i18n/navigation';
import { showToast } from '@/components/ui/toast';
import { useAccountPageTexts } from './account-page-texts';

/** Spec: a logged-out visitor gets the 'Access Denied' toast and goes to /. Renders nothing. */
export function AccessDeniedRedirect() {
  const router = useShopRouter();
  const { accessDeniedTitle, accessDenied } = useAccountPageTexts().toasts;
  useEffect(() => {
    showToast(accessDeniedTitle, { description: accessDenied });
    router.replace('/');
  }, [router, accessDeniedTitle, accessDenied]);
  return null;
}
