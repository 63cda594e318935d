'use client';

import { useShopPathname, useShopRouter } from '@/components/i18n/navigation';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { Link } from '@/components/ui/link';
import { loadUser, signedOut, useAccountUser } from './account-client';
import { AUTH_TOASTS as AUTH_TOASTS_EN, authToasts } from './auth-messages';
import { fill } from '@/lib/i18n/fill';
import { useTexts } from '@/components/i18n/client-texts-context';
import { AuthForms } from './auth-forms';

/** Ends the session on the server, then everywhere in this page; the spec's 'Logged Out' toast. */
export async function logOut(toasts: ReturnType<typeof authToasts> = AUTH_TOASTS_EN): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/logout', { method: 'POST' });
    if (!response.ok) throw new Error(String(response.status));
  } catch {
    showToast(toasts.loginError);
    return false;
  }
  signedOut();
  showToast(toasts.loggedOut);
  return true;
}

const linkClass =
  'flex min-h-10 items-center rounded-sm text-sm text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** The account menu's content: the sign-in forms for a guest, the account links for a customer. */
export function AccountMenuPanel({ onDone }: { onDone: () => void }) {
  const t = useTexts('account');
  const router = useShopRouter();
  const pathname = useShopPathname();
  const user = useAccountUser();
  const [busy, setBusy] = useState(false);

  useEffect(() => void loadUser(), []);

  // Server-rendered pages (the account area, the wishlist) follow the new session.
  const signedInHere = () => {
    onDone();
    router.refresh();
  };

  if (user === undefined) return <p className="text-sm text-muted">{t.loading}</p>;
  if (user === null) return <AuthForms onSignedIn={signedInHere} />;

  const onLogOut = async () => {
    setBusy(true);
    const done = await logOut(authToasts(t.toasts));
    setBusy(false);
    if (!done) return;
    onDone();
    // Leaving the account area rather than refreshing it, which would greet the shopper who just
    // logged out with 'Access Denied'; elsewhere the page stays and follows the signed-out state.
    if (pathname.startsWith('/account')) router.replace('/');
    else router.refresh();
  };

  return (
    <div>
      <p className="text-base font-semibold text-ink">{fill(t.hello, { name: user.name })}</p>
      <p className="mb-3 text-sm break-all text-muted">{user.email}</p>
      <ul className="border-t border-line pt-2">
        <li>
          <Link href="/account" className={linkClass}>
            {t.dashboard}
          </Link>
        </li>
        <li>
          <Link href="/account?tab=orders" className={linkClass}>
            {t.orderHistory}
          </Link>
        </li>
      </ul>
      <button type="button" className="btn mt-3 w-full" disabled={busy} onClick={() => void onLogOut()}>
        {t.logOut}
      </button>
    </div>
  );
}
