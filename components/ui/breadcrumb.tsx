import { Link } from '@/components/ui/link';
/** One step of a trail; the last is the current page and needs no href. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
  /** The ERP's words (a product's name), shown as it sends them in every language. */
  untranslated?: boolean;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  className?: string;
  /** The trail's accessible name in the page's language ('Breadcrumb' unless given). */
  label?: string;
}

/** The trail as a labelled nav with an ordered list; the last item carries aria-current="page". */
export function Breadcrumb({ items, className = '', label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs tracking-[0.08em] text-muted">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {current || !item.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  translate={item.untranslated ? 'no' : undefined}
                  className={current ? 'font-medium text-ink' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="rounded-sm hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
