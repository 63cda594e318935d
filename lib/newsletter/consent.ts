// The words shown next to the newsletter form, and the version the store keeps with each address
// as proof of what its owner agreed to (GDPR Art. 7(1)). The form renders NEWSLETTER_CONSENT.text
// (followed by a link to the Privacy Policy) and the sign-up stores this same object, so the two
// cannot drift apart. Changing the wording
// means a new version; addresses keep the version and text they were given with.

export interface NewsletterConsent {
  version: string;
  text: string;
}

export const NEWSLETTER_CONSENT: NewsletterConsent = {
  version: '2026-11-28',
  text: 'By subscribing you agree that RUCK may email you news and offers. We first send you a link to confirm your address, and every email has a link to unsubscribe at any time.',
};

/**
 * The consent as a Greek page shows it (messages/el/newsletter.json): stored with the addresses
 * given there, under its own version, so each address keeps the words its owner read.
 */
export function consentIn(locale: 'en' | 'el', greekText: string): NewsletterConsent {
  return locale === 'en'
    ? NEWSLETTER_CONSENT
    : { version: `${NEWSLETTER_CONSENT.version}-el`, text: greekText };
}
