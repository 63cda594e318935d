'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormPostError, postJson } from '@/components/forms/post-json';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ANIMATE_CLASS } from '@/lib/animate-on-scroll';
import { NEWSLETTER_THANK_YOU_MS } from '@/lib/constants';
import { useTexts } from '@/components/i18n/client-texts-context';

export const NEWSLETTER_THANK_YOU = 'THANK YOU';
export const NEWSLETTER_ERROR = 'Something went wrong. Please try again.';

/** Captures the address on the server (POST /api/newsletter); throws with the server's message. */
export function subscribeToNewsletter(email: string, fallbackError = NEWSLETTER_ERROR): Promise<void> {
  return postJson('/api/newsletter', { email }, fallbackError);
}

export interface NewsletterProps {
  /**
   * The consent wording under the field (components/home/newsletter-consent.tsx): rendered on the
   * server and passed in, so its words are not in the page's script.
   */
  consent: ReactNode;
  /** Where the address goes; the shop's own endpoint unless a test passes another. */
  onSubscribe?: (email: string) => Promise<void>;
}

/**
 * 'JOIN THE RUCK CLUB'. On submit the address is captured on the server, then the button reads
 * THANK YOU for 3 s, resets and the email is cleared (spec; the spec's "no call" is replaced by a
 * real capture, issue 6), while a line asks to confirm from the mailed link (double opt-in). The
 * button stays disabled until hydration, so a visitor without JavaScript never sends the address in
 * a GET query string.
 */
export function Newsletter({ consent, onSubscribe }: NewsletterProps) {
  const t = useTexts('newsletter');
  const subscribe = onSubscribe ?? ((address: string) => subscribeToNewsletter(address, t.error));
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const consentId = `${inputId}-consent`;
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [thanking, setThanking] = useState(false);
  const [error, setError] = useState('');
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await subscribe(email.trim());
    } catch (failure) {
      busy.current = false;
      setError(failure instanceof FormPostError ? failure.message : t.error);
      return;
    }
    setError('');
    setThanking(true);
    timer.current = window.setTimeout(() => {
      busy.current = false;
      setThanking(false);
      setEmail('');
    }, NEWSLETTER_THANK_YOU_MS);
  };

  return (
    <section aria-labelledby="newsletter-heading" className={`${ANIMATE_CLASS} bg-neutral-100`}>
      <div className="mx-auto max-w-2xl px-4 py-14 text-center lg:py-20">
        <h2 id="newsletter-heading" className="text-xl font-semibold tracking-[0.2em] lg:text-2xl">
          {t.heading}
        </h2>
        <p className="mt-3 text-sm text-muted">{t.intro}</p>
        <form method="post" onSubmit={onSubmit} className="mx-auto mt-8 max-w-md text-left">
          <label
            htmlFor={inputId}
            className="mb-2 block text-xs font-medium tracking-[0.12em] text-muted uppercase"
          >
            {t.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row sm:gap-0">
            <input
              id={inputId}
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${consentId}` : consentId}
              onChange={(event) => setEmail(event.target.value)}
              className="h-12 w-full min-w-0 border border-ink sm:flex-1 bg-white px-4 text-sm text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            />
            <button
              type="submit"
              disabled={!hydrated}
              className="h-12 min-w-36 bg-ink px-6 text-xs font-semibold tracking-[0.2em] text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-default"
            >
              {thanking ? t.thankYou : t.subscribe}
            </button>
          </div>
          <div id={consentId} className="mt-3 text-xs text-muted">
            {consent}
          </div>
          <p role="status" className={thanking ? 'mt-3 text-sm text-ink' : 'sr-only'}>
            {thanking ? t.checkInbox : ''}
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-3 text-sm text-sale">
              {error}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
