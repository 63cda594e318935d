import type { CSSProperties } from 'react';
import { SPLASH_FADE_MS, SPLASH_SHOW_MS } from '@/lib/constants';
import { site } from '@/lib/site';
import './splash.css';

export const SPLASH_SEEN_KEY = 'splash-seen';
export const SPLASH_SEEN_CLASS = 'splash-seen';

// Runs before the overlay is parsed, so a repeat visit never paints it. sessionStorage may throw
// (privacy modes); then the splash simply shows.
const script = `try{var d=document.documentElement;if(sessionStorage.getItem('${SPLASH_SEEN_KEY}'))d.classList.add('${SPLASH_SEEN_CLASS}');else sessionStorage.setItem('${SPLASH_SEEN_KEY}','1')}catch(e){}`;

// The timings come from the spec constants; splash.css reads them as custom properties.
const timing = {
  '--splash-show': `${SPLASH_SHOW_MS}ms`,
  '--splash-fade': `${SPLASH_FADE_MS}ms`,
} as CSSProperties;

/**
 * The start-up overlay with the wordmark. Put it first in <body>; pass the request's CSP nonce.
 * Decorative only (aria-hidden), so screen readers go straight to the page.
 */
export function Splash({ nonce }: { nonce?: string }) {
  return (
    <>
      {/* Browsers hide a nonce from the DOM after parsing, so hydration would see it differ. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
      <div className="splash" aria-hidden="true" data-testid="splash" style={timing}>
        {/* The left padding balances the trailing letter-spacing so the word sits centred. */}
        <span className="pl-[0.4em] text-4xl font-semibold tracking-[0.4em] sm:text-5xl">{site.name}</span>
      </div>
    </>
  );
}
