import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { CartItem } from '@/lib/cart/cart';
import { optimisedImageUrl } from '@/lib/image-url';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';
import { namedColour, namedSize, type VariantNames } from '@/lib/i18n/variant-lookup';
import { fill } from '@/lib/i18n/fill';

/**
 * A 64 px wide 4:5 thumbnail. Shop images go through the optimizer at 128/256 px, so a cart
 * line never downloads a full-size product photo; other URLs are used as they are.
 */
export function CartThumb({ image, className: extra = '' }: { image: string | null; className?: string }) {
  const className = `aspect-4/5 w-16 shrink-0 bg-neutral-100 object-cover ${extra}`;
  if (!image) return <div aria-hidden="true" className={className} />;
  const local = image.startsWith('/media/');
  return (
    // eslint-disable-next-line @next/next/no-img-element -- no client image component (see FillImage)
    <img
      src={local ? optimisedImageUrl(image, 128) : image}
      srcSet={local ? `${optimisedImageUrl(image, 256)} 2x` : undefined}
      alt=""
      width={64}
      height={80}
      loading="lazy"
      className={className}
    />
  );
}

export interface CartLineInfoProps {
  item: CartItem;
  /** The page language's names of colours and sizes (lib/i18n/variant-names.ts variantNames). */
  names: VariantNames;
  /** The price text below the size and color. */
  children?: ReactNode;
  thumbClassName?: string;
}

/** Image, linked name, size and color of a line. */
export function CartLineInfo({ item, names, children, thumbClassName }: CartLineInfoProps) {
  const t = useTexts('cart');
  return (
    <div className="flex min-w-0 flex-1 gap-3">
      {/* Decorative: the name next to it says what it shows. */}
      <CartThumb image={item.image} className={thumbClassName} />
      <div className="min-w-0 flex-1 space-y-0.5 text-xs text-muted">
        {/* The ERP's product name stays as it is in every language. */}
        <Link href={item.href} className="link" translate="no">
          {item.name}
        </Link>
        <p>{fill(t.size, { size: namedSize(names, item.size) })}</p>
        {/* The line keeps the ERP's labels (its key); the page shows them in its language. */}
        <p>{fill(t.colour, { colour: namedColour(names, item.color) })}</p>
        {children}
      </div>
    </div>
  );
}

export function RemoveLineButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useTexts('cart');
  return (
    <button
      type="button"
      aria-label={fill(t.removeNamed, { name })}
      onClick={onClick}
      className="focus-ring inline-flex size-8 shrink-0 items-center justify-center rounded-sm text-muted hover:text-ink"
    >
      <CloseIcon width={16} height={16} />
    </button>
  );
}
