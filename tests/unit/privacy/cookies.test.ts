import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/components/cart/use-cart';
import { CHECKOUT_DRAFT_KEY } from '@/components/checkout/checkout-draft';
import { SPLASH_SEEN_KEY } from '@/components/layout/splash';
import { FORM_NOTICE_COOKIE, FORM_NOTICE_MAX_AGE_SECONDS } from '@/lib/account/form-notice';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/signed-in-hint';
import {
  ALLOWED_COOKIE_NAMES,
  listedCookieName,
  SHOP_BROWSER_STORAGE,
  SHOP_COOKIES,
} from '@/lib/privacy/cookies';
import { RECENTLY_VIEWED_KEY } from '@/lib/recently-viewed';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/server/account/session';
import { ORDER_VIEW_COOKIE, ORDER_VIEW_MAX_AGE_SECONDS } from '@/server/orders/view';
import { ORDER_LOOKUP_COOKIE, ORDER_LOOKUP_MAX_AGE_SECONDS } from '@/server/withdrawal/lookup-cookie';

// The privacy page's list (lib/privacy/cookies.ts) against the code: every name the code writes is
// listed, and every file that writes a cookie or browser storage is one this test knows, so a new
// writer fails here until it is listed (and its cookie shown on the privacy page).

const root = join(__dirname, '..', '..', '..');
const WRITER =
  /Set-Cookie'|cookies\.set\(|document\.cookie\s*=|(local|session)Storage\.setItem\(|getIronSession\(/;

/** The files that write a cookie or browser storage, and what each writes. */
const KNOWN_WRITERS: Record<string, string[]> = {
  'server/account/session.ts': [SESSION_COOKIE, SIGNED_IN_HINT_COOKIE],
  'server/account/auth-http.ts': [SESSION_COOKIE, SIGNED_IN_HINT_COOKIE],
  // The plain-form routes answer through it: sign-in, password, the order lookup and withdrawal.
  'server/account/form-post.ts': [
    FORM_NOTICE_COOKIE,
    SESSION_COOKIE,
    SIGNED_IN_HINT_COOKIE,
    ORDER_LOOKUP_COOKIE,
  ],
  'server/withdrawal/lookup-route.ts': [ORDER_LOOKUP_COOKIE],
  'server/orders/checkout-route.ts': [ORDER_VIEW_COOKIE],
  'lib/account/signed-in-hint.ts': [SIGNED_IN_HINT_COOKIE],
  'components/cart/use-cart.ts': [CART_STORAGE_KEY],
  'components/product/recently-viewed.tsx': [RECENTLY_VIEWED_KEY],
  'components/checkout/checkout-draft.ts': [CHECKOUT_DRAFT_KEY],
  'components/checkout/order-confirmation.tsx': [CONFIRMATION_ID_KEY, 'order-toast:{order number}'],
  'components/layout/splash.tsx': [SPLASH_SEEN_KEY],
  // The language choice (lib/i18n/language-choice.ts decides when it is remembered).
  'proxy.ts': [LANGUAGE_COOKIE],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the cookies and storage the shop lists', () => {
  const listed = new Set([...SHOP_COOKIES, ...SHOP_BROWSER_STORAGE].map((item) => item.name));

  it('lists every name the code writes', () => {
    for (const names of Object.values(KNOWN_WRITERS))
      for (const name of names) expect(listed).toContain(name);
  });

  it('knows every file that writes a cookie or browser storage', () => {
    const writers = ['app', 'components', 'lib', 'server']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .concat(join(root, 'proxy.ts'))
      .filter((file) => WRITER.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(writers.sort()).toEqual(Object.keys(KNOWN_WRITERS).sort());
  });

  it('gives each entry a purpose and a lifetime that match the code', () => {
    for (const item of [...SHOP_COOKIES, ...SHOP_BROWSER_STORAGE]) {
      expect(item.purpose.length).toBeGreaterThan(10);
      expect(item.lifetime.length).toBeGreaterThan(3);
    }
    const lifetime = (name: string) => SHOP_COOKIES.find((c) => c.name === name)?.lifetime;
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(lifetime(SESSION_COOKIE)).toContain('30 days');
    expect(ORDER_VIEW_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(lifetime(ORDER_VIEW_COOKIE)).toBe('30 days');
    expect(ORDER_LOOKUP_MAX_AGE_SECONDS).toBe(15 * 60);
    expect(lifetime(ORDER_LOOKUP_COOKIE)).toBe('15 minutes');
    expect(FORM_NOTICE_MAX_AGE_SECONDS).toBe(60);
    expect(lifetime(FORM_NOTICE_COOKIE)).toBe('1 minute');
  });

  it('reads the secure cookie names as their listed names, and nothing else as listed', () => {
    expect(ALLOWED_COOKIE_NAMES.has(listedCookieName('__Host-session'))).toBe(true);
    expect(ALLOWED_COOKIE_NAMES.has(listedCookieName('_ga'))).toBe(false);
    expect(ALLOWED_COOKIE_NAMES.has(listedCookieName('__Host-tracker'))).toBe(false);
  });
});
