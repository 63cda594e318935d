import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { GenderCollection } from '@/components/collection/gender-collection';
import { JsonLd } from '@/components/seo/json-ld';
import { categoryPictures } from '@/lib/category-pictures';
import { inGenderListing } from '@/lib/listing/gender-scope';
import { breadcrumbListLd } from '@/lib/seo/json-ld';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import { config } from '@/server/config';
import { parseGender } from '@/server/catalogue/listing-scope';
import {
  getCategories,
  getCollection,
  getMainCategories,
  getProducts,
  groupCategories,
} from '@/server/catalogue/reads';
import { orUnavailable } from '@/server/catalogue/unavailable';
import { cspNonce } from '@/server/request';

const FEATURED_COUNT = 8;

type Props = { params: Promise<{ gender: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const gender = parseGender((await params).gender);
  if (!gender) return {};
  const t = await getTranslations('home.gender');
  return indexableMetadata({
    path: `/${gender}`,
    title: t(`${gender}.metaTitle`),
    description: t(`${gender}.metaDescription`),
  });
}

export default async function GenderPage({ params }: Props) {
  const raw = (await params).gender;
  const gender = raw === 'men' || raw === 'women' ? raw : null;
  if (!gender) notFound();
  const [t, locale] = await Promise.all([getTranslations('home.gender'), getLocale()]);
  const [types, categories, bestSellers, catalogue, nonce] = await Promise.all([
    getMainCategories(),
    getCategories(),
    getCollection('bestsellers'),
    getProducts(),
    cspNonce(),
  ]);
  // No product list (a cold cache and the ERP down): the friendly error, not an empty collection.
  const products = orUnavailable(catalogue);
  const groups = types.ok && categories.ok ? groupCategories(types.data, categories.data, gender) : [];
  const featured = bestSellers.filter((p) => inGenderListing(p, gender, false)).slice(0, FEATURED_COUNT);
  const pictures = categoryPictures(
    groups.flatMap((g) => g.categories),
    products,
    gender,
  );
  const crumbs = [{ label: t('home'), href: '/' }, { label: t(`${gender}.crumb`) }];
  return (
    <>
      <JsonLd data={breadcrumbListLd(crumbs, config().siteUrl)} nonce={nonce} />
      <GenderCollection
        gender={gender}
        title={t(`${gender}.title`)}
        locale={locale}
        groups={groups}
        bestSellers={featured}
        pictures={pictures}
      />
    </>
  );
}
