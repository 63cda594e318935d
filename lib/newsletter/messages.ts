// What the newsletter says after a sign-up (components/home/newsletter.tsx) and on the pages
// behind its mail's links (app/newsletter/*), shared with the tests.

export const NEWSLETTER_CHECK_INBOX = 'Thank you. Please check your inbox and confirm your subscription.';

export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Welcome to the RUCK Club!';
export const NEWSLETTER_CONFIRM_INVALID =
  'This confirmation link is invalid or has expired. Sign up again on our home page to get a new one.';
export const NEWSLETTER_UNSUBSCRIBED =
  'You have been unsubscribed. You will get no more newsletter emails from us.';
export const NEWSLETTER_UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. Please use the link in our most recent email, or contact us.';
