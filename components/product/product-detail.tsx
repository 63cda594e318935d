import { FillImage } from '@/components/ui/fill-image';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { formatMoney } from '@/lib/money';
import { productLink } from '@/lib/product-link';
import type { Product, StockMap } from '@/lib/types';
import { ProductPurchase } from './product-purchase';

export interface ProductDetailProps {
  product: Product;
  breadcrumb: readonly BreadcrumbItem[];
  /** The shipping and returns text, from the one policy source. */
  shippingText: string;
  /** Stock per colour and size; null when the ERP could not say (the server quote rechecks). */
  stock: StockMap | null;
}

const GALLERY_SIZES = '(min-width: 1024px) 30vw, 100vw';

/**
 * The product page as the server renders it: gallery of the first colour, name, price, the
 * colour, size and quantity pickers with ADD TO BAG, and the notes sections.
 */
export function ProductDetail({ product, breadcrumb, shippingText, stock }: ProductDetailProps) {
  const firstColour = product.images[0]?.colour;
  const gallery = product.images.filter((i) => i.colour === firstColour);
  const onSale = product.hasSale && product.salePriceCents < product.priceCents;
  const sections = [
    { title: 'Product Details', text: product.notes.details },
    { title: 'Size & Fit', text: product.notes.sizeFit },
    { title: 'Composition & Care', text: product.notes.compositionCare },
    { title: 'Shipping & Returns', text: shippingText },
  ];
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb items={breadcrumb} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Product images">
          {gallery.map((image, i) => (
            <li key={image.url} className="relative aspect-4/5 overflow-hidden bg-neutral-100">
              <FillImage src={image.url} alt={i === 0 ? product.name : ''} sizes={GALLERY_SIZES} priority={i === 0} className="object-cover" />
            </li>
          ))}
        </ul>
        <div id="add" className="scroll-mt-24">
          {product.brand && <p className="text-xs tracking-[0.14em] text-muted uppercase">{product.brand.name}</p>}
          <h1 className="mt-2 text-2xl font-semibold">{product.name}</h1>
          <p className="mt-3 text-lg" data-testid="product-price">
            {onSale ? (
              <>
                <span className="font-medium text-sale">{formatMoney(product.salePriceCents)}</span>{' '}
                <s className="text-muted">{formatMoney(product.priceCents)}</s>
              </>
            ) : (
              formatMoney(product.salePriceCents)
            )}
          </p>
          <p className="mt-1 text-xs text-muted">Prices include VAT.</p>
          <ProductPurchase
            id={product.id}
            name={product.name}
            href={productLink(product)}
            priceCents={product.salePriceCents}
            colours={product.colours}
            sizes={product.sizes}
            imageByColour={Object.fromEntries([...product.images].reverse().map((i) => [i.colour, i.url]))}
            stock={stock}
          />
          <div className="mt-8 divide-y divide-line border-y border-line">
            {sections.map((s) => (
              <details key={s.title} className="group py-4" open={s.title === 'Product Details'}>
                <summary className="cursor-pointer text-sm font-semibold tracking-[0.12em] uppercase">{s.title}</summary>
                <p className="mt-3 text-sm whitespace-pre-line text-muted">{s.text || 'No details yet.'}</p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
