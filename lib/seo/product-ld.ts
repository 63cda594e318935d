// A product page's structured data: a ProductGroup varying by colour and size, with one Product
// and Offer per variant so search engines can show the price and availability of each.
import { productLink } from '@/lib/product-link';
import { displaySale } from '@/lib/sale';
import { stockOf } from '@/lib/stock';
import type { Product, StockMap } from '@/lib/types';
import { absoluteUrl, CONTEXT, type JsonLdData } from './json-ld';
import { returnPolicyLd, shippingDetailsLd } from './offer-policy-ld';

/** The product page URL that opens with this colour and size chosen. */
export function variantHref(
  product: Pick<Product, 'id' | 'gender' | 'category'>,
  colourCode: string,
  size: string,
): string {
  const query = new URLSearchParams();
  if (colourCode) query.set('colour', colourCode);
  if (size) query.set('size', size);
  const qs = query.toString();
  return qs ? `${productLink(product)}?${qs}` : productLink(product);
}

function availability(quantity: number | null): Record<string, string> {
  // Unknown stock (the ERP did not answer) claims nothing rather than guessing.
  if (quantity === null) return {};
  return { availability: `https://schema.org/${quantity > 0 ? 'InStock' : 'OutOfStock'}` };
}

/**
 * A reduced item's prices as search engines read a sale: the price paid, and beside it the prior
 * price as a StrikethroughPrice (the same one the page strikes, lib/prices/prior-price.ts).
 */
function priceSpecificationLd(product: Product) {
  const { struck, priorCents } = displaySale(product);
  if (!struck) return {};
  return {
    priceSpecification: [
      {
        '@type': 'UnitPriceSpecification',
        price: (product.salePriceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
      },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: (priorCents / 100).toFixed(2),
        priceCurrency: 'EUR',
      },
    ],
  };
}

export function productGroupLd(product: Product, stock: StockMap | null, siteUrl: string): JsonLdData {
  const price = (product.salePriceCents / 100).toFixed(2);
  const colours = product.colours.length > 0 ? product.colours : [{ code: '', name: '', label: '' }];
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const terms = {
    ...priceSpecificationLd(product),
    shippingDetails: shippingDetailsLd(product.salePriceCents),
    hasMerchantReturnPolicy: returnPolicyLd(product.flags.clearance),
  };
  const imageOf = (code: string) =>
    product.images.find((i) => i.colour === code.toUpperCase()) ?? product.images[0];
  const variants = colours.flatMap((colour) =>
    sizes.map((size) => {
      const url = absoluteUrl(variantHref(product, colour.code, size), siteUrl);
      const image = imageOf(colour.code);
      return {
        '@type': 'Product',
        sku: [product.code, colour.code, size].filter(Boolean).join('-'),
        name: [product.name, colour.label, size].filter(Boolean).join(' - '),
        ...(colour.label ? { color: colour.label } : {}),
        ...(size ? { size } : {}),
        ...(image ? { image: absoluteUrl(image.url, siteUrl) } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'EUR',
          price,
          itemCondition: 'https://schema.org/NewCondition',
          ...terms,
          ...availability(stockOf(stock, colour.name, size)),
        },
      };
    }),
  );
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    name: product.name,
    productGroupID: product.code,
    url: absoluteUrl(productLink(product), siteUrl),
    image: product.images.slice(0, 4).map((i) => absoluteUrl(i.url, siteUrl)),
    variesBy: [
      ...(product.colours.length > 0 ? ['https://schema.org/color'] : []),
      ...(product.sizes.length > 0 ? ['https://schema.org/size'] : []),
    ],
    ...(product.notes.details ? { description: product.notes.details } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    hasVariant: variants,
  };
}
