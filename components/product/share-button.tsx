'use client';

import { showToast } from '@/components/ui/toast';
import { StrokeIcon, type IconProps } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { localePath } from '@/lib/i18n/paths';

function ShareIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 15V3.5M8 7.5l4-4 4 4M6 11H5v9.5h14V11h-1" />
    </StrokeIcon>
  );
}

/** Web Share where the browser has it (phones), otherwise the link goes to the clipboard. */
export function ShareButton({ title, href }: { title: string; href: string }) {
  const hydrated = useHydrated();
  const t = useTexts('product');
  const locale = useLocale();
  const share = async () => {
    const url = new URL(localePath(locale, href), window.location.origin).toString();
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
      showToast(t.linkCopied);
    } catch {
      showToast(t.linkNotCopied);
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      disabled={!hydrated}
      aria-label={t.share}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-ink hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-0"
    >
      <ShareIcon />
    </button>
  );
}
