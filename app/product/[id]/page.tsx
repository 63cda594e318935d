import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/product-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { shippingAndReturnsText } from '@/lib/policy';
import { loadProductPage } from '@/server/catalogue/product-page';
import { cspNonce } from '@/server/request';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await loadProductPage((await params).id))?.metadata ?? { title: 'Product Not Found' };
}

export default async function ProductPage({ params }: Props) {
  const page = await loadProductPage((await params).id);
  if (!page) notFound();
  return (
    <>
      <JsonLd data={page.jsonLd} nonce={await cspNonce()} />
      <ProductDetail product={page.product} stock={page.stock} breadcrumb={page.breadcrumb} shippingText={shippingAndReturnsText()} />
    </>
  );
}
