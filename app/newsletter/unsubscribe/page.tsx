import type { Metadata } from 'next';
import { NewsletterLinkPage, OneButtonForm, Outcome, queryText } from '@/components/newsletter/link-page';
import { NEWSLETTER_UNSUBSCRIBED, NEWSLETTER_UNSUBSCRIBE_INVALID } from '@/lib/newsletter/messages';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The visible unsubscribe link of every newsletter mail. Opening it changes nothing (link
 * scanners open links); its one button posts to the same one-click endpoint the mail's
 * List-Unsubscribe header names, which comes back here with ?status=done or ?status=invalid.
 */
export default async function Page({ searchParams }: Props) {
  const { token, status } = await searchParams;
  const text = queryText(token);
  return (
    <NewsletterLinkPage title="Unsubscribe">
      {status === 'done' ? (
        <Outcome text={NEWSLETTER_UNSUBSCRIBED} />
      ) : status === 'invalid' || !text ? (
        <Outcome text={NEWSLETTER_UNSUBSCRIBE_INVALID} />
      ) : (
        <OneButtonForm
          action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(text)}`}
          fields={{ 'List-Unsubscribe': 'One-Click', then: 'page' }}
          intro="Press the button to stop getting the RUCK newsletter."
          button="UNSUBSCRIBE"
        />
      )}
    </NewsletterLinkPage>
  );
}
