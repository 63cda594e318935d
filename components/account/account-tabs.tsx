import { Link } from '@/components/ui/link';
import type { AccountPageTexts } from './account-page-texts';

/** The tabs' words in the page's language (account.page.tabs). */
export type TabTexts = AccountPageTexts['tabs'];

// The account page's sections (spec: details, orders, wishlist, manage). Each is its own URL
// (/account?tab=orders), so the server reads only the open section's data, a tab can be linked
// and bookmarked, and the navigation works without JavaScript: plain links in a <nav>, the open
// one marked aria-current="page".

export const ACCOUNT_TABS = [
  { id: 'details', label: 'Account Details' },
  { id: 'orders', label: 'Order History' },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'manage', label: 'Manage Account' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

/** The `tab` query value as a tab; anything else (missing, repeated, unknown) is details. */
export function parseTab(value: string | string[] | undefined): AccountTab {
  const found = ACCOUNT_TABS.find((tab) => tab.id === value);
  return found ? found.id : 'details';
}

export const tabHref = (tab: AccountTab) => (tab === 'details' ? '/account' : `/account?tab=${tab}`);

/** A tab's name: the spec's English one, or the page language's from `texts`. */
export const tabLabel = (tab: AccountTab, texts?: TabTexts) =>
  texts ? texts[tab] : ACCOUNT_TABS.find((t) => t.id === tab)!.label;

const base =
  'focus-ring inline-flex min-h-10 items-center rounded-sm border px-4 text-sm font-medium whitespace-nowrap';

export function AccountTabs({ active, texts }: { active: AccountTab; texts: TabTexts }) {
  return (
    <nav aria-label={texts.nav}>
      <ul className="flex flex-wrap gap-2">
        {ACCOUNT_TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                href={tabHref(tab.id)}
                aria-current={current ? 'page' : undefined}
                className={`${base} ${current ? 'border-ink bg-ink text-white' : 'border-neutral-400 text-ink hover:bg-neutral-100'}`}
              >
                {texts[tab.id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
