import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translate';

// The keys a request is counted under, and the refusal's words. Every limited action (a form, the
// cart quote, sign-in…) names a rule in ./rate-limits.ts and consumes one point per attempt under
// a key such as 'ip:1.2.3.4' or 'email:ana@example.com' (the counters: server/shared/rate-limiter.ts).

/**
 * The client's address. The last X-Forwarded-For entry is the one our nearest proxy appended (a
 * client can put anything before it); Next's own server fills the header from the socket when no
 * proxy set it. Falls back to X-Real-IP, then to one shared 'unknown' bucket.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown';
}

/** The key for a rule counted per client IP. */
export const ipKey = (headers: Headers): string => `ip:${clientIp(headers)}`;

/** The key for a rule counted per account: the address, trimmed and lower-cased. */
export const emailKey = (email: string): string => `email:${email.trim().toLowerCase()}`;

/** The key for a rule counted per account and client address together (a stranger's count is not the owner's). */
export const accountAddressKey = (email: string, headers: Headers): string =>
  `${emailKey(email)}|${ipKey(headers)}`;

/**
 * A refusal's message with the real wait, rounded up, in the shopper's language: 'Too many attempts.
 * Please try again in 18 minutes.' A shopper told "a few minutes" retries too early and is refused again.
 */
export function tooManyAttempts(retryAfterSeconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const t = translator(locale, 'http');
  return seconds < 60
    ? t('tooManySeconds', { n: seconds })
    : t('tooManyMinutes', { n: Math.ceil(seconds / 60) });
}
