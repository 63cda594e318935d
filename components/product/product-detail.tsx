import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { ParsedEnd, PARSED_WHOLE_CLASS } from '@/components/ui/parsed-whole';
import { formatMoney } from '@/lib/money';
import { initialColour, type ProductOptions } from '@/lib/product-options';
import { deliveryEstimate, deliveryEstimateText } from '@/lib/delivery-estimate';
import { displaySale } from '@/lib/sale';
import { sizeChart } from '@/lib/size-chart';
import type { Manufacturer, Product } from '@/lib/types';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ShareButton } from './share-button';
import { SIZE_GUIDE_ID, SizeChartTable } from './size-chart-table';

/** The heart next to the share button, in the share button's shape. */
const roundButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

export interface ProductDetailProps {
  product: Product;
  options: ProductOptions;
  manufacturer: Manufacturer | null;
  breadcrumb: readonly BreadcrumbItem[];
  /** The shipping and returns text, from the one policy source. */
  shippingText: string;
  /** What a variant link asked for (?colour=&size=). */
  linked: { colour?: string; size?: string };
}

/**
 * The product page as the server renders it: the gallery of the chosen colour, name, price,
 * share, the colour, size and quantity pickers with ADD TO BAG, the facts the law asks for, and the
 * notes sections.
 */
export async function ProductDetail({
  product,
  options,
  manufacturer,
  breadcrumb,
  shippingText,
  linked,
}: ProductDetailProps) {
  const t = await getTranslations('product');
  const locale = await getLocale();
  const { struck: onSale, priorCents, badgePercent: discount } = displaySale(product);
  const colour = initialColour(options.colours, linked.colour);
  const galleryColour = (colour?.code ?? '').toUpperCase();
  const chart = sizeChart(product.sizes);
  // Rendered per request, so the dates are today's (an nginx copy is at most a minute old).
  const delivery = deliveryEstimateText(deliveryEstimate(new Date()), locale, {
    sameDay: t.raw('deliverySameDay') as string,
    later: t.raw('deliveryLater') as string,
    window: t.raw('deliveryWindow') as string,
  });
  // The notes are the ERP's words, shown as it sends them (translate="no"); the shipping text is ours.
  const sections = [
    { title: t('productDetails'), text: product.notes.details, erp: true },
    {
      title: t('sizeFit'),
      text: product.notes.sizeFit,
      erp: true,
      extra: chart && <SizeChartTable chart={chart} />,
    },
    { title: t('compositionCare'), text: product.notes.compositionCare, erp: true },
    { title: t('shippingReturns'), text: shippingText, erp: false },
  ];
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb items={breadcrumb} label={(await getTranslations('common'))('breadcrumb')} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <ProductGallery
          productId={product.id}
          name={product.name}
          imagesByColour={options.imagesByColour}
          initialColour={galleryColour}
        />
        <div id="add" className="scroll-mt-24">
          <div className="flex items-start justify-between gap-4">
            <div>
              {product.brand && (
                <p className="text-xs tracking-[0.14em] text-muted uppercase" translate="no">
                  {product.brand.name}
                </p>
              )}
              <h1 className="mt-2 text-2xl font-semibold" translate="no">
                {product.name}
              </h1>
            </div>
            {/* Right-aligned: shown once whole, so a half-parsed row never grows leftwards. */}
            <div className={`${PARSED_WHOLE_CLASS} flex shrink-0 gap-2`}>
              <WishlistHeart productId={product.id} name={product.name} className={roundButtonClass} />
              <ShareButton title={product.name} href={options.href} />
              <ParsedEnd />
            </div>
          </div>
          <p className="mt-3 text-lg" data-testid="product-price">
            {onSale ? (
              <>
                <span className="font-medium text-sale">
                  <span className="sr-only">{`${t('salePrice')} `}</span>
                  {formatMoney(product.salePriceCents, locale)}
                </span>{' '}
                <s className="text-muted">
                  <span className="sr-only">{`${t('client.priorPrice')} `}</span>
                  {formatMoney(priorCents, locale)}
                </s>{' '}
                {discount > 0 && (
                  <span className="ml-1 bg-sale px-1.5 py-0.5 text-xs font-semibold text-white">
                    -{discount}%
                  </span>
                )}
              </>
            ) : (
              formatMoney(options.priceCents, locale)
            )}
          </p>
          {onSale && (
            <p className="mt-1 text-sm text-muted" data-testid="prior-price">
              {`${t('lowestPrice')}: ${formatMoney(priorCents, locale)}`}
            </p>
          )}
          <p className="mt-1 text-xs text-muted">{t('pricesIncludeVat')}</p>
          <ProductPurchase
            options={options}
            colourCode={linked.colour}
            size={linked.size}
            sizeGuideHref={chart ? `#${SIZE_GUIDE_ID}` : undefined}
          />
          <div className="mt-4 text-sm" data-testid="delivery-estimate">
            <p>{delivery.dispatch}</p>
            <p className="mt-1 text-muted">{delivery.delivery}</p>
          </div>
          <ProductFacts product={product} manufacturer={manufacturer} />
          <div className="mt-8 divide-y divide-line border-y border-line">
            {sections.map((s) => (
              <details key={s.title} className="group py-4" open={s.title === t('productDetails')}>
                <summary className="cursor-pointer text-sm font-semibold tracking-[0.12em] uppercase">
                  {s.title}
                </summary>
                <p
                  className="mt-3 text-sm whitespace-pre-line text-muted"
                  translate={s.erp && s.text ? 'no' : undefined}
                >
                  {s.text || t('noDetails')}
                </p>
                {s.extra}
              </details>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
