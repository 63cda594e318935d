import { FillImage } from '@/components/ui/fill-image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { productLink } from '@/lib/product-link';
import type { Product } from '@/lib/types';
import { ColourSwatches } from './colour-swatches';

/** 2 columns on phones, 4 from lg, capped by the 1280 px container. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';

export interface ProductCardProps {
  product: Product;
  /** First row only: loads eagerly with high fetch priority (it may be the LCP image). */
  priority?: boolean;
  /** Show 'NEW' when the product is flagged as a new arrival. */
  showNewBadge?: boolean;
  /** The wishlist heart (a client island), laid over the image outside the card link. */
  wishlistSlot?: ReactNode;
  sizes?: string;
  /** Where the card links instead of the default product link (bestsellers: /product/{id}). */
  href?: string;
}

const badgeClass = 'px-2 py-1 text-[0.6875rem] leading-none font-semibold tracking-[0.12em]';

export function ProductCard({ product, priority = false, showNewBadge = false, wishlistSlot, sizes = PRODUCT_CARD_SIZES, href }: ProductCardProps) {
  const [first, second] = product.images;
  const onSale = product.hasSale && product.salePriceCents < product.priceCents;
  const discount = product.hasSale && product.discountPercentage > 0 ? Math.round(product.discountPercentage) : 0;
  const isNew = showNewBadge && product.flags.newArrival;

  return (
    <article className="group relative" data-testid="product-card">
      <Link
        href={href ?? productLink(product)}
        className="block rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink"
      >
        <div className="relative aspect-4/5 overflow-hidden bg-neutral-100">
          {first && (
            <FillImage
              priority={priority}
              src={first.url}
              alt={product.name}
              sizes={sizes}
              className="object-cover"
            />
          )}
          {second && (
            // display:none where nothing hovers, so touch phones never download it.
            <FillImage
              src={second.url}
              alt=""
              sizes={sizes}
              className="hidden object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:hover)]:block"
            />
          )}
          {(discount > 0 || isNew) && (
            <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
              {discount > 0 && <span className={`${badgeClass} bg-sale text-white`}>-{discount}%</span>}
              {isNew && <span className={`${badgeClass} bg-white text-ink`}>NEW</span>}
            </div>
          )}
        </div>
        <div className="mt-3 space-y-1">
          {product.brand && <p className="text-[0.6875rem] tracking-[0.12em] text-muted uppercase">{product.brand.name}</p>}
          <h3 className="line-clamp-2 text-sm text-ink">{product.name}</h3>
          <p className="text-sm">
            {onSale ? (
              <>
                <span className="font-medium text-sale">
                  <span className="sr-only">Sale price </span>
                  {formatMoney(product.salePriceCents)}
                </span>{' '}
                <s className="text-muted">
                  <span className="sr-only">Original price </span>
                  {formatMoney(product.priceCents)}
                </s>
              </>
            ) : (
              // What the shopper pays; equals priceCents whenever there is no real reduction.
              <span className="text-ink">{formatMoney(product.salePriceCents || product.priceCents)}</span>
            )}
          </p>
          <ColourSwatches colours={product.colours} />
        </div>
      </Link>
      {wishlistSlot && <div className="absolute top-2 right-2 z-10">{wishlistSlot}</div>}
    </article>
  );
}
