import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import { AccountPageTextsProvider, type AccountPageTexts } from '@/components/account/account-page-texts';
import { headers } from 'next/headers';
import { WishlistView } from '@/app/_wishlist/wishlist-view';
import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/account/access-denied';
import { AccountDetails, type AccountDetailsData } from '@/components/account/account-details';
import { AccountTabs, parseTab, tabLabel, type AccountTab } from '@/components/account/account-tabs';
import { DeleteAccount } from '@/components/account/delete-account';
import { DownloadData } from '@/components/account/download-data';
import { OrderDetail, OrderNotFound } from '@/components/account/order-detail';
import { orderHref, ordersHref } from '@/components/account/order-format';
import { OrderList } from '@/components/account/order-list';
import { OrdersError } from '@/components/account/orders-error';
import { PasswordForm } from '@/components/account/password-form';
import { paginate } from '@/lib/listing/paginate';
import { matchesOrderNumber } from '@/lib/orders/order-number';
import { currentUser } from '@/server/runtime/current-user';
import { foreignOrderAsked, ORDERS_PER_PAGE, ordersProblem } from '@/server/account/orders-route';
import { profileRouteDeps } from '@/server/runtime/profile';
import { readProfile } from '@/server/account/profile-route';
import type { SessionUser } from '@/server/account/session';
import { pageRequest } from '@/server/http/security-event';
import { orderRouteDeps } from '@/server/runtime/account-orders';
import { readOrderReturns } from '@/server/runtime/returns';
import { linePictures } from '@/server/runtime/line-pictures';
import { shopOrderFacts } from '@/server/runtime/order-view';

// /account: a guest gets the spec's 'Access Denied' (toast, then /); a customer gets the four
// sections as links (?tab=details|orders|wishlist|manage) and only the open one's data is read.
// The ERP is read through the same collaborators as the GET handlers (server/runtime/account-orders.ts,
// and the profile through readProfile);
// the browser writes through /api/account/* and /api/auth/*.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('accountTitle'), robots: { index: false, follow: false } };
}

type Query = Record<string, string | string[] | undefined>;
interface Props {
  searchParams: Promise<Query>;
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const ID = /^[1-9]\d{0,14}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/** The same reading as GET /api/account/profile (the ownership check of the address included). */
async function readDetails(user: SessionUser): Promise<AccountDetailsData | null> {
  const profile = await readProfile(profileRouteDeps, user);
  return profile.ok ? profile.data : null;
}

async function ordersSection(user: SessionUser, query: Query): Promise<ReactNode> {
  const locale = await getLocale();
  const pageText = one(query.page);
  const page = pageText && PAGE.test(pageText) ? Number(pageText) : 1;
  const orderText = one(query.order);
  if (orderText !== undefined) {
    if (!ID.test(orderText)) return <OrderNotFound page={page} locale={locale} />;
    const id = Number(orderText);
    const found = await orderRouteDeps.readOrder(id);
    if (!found.ok)
      return found.error.kind === 'not_found' ? (
        <OrderNotFound page={page} locale={locale} />
      ) : (
        <OrdersError error={ordersProblem(found.error)} retryHref={orderHref(id, page)} locale={locale} />
      );
    if (found.data.ownerId !== user.userId) {
      foreignOrderAsked(pageRequest(await headers(), '/account'), user);
      return <OrderNotFound page={page} locale={locale} />;
    }
    const order = found.data.order;
    const [returns, facts, pictures] = await Promise.all([
      readOrderReturns(user.userId, order),
      shopOrderFacts(order.shopOrderId, user.userId, locale),
      linePictures(order.lines.map((l) => ({ productId: l.productId, colour: l.colour }))),
    ]);
    const byLine = new Map(
      order.lines.flatMap((l, i) => (pictures[i] ? [[l.id, pictures[i]] as const] : [])),
    );
    return (
      <OrderDetail
        order={order}
        page={page}
        returns={returns}
        facts={facts}
        pictures={byLine}
        locale={locale}
      />
    );
  }
  const all = await orderRouteDeps.listOrders(user.userId);
  if (!all.ok)
    return <OrdersError error={ordersProblem(all.error)} retryHref={ordersHref(page)} locale={locale} />;
  // A number quoted from the mail or the card statement finds its order.
  const search = one(query.q)?.trim() ?? '';
  const found = search ? all.data.filter((o) => matchesOrderNumber(search, o.reference)) : all.data;
  const shown = paginate(found, page, ORDERS_PER_PAGE);
  return (
    <OrderList
      orders={shown.items}
      page={shown.page}
      pageCount={shown.pageCount}
      total={shown.total}
      search={search}
      hasOrders={all.data.length > 0}
      locale={locale}
    />
  );
}

async function section(
  tab: AccountTab,
  user: SessionUser,
  query: Query,
  t: AccountPageTexts,
): Promise<ReactNode> {
  switch (tab) {
    case 'details':
      return <AccountDetails data={await readDetails(user)} unavailable={t.detailsUnavailable} />;
    case 'orders':
      return ordersSection(user, query);
    case 'wishlist':
      return <WishlistView />;
    case 'manage':
      return (
        <div className="grid gap-12">
          <PasswordForm />
          <DownloadData t={t} />
          <DeleteAccount />
        </div>
      );
  }
}

export default async function AccountPage({ searchParams }: Props) {
  const user = await currentUser();
  const texts = MESSAGES[await getLocale()].account.page;
  const t = await getTranslations('account');
  const frame = (children: ReactNode) => (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <AccountPageTextsProvider texts={texts}>{children}</AccountPageTextsProvider>
    </div>
  );
  if (!user) return frame(<AccessDenied t={texts} />);
  const query = await searchParams;
  const tab = parseTab(query.tab);
  return frame(
    <>
      <h1 className="page-title">{t('accountTitle')}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">
        {user.name ? t('helloName', { name: user.name }) : t('hello')}
      </p>
      <AccountTabs active={tab} texts={texts.tabs} />
      <section aria-labelledby="account-section-heading" className="mt-8">
        <h2 id="account-section-heading" className="mb-6 text-lg font-semibold tracking-wide text-ink">
          {tabLabel(tab, texts.tabs)}
        </h2>
        {await section(tab, user, query, texts)}
      </section>
    </>,
  );
}
