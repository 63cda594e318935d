import type { Faq } from '@/lib/content/faqs';
import { ChevronIcon } from '@/components/ui/icons';

/**
 * The FAQ accordion as native <details>/<summary>: keyboard operable (Tab, Enter, Space) and
 * announced as expandable by the browser itself, with no JavaScript. The shared `name` makes them
 * an exclusive accordion where supported: opening one closes the others.
 */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-line border-y border-line">
      {items.map((faq) => (
        <details key={faq.question} name="faq" className="group">
          <summary className="focus-ring flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-medium text-ink [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronIcon
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 text-[0.9375rem] leading-7 text-neutral-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
