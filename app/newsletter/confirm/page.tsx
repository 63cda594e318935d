import type { Metadata } from 'next';
import { NewsletterLinkPage, OneButtonForm, Outcome, queryText } from '@/components/newsletter/link-page';
import { NEWSLETTER_CONFIRMED, NEWSLETTER_CONFIRM_INVALID } from '@/lib/newsletter/messages';

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The link mailed after a newsletter sign-up (double opt-in). Opening it changes nothing (mail
 * scanners open links): the button posts the token to /api/newsletter/confirm, which comes back
 * here with ?status=confirmed or ?status=invalid.
 */
export default async function Page({ searchParams }: Props) {
  const { token, status } = await searchParams;
  const text = queryText(token);
  return (
    <NewsletterLinkPage title="Confirm your subscription">
      {status === 'confirmed' ? (
        <Outcome text={NEWSLETTER_CONFIRMED} />
      ) : status === 'invalid' || !text ? (
        <Outcome text={NEWSLETTER_CONFIRM_INVALID} />
      ) : (
        <OneButtonForm
          action="/api/newsletter/confirm"
          fields={{ token: text }}
          intro="Press the button to start getting the RUCK newsletter at this address."
          button="CONFIRM SUBSCRIPTION"
        />
      )}
    </NewsletterLinkPage>
  );
}
