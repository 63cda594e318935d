import type { Metadata } from 'next';
import { NewsletterLinkRoute, type LinkPageParams } from '@/components/newsletter/link-page';
import { NEWSLETTER_UNSUBSCRIBED, NEWSLETTER_UNSUBSCRIBE_INVALID } from '@/lib/newsletter/messages';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  robots: { index: false, follow: false },
};

/**
 * The visible unsubscribe link of every newsletter mail. Opening it changes nothing (link
 * scanners open links); its one button posts to the same one-click endpoint the mail's
 * List-Unsubscribe header names, which comes back here with ?status=done or ?status=invalid.
 */
export default function Page({ searchParams }: { searchParams: LinkPageParams }) {
  return (
    <NewsletterLinkRoute
      searchParams={searchParams}
      title="Unsubscribe"
      doneStatus="done"
      done={NEWSLETTER_UNSUBSCRIBED}
      invalid={NEWSLETTER_UNSUBSCRIBE_INVALID}
      form={(token) => ({
        action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        fields: { 'List-Unsubscribe': 'One-Click', then: 'page' },
        intro: 'Press the button to stop getting the RUCK newsletter.',
        button: 'UNSUBSCRIBE',
      })}
    />
  );
}
