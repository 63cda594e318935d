import type { Metadata } from 'next';
import { NewsletterLinkRoute, type LinkPageParams } from '@/components/newsletter/link-page';
import { NEWSLETTER_CONFIRMED, NEWSLETTER_CONFIRM_INVALID } from '@/lib/newsletter/messages';

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
};

/**
 * The link mailed after a newsletter sign-up (double opt-in). Opening it changes nothing (mail
 * scanners open links): the button posts the token to /api/newsletter/confirm, which comes back
 * here with ?status=confirmed or ?status=invalid.
 */
export default function Page({ searchParams }: { searchParams: LinkPageParams }) {
  return (
    <NewsletterLinkRoute
      searchParams={searchParams}
      title="Confirm your subscription"
      doneStatus="confirmed"
      done={NEWSLETTER_CONFIRMED}
      invalid={NEWSLETTER_CONFIRM_INVALID}
      form={(token) => ({
        action: '/api/newsletter/confirm',
        fields: { token },
        intro: 'Press the button to start getting the RUCK newsletter at this address.',
        button: 'CONFIRM SUBSCRIPTION',
      })}
    />
  );
}
