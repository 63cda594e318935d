import { nextDisabled, paginationModel, previousDisabled } from '@/lib/listing/paginate';
import type { PaginationStyle } from '@/lib/listing/variants';
import { Link } from '@/components/ui/link';
import { fill } from '@/lib/i18n/fill';
import { MESSAGES } from '@/messages';
import { focusRing, pageHref, type ListingLocation } from './listing-links';

export interface PaginationProps {
  at: ListingLocation;
  /** The page shown (ListingResult.page) and the number of pages. */
  page: number;
  pageCount: number;
  /** 'prev-next' adds Previous and Next, disabled on the first and the last page. */
  style: PaginationStyle;
  /** The page's texts (catalogue.client), English by default. */
  texts?: typeof MESSAGES.en.catalogue.client;
}

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-sm px-3 text-sm';
const linkCell = `${cell} text-ink hover:bg-neutral-100 ${focusRing}`;
const currentCell = `${cell} bg-ink font-medium text-white ${focusRing}`;
const disabledCell = `${cell} cursor-not-allowed text-muted opacity-60`;

function Step({
  label,
  href,
  rel,
  disabled,
}: {
  label: string;
  href: string;
  rel: 'prev' | 'next';
  disabled: boolean;
}) {
  return (
    <li>
      {disabled ? (
        <span aria-disabled="true" className={disabledCell}>
          {label}
        </span>
      ) : (
        <Link href={href} rel={rel} className={linkCell}>
          {label}
        </Link>
      )}
    </li>
  );
}

/** Page links per the spec's model (all pages up to 7, else first, last, current ±1 and ellipses). */
export function Pagination({
  at,
  page,
  pageCount,
  style,
  texts = MESSAGES.en.catalogue.client,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const steps = style === 'prev-next';
  return (
    <nav aria-label={texts.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {steps && (
          <Step
            label={texts.previous}
            href={pageHref(at, page - 1)}
            rel="prev"
            disabled={previousDisabled(page)}
          />
        )}
        {paginationModel(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={`${cell} text-muted`}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{texts.morePages}</span>
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(at, item)}
                aria-label={fill(texts.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                rel={!steps && item === page - 1 ? 'prev' : !steps && item === page + 1 ? 'next' : undefined}
                className={item === page ? currentCell : linkCell}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {steps && (
          <Step
            label={texts.next}
            href={pageHref(at, page + 1)}
            rel="next"
            disabled={nextDisabled(page, pageCount)}
          />
        )}
      </ul>
    </nav>
  );
}
