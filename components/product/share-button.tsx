'use client';

import { showToast } from '@/components/ui/toast';
import { ShareIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_NOT_COPIED = 'Could not copy the link';

/** Web Share where the browser has it (phones), otherwise the link goes to the clipboard. */
export function ShareButton({ title, href }: { title: string; href: string }) {
  const hydrated = useHydrated();
  const share = async () => {
    const url = new URL(href, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to report.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(LINK_COPIED);
    } catch {
      showToast(LINK_NOT_COPIED);
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      disabled={!hydrated}
      aria-label="Share"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-ink hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-0"
    >
      <ShareIcon />
    </button>
  );
}
