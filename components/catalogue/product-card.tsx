import { FillImage } from '@/components/ui/fill-image';
import { optimisedImageUrl } from '@/lib/image-url';
import { formatMoney } from '@/lib/money';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { productLink } from '@/lib/product-link';
import { displaySale } from '@/lib/sale';
import type { CardProduct } from '@/lib/card-product';
import { Link } from '@/components/ui/link';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { ColourSwatches } from './colour-swatches';

/** 2 columns on phones, 4 from lg, capped by the 1280 px container. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';
/** A card is at most ~512 CSS px wide (50vw just below lg): 1080 w covers 2x screens there and 3x phones. */
const CARD_MAX_WIDTH = 1080;
/** The hover image's one width (see below). */
const HOVER_WIDTH = 640;

export interface ProductCardProps {
  /** Its colours named in the page's language (lib/i18n/variant-names.ts withShownColours). */
  product: CardProduct;
  /** First row only: loads eagerly with high fetch priority (it may be the LCP image). */
  priority?: boolean;
  /** Show 'NEW' when the product is flagged as a new arrival. */
  showNewBadge?: boolean;
  sizes?: string;
  /** Where the card links instead of the default product link (bestsellers: /product/{id}). */
  href?: string;
  /** The page's language (prices, the no-JavaScript quick-add link) and the card's words in it. */
  locale?: Locale;
  texts: CardTexts;
}

/** The card's fixed words (messages/<locale>/catalogue.json `card`). */
export interface CardTexts {
  new: string;
  salePrice: string;
  quickAdd: string;
  quickAddLabel: string;
  priorPrice: string;
  colours: string;
  coloursMore: string;
}

export function ProductCard({
  product,
  priority = false,
  showNewBadge = false,
  sizes = PRODUCT_CARD_SIZES,
  href,
  locale = 'en',
  texts,
}: ProductCardProps) {
  const [first, second] = product.images;
  const { struck: onSale, priorCents, badgePercent: discount } = displaySale(product);
  const isNew = showNewBadge && product.flags.newArrival;

  return (
    // Short component classes from app/components.css: a page repeats this markup 8-16 times.
    <article className="card" data-testid="product-card" data-price-cents={product.salePriceCents}>
      <Link href={href ?? productLink(product)} className="card-link">
        <div className="card-media">
          {first && (
            <FillImage
              priority={priority}
              src={first.url}
              alt={product.name}
              sizes={sizes}
              maxWidth={CARD_MAX_WIDTH}
              className="object-cover"
            />
          )}
          {second && (
            // Shown on hover; display:none where nothing hovers, so touch phones never download it.
            // One file, no srcset: hovering screens show a card at most ~320 CSS px wide, which
            // 640 w covers at 2x, and five more long URLs per card cost every render (decision 0064).
            // eslint-disable-next-line @next/next/no-img-element -- see FillImage: no client image component
            <img
              src={optimisedImageUrl(second.url, HOVER_WIDTH)}
              alt=""
              loading="lazy"
              decoding="async"
              className="card-alt"
            />
          )}
          {(discount > 0 || isNew) && (
            <div className="card-badges">
              {discount > 0 && <span className="sale">{`-${discount}%`}</span>}
              {isNew && <span>{texts.new}</span>}
            </div>
          )}
        </div>
        <div className="card-text">
          {/* The ERP's words, shown as it sends them: a browser's translator leaves them too. */}
          {product.brand && (
            <p className="card-brand" translate="no">
              {product.brand.name}
            </p>
          )}
          <h3 translate="no">{product.name}</h3>
          <p className="card-price">
            {onSale ? (
              <>
                <span className="sale">
                  <span className="sr-only">{texts.salePrice}</span>
                  {formatMoney(product.salePriceCents, locale)}
                </span>{' '}
                <span className="prior">
                  {texts.priorPrice} <s>{formatMoney(priorCents, locale)}</s>
                </span>
              </>
            ) : (
              // What the shopper pays; equals priceCents whenever there is no real reduction.
              <span>{formatMoney(product.salePriceCents || product.priceCents, locale)}</span>
            )}
          </p>
          <ColourSwatches colours={product.colours} texts={texts} />
        </div>
      </Link>
      {/* Over the image's top-right corner, but outside the link: a button inside a link is invalid. */}
      <WishlistHeart productId={product.id} name={product.name} />
      {/* Opens the options dialog (quick-add-area.tsx); without JavaScript, the product's add section. */}
      <a
        href={`${localePath(locale, href ?? productLink(product))}#add`}
        className="card-quick"
        aria-label={fill(texts.quickAddLabel, { name: product.name })}
        aria-haspopup="dialog"
        data-quick={product.id}
      >
        {/* Touch screens show a bag instead of the words (.card-quick in app/components.css). */}
        <span>{texts.quickAdd}</span>
      </a>
    </article>
  );
}
