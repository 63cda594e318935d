import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';
import { AccountMenu } from '@/components/account/account-menu';
import { CartMenu } from '@/components/cart/cart-menu';
import { Footer } from '@/components/layout/footer';
import { Header, MAIN_CONTENT_ID } from '@/components/layout/header';
import { LiveMobileMenu, LiveNavMenus } from '@/components/layout/live-nav';
import { Splash } from '@/components/layout/splash';
import { Toaster } from '@/components/ui/toast';
import { site } from '@/lib/site';
import { LAYOUT_FAILURE_HEADER } from '@/lib/seo/status-routes';
import { config } from '@/server/config';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/i18n/client-texts';
import { languageAlternates } from '@/lib/i18n/paths';
import { PAGE_PATH_HEADER } from '@/lib/i18n/page-path';
import './globals.css';

// Every page carries a per-request CSP nonce, so nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

const inter = localFont({
  src: './fonts/InterVariable-latin.woff2',
  variable: '--font-inter',
  // 'optional', not 'swap': a font that arrives after the first paint is kept for the next page
  // instead of swapped in, which moved the centred header nav (CLS budget 0;
  // docs/decisions/0057-nothing-moves-while-a-page-loads.md).
  display: 'optional',
  weight: '100 900',
});

export async function generateMetadata(): Promise<Metadata> {
  // Every page names itself in both languages (hreflang); an indexable page's own metadata repeats
  // them beside its canonical (lib/seo/page-metadata.ts), since a page's alternates replace these.
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? '/';
  const t = await getTranslations('layout');
  return {
    metadataBase: new URL(config().siteUrl),
    alternates: { languages: languageAlternates(path) },
    title: { default: t('metaTitle', { name: site.name }), template: `%s | ${site.name}` },
    description: t('metaDescription'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  // A failing root layout on demand, on one path (lib/seo/status-routes.ts): what a shopper gets
  // then is app/global-error.tsx, checked by tests/e2e/next-62228.spec.ts.
  if (requestHeaders.has(LAYOUT_FAILURE_HEADER)) throw new Error('The root layout failure probe');
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  const locale = await getLocale();
  return (
    <html lang={locale} className={inter.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <ClientTexts namespaces={['common', 'layout', 'search', 'cart', 'account', 'product', 'status']}>
          <Splash nonce={nonce} />
          <Header
            nav={<LiveNavMenus />}
            mobileMenu={<LiveMobileMenu />}
            accountSlot={<AccountMenu />}
            cartSlot={<CartMenu />}
          />
          <main id={MAIN_CONTENT_ID} className="flex-1">
            {children}
          </main>
          <Footer />
          <Toaster />
        </ClientTexts>
      </body>
    </html>
  );
}
