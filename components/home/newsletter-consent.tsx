import { Link } from '@/components/ui/link';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';

/** The consent wording shown next to the newsletter form: the text the sign-up stores, verbatim. */
export function NewsletterConsent() {
  return (
    <p>
      {NEWSLETTER_CONSENT.text}{' '}
      <Link href="/privacy-policy" className="underline">
        Privacy Policy
      </Link>
    </p>
  );
}
