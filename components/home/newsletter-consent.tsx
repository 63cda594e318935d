import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { MESSAGES } from '@/messages';

/**
 * The consent wording shown next to the newsletter form. In English it is the text the sign-up
 * stores, verbatim; a Greek page shows its Greek translation.
 */
export function NewsletterConsent({ locale = 'en' }: { locale?: Locale }) {
  const texts = MESSAGES[locale].newsletter;
  return (
    <p>
      {locale === 'en' ? NEWSLETTER_CONSENT.text : texts.consent}{' '}
      <Link href="/privacy-policy" className="underline">
        {texts.privacyPolicy}
      </Link>
    </p>
  );
}
