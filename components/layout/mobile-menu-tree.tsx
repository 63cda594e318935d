'use client';

import type { ReactNode } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronIcon } from '@/components/ui/icons';
import type { Brand, CategoryGroup, Gender } from '@/lib/types';
import { Link } from '@/components/ui/link';
import type { NavMenuData } from './nav-data';
import { useTexts } from '@/components/i18n/client-texts-context';

const rowClass =
  'flex min-h-12 w-full items-center justify-between px-4 text-sm font-medium tracking-[0.14em] uppercase focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink';
// Category lists open dozens of links at once; they skip prefetching to spare the server.
const subLinkClass =
  'block py-1.5 text-sm text-neutral-700 focus-visible:outline-2 focus-visible:outline-ink';

/** What a shopper looks for beside the catalogue, as the desktop header's icons and footer offer it. */
const SERVICE_LINKS = [
  { href: '/account', label: 'account' },
  { href: '/wishlist', label: 'wishlist' },
  { href: '/stores', label: 'stores' },
  { href: '/faqs', label: 'help' },
] as const;
const serviceLinkClass =
  'flex min-h-11 items-center px-4 text-sm text-neutral-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink';

export function MobileMenuTree({ menus, loading }: { menus: NavMenuData | null; loading: boolean }) {
  const t = useTexts('layout');
  const status = loading ? t.loading : menus ? null : t.failed;
  return (
    <nav aria-label={t.mobileNav}>
      <ul className="divide-y divide-line border-b border-line">
        <li>
          <Link href="/collections/new-arrivals" className={rowClass}>
            {t.newIn}
          </Link>
        </li>
        <li>
          <Link href="/" className={rowClass}>
            {t.home}
          </Link>
        </li>
        {status && <li className="px-4 py-3 text-sm text-muted">{status}</li>}
        {menus && (
          <>
            <Expandable label={t.men} href="/men">
              <GenderTree gender="men" groups={menus.men} />
            </Expandable>
            <Expandable label={t.women} href="/women">
              <GenderTree gender="women" groups={menus.women} />
            </Expandable>
            <Expandable label={t.brands} href="/brands">
              <BrandList brands={menus.brands} />
            </Expandable>
          </>
        )}
        <li>
          <Link href="/outlet" className={rowClass}>
            {t.outlet}
          </Link>
        </li>
      </ul>
      <ul className="py-2">
        {SERVICE_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={serviceLinkClass}>
              {t[label]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A top-level row: the button expands; the first link inside goes to the section's own page. */
function Expandable({ label, href, children }: { label: string; href: string; children: ReactNode }) {
  return (
    <li>
      <Disclosure>
        <DisclosureButton className={`group ${rowClass}`}>
          {label}
          <ChevronIcon width={16} height={16} className="group-data-open:rotate-180" />
        </DisclosureButton>
        <DisclosurePanel className="px-4 pb-4">
          <Link href={href} className={`${subLinkClass} font-medium text-ink underline`}>
            View all {label}
          </Link>
          {children}
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

function GenderTree({ gender, groups }: { gender: Gender; groups: CategoryGroup[] }) {
  return (
    <ul>
      {groups.map((group) => (
        <li key={group.type.id} className="mt-4">
          <p className="mb-1 text-xs font-semibold tracking-[0.16em] text-ink uppercase">
            {group.type.label}
          </p>
          <ul>
            {group.categories.map((category) => (
              <li key={category.id}>
                <Disclosure>
                  <div className="flex items-center justify-between">
                    <Link href={`/${gender}/category/${category.id}`} className={subLinkClass}>
                      {category.name}
                    </Link>
                    {category.subcategories.length > 0 && (
                      <DisclosureButton
                        aria-label={`${category.name} subcategories`}
                        className="group inline-flex size-10 items-center justify-center focus-visible:outline-2 focus-visible:outline-ink"
                      >
                        <ChevronIcon width={16} height={16} className="group-data-open:rotate-180" />
                      </DisclosureButton>
                    )}
                  </div>
                  <DisclosurePanel as="ul" className="mb-2 border-l border-line pl-4">
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <Link href={sub.link} className={subLinkClass}>
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function BrandList({ brands }: { brands: Brand[] }) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-x-4">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link href={`/brands/${brand.id}`} className={subLinkClass}>
            {brand.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
