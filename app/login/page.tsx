import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import { LoginPage } from '@/components/account/login-page';
import { safeReturnUrl } from '@/lib/account/return-url';
import { currentUser } from '@/server/runtime/current-user';
import { formNotice } from '@/server/account/form-notice';
import { orderForViewer } from '@/server/runtime/order-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('loginTitle'), robots: { index: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A guest's "Create an account" from an order (`?register=<order id>`): the form opens with the
 * order's email, only for the browser that may see that order (its view cookie); anyone else gets
 * the plain page. The email never travels in the URL, and the account attaches no order: a guest
 * order stays the guest's (decision 0071).
 */
async function guestOrderEmail(orderId: string | string[] | undefined): Promise<string | undefined> {
  if (typeof orderId !== 'string' || !orderId) return undefined;
  const order = await orderForViewer(orderId);
  return order && order.userId === null ? order.email : undefined;
}

/** Sign in or create an account, then back to `returnUrl` (a path on this site, nothing else). */
export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const returnUrl = safeReturnUrl(query.returnUrl, '/account');
  if (await currentUser()) redirect(localePath(await getLocale(), returnUrl));
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <LoginPage
        returnUrl={returnUrl}
        notice={await formNotice('login')}
        registerEmail={await guestOrderEmail(query.register)}
      />
    </div>
  );
}
