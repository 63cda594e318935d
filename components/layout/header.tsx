// A server component with client leaves (search, menus, shadow): its own markup costs less as
// RSC payload than as JavaScript on every first visit (docs/decisions/0029-header-footer-and-links.md).
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BagIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';
import { Link } from '@/components/ui/link';
import { ParsedEnd, PARSED_WHOLE_CLASS } from '@/components/ui/parsed-whole';
import { HeaderShadow } from './header-shadow';
import { iconButtonClass, languageSwitchClass, navLinkClass } from './header-styles';
import { SearchButton } from './search-button';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { TopBanner } from './top-banner';

export const HEADER_ID = 'site-header';
/** The skip link's target: the root layout must give <main> this id. */
export const MAIN_CONTENT_ID = 'main-content';

export interface HeaderProps {
  /** MEN / WOMEN / BRANDS as <li> items (<LiveNavMenus>). */
  nav: ReactNode;
  /** The mobile menu trigger (<MobileMenu>), shown below lg. */
  mobileMenu?: ReactNode;
  /** The account and cart menus; plain links when not given. */
  accountSlot?: ReactNode;
  cartSlot?: ReactNode;
}

export async function Header({ nav, mobileMenu, accountSlot, cartSlot }: HeaderProps) {
  const t = await getTranslations('layout');
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 bg-white px-4 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-ink"
      >
        {t('skipToContent')}
      </a>
      <TopBanner label={t('bannerLabel')} text={t('freeShipping')} />
      <header
        id={HEADER_ID}
        className="sticky top-0 z-40 border-b border-line bg-white transition-shadow duration-200 data-scrolled:shadow-[0_2px_12px_rgba(0,0,0,0.08)] motion-reduce:transition-none"
      >
        {/* relative below lg centres the logo; static on desktop so mega menus span the header. The
            nav is centred and the icons right-aligned, so the row is shown once whole. */}
        <div
          className={`${PARSED_WHOLE_CLASS} relative mx-auto flex h-14 max-w-screen-xl items-center px-2 sm:px-4 lg:static lg:h-16 lg:px-8`}
        >
          <div className="flex items-center lg:hidden">{mobileMenu}</div>
          <Link
            href="/"
            aria-label={t('homeLink', { name: site.name })}
            className="absolute left-1/2 -translate-x-1/2 px-1 text-xl font-semibold tracking-[0.3em] text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink lg:static lg:order-1 lg:translate-x-0 lg:text-2xl"
          >
            {site.name}
          </Link>
          <nav
            aria-label={t('mainNav')}
            className="hidden self-stretch lg:order-2 lg:flex lg:flex-1 lg:justify-center"
          >
            <ul className="flex h-full items-stretch">
              <li>
                <Link href="/collections/new-arrivals" className={navLinkClass}>
                  {t('newIn')}
                </Link>
              </li>
              <li>
                <Link href="/" className={navLinkClass}>
                  {t('home')}
                </Link>
              </li>
              {nav}
              <li>
                <Link href="/outlet" className={navLinkClass}>
                  {t('outlet')}
                </Link>
              </li>
            </ul>
          </nav>
          {/* Search sits left on phones (next to the menu) and with the icons on desktop. */}
          <div className="flex items-center lg:order-3">
            <SearchButton />
          </div>
          <div className="ml-auto flex items-center lg:order-4 lg:ml-0">
            <LanguageSwitch className={languageSwitchClass} />
            {accountSlot ?? (
              <Link href="/account" aria-label={t('account')} className={iconButtonClass}>
                <UserIcon />
              </Link>
            )}
            <Link href="/wishlist" aria-label={t('wishlist')} className={iconButtonClass}>
              <HeartIcon />
            </Link>
            {cartSlot ?? (
              <Link href="/cart" aria-label={t('cart')} className={iconButtonClass}>
                <BagIcon />
              </Link>
            )}
          </div>
          <ParsedEnd />
        </div>
        <HeaderShadow targetId={HEADER_ID} />
      </header>
    </>
  );
}
