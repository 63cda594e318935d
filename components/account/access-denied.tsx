import { Link } from '@/components/ui/link';
import type { AccountPageTexts } from './account-page-texts';
import { ACCOUNT_LOGIN_HREF } from './account-messages';
import { AccessDeniedRedirect } from './access-denied-redirect';

/**
 * The account page for a guest: the spec's texts and a sign-in link (what a visitor without
 * JavaScript reads), and the island that shows the toast and goes to / (spec).
 */
export function AccessDenied({ t }: { t: AccountPageTexts }) {
  const title = t.toasts.accessDeniedTitle;
  const description = t.toasts.accessDenied;
  return (
    <div className="max-w-xl">
      <h1 className="page-title mb-4">{title}</h1>
      <p className="text-sm text-muted">{description}</p>
      <Link href={ACCOUNT_LOGIN_HREF} className="btn-solid mt-6">
        {t.signIn}
      </Link>
      <AccessDeniedRedirect />
    </div>
  );
}
