import type { ReactNode } from 'react';
import { CartThumb } from '@/components/cart/cart-line';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';

// One garment of an order, as the confirmation and the order's detail show it: its picture, its
// name linking to the product (while the shop sells it), colour and size in the shop's words.

export interface ShownLine {
  key: string;
  name: string;
  /** 'Colour: Lilac · Size: S' (lib/display/variant.ts). */
  variant: string;
  /** 'Quantity: 2' or 'Quantity: 2 × €15.00'. */
  quantity: string;
  totalCents: number;
  href: string | null;
  image: string | null;
}

/** `lineTotal`: the line total's screen-reader label, `locale`: the money's format (the page's). */
export function OrderLineItem({
  line,
  children,
  lineTotal = 'Line total: ',
  locale = 'en',
}: {
  line: ShownLine;
  children?: ReactNode;
  lineTotal?: string;
  locale?: Locale;
}) {
  return (
    <li className="flex gap-3 py-4 text-sm">
      {/* Decorative: the name beside it says what it shows. */}
      <CartThumb image={line.image} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {line.href ? (
            <Link href={line.href} className="link">
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        {line.variant && <p className="mt-1 text-muted">{line.variant}</p>}
        <p className="mt-1 text-muted">{line.quantity}</p>
        {children}
      </div>
      <p className="shrink-0 font-medium text-ink">
        <span className="sr-only">{lineTotal}</span>
        {formatMoney(line.totalCents, locale)}
      </p>
    </li>
  );
}
