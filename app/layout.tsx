import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header, MAIN_CONTENT_ID } from '@/components/layout/header';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavMenus, NavStatus } from '@/components/layout/nav-menus';
import { Splash } from '@/components/layout/splash';
import { AnimateOnScroll } from '@/components/ui/animate-on-scroll';
import { site } from '@/lib/site';
import { config } from '@/server/config';
import { getNavigation } from '@/server/catalogue/reads';
import './globals.css';

// Every page carries a per-request CSP nonce, so nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

const inter = localFont({
  src: './fonts/InterVariable-latin.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(config().siteUrl),
    title: { default: `${site.name} | Clothing & accessories in Cyprus`, template: `%s | ${site.name}` },
    description: site.tagline,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

async function DesktopNav() {
  const nav = await getNavigation();
  return nav.ok ? <NavMenus {...nav.data} /> : <NavStatus state="error" />;
}

async function MobileNav() {
  const nav = await getNavigation();
  return <MobileMenu menus={nav.ok ? nav.data : null} />;
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en" className={inter.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink antialiased">
        <Splash nonce={nonce} />
        <Header
          nav={
            <Suspense fallback={<NavStatus state="loading" />}>
              <DesktopNav />
            </Suspense>
          }
          mobileMenu={
            <Suspense fallback={<MobileMenu menus={null} loading />}>
              <MobileNav />
            </Suspense>
          }
        />
        <main id={MAIN_CONTENT_ID} className="flex-1">
          {children}
        </main>
        <Footer />
        <AnimateOnScroll />
      </body>
    </html>
  );
}
