import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AlsoLikeView } from '@/app/_suggest/suggestion-views';
import { ProductDetail } from '@/components/product/product-detail';
import { RecentlyViewed } from '@/components/product/recently-viewed';
import { JsonLd } from '@/components/seo/json-ld';
import { shippingAndReturnsText } from '@/lib/content/policy-texts';
import { loadProductPage } from '@/server/catalogue/product-page';
import { cspNonce } from '@/server/request';
import { MESSAGES } from '@/messages';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (
    (await loadProductPage((await params).id))?.metadata ?? {
      title: (await getTranslations('product'))('notFoundTitle'),
    }
  );
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export default async function ProductPage({ params, searchParams }: Props) {
  const page = await loadProductPage((await params).id);
  if (!page) notFound();
  const query = await searchParams;
  const locale = await getLocale();
  return (
    <>
      <JsonLd data={page.jsonLd} nonce={await cspNonce()} />
      <ProductDetail
        product={page.product}
        options={page.options}
        manufacturer={page.manufacturer}
        breadcrumb={page.breadcrumb}
        shippingText={shippingAndReturnsText(locale)}
        linked={{ colour: one(query.colour), size: one(query.size) }}
      />
      <AlsoLikeView product={page.product} />
      <RecentlyViewed productId={page.product.id} cardTexts={MESSAGES[locale].catalogue.card} />
    </>
  );
}
