import type { Metadata } from 'next';
import { parseRecordId } from '@/lib/record-id';
import { notFound, permanentRedirect } from 'next/navigation';
import { CategoryLanding, categoryLandingBreadcrumb } from '@/components/collection/category-landing';
import { genderTitle } from '@/lib/gender-labels';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbListLd } from '@/lib/seo/json-ld';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import type { Category } from '@/lib/types';
import { config } from '@/server/config';
import { parseGender } from '@/server/catalogue/listing-scope';
import { getCategories } from '@/server/catalogue/reads';
import { cspNonce } from '@/server/request';

type Props = { params: Promise<{ gender: string; categoryId: string }> };

/** The landing's category; a subcategory id lands on its parent's subcategories (spec). */
function locate(tree: Category[], id: number) {
  for (const category of tree) {
    if (category.id === id) return { category, current: category, parent: null };
    const sub = category.subcategories.find((s) => s.id === id);
    if (sub)
      return {
        category,
        current: { id: sub.id, name: sub.name },
        parent: { id: category.id, name: category.name },
      };
  }
  return null;
}

async function load(props: Props) {
  const { gender: rawGender, categoryId } = await props.params;
  const gender = parseGender(rawGender);
  const id = parseRecordId(categoryId);
  if (!gender || id === null) notFound();
  const tree = await getCategories();
  return { gender, id, tree, found: tree.ok ? locate(tree.data, id) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { gender, id, found } = await load(props);
  if (!found) return { title: 'Category' };
  const own = found.category.gender ?? gender;
  return indexableMetadata({
    path: `/${own}/category/${id}`,
    title: genderTitle(own, found.current.name),
    description: `${found.current.name} for ${own}: every style of the range at RUCK, Cyprus.`,
  });
}

export default async function CategoryLandingPage(props: Props) {
  const { gender, id, tree, found } = await load(props);
  if (!tree.ok) return <CategoryLanding gender={gender} error />;
  if (!found) notFound();
  const own = found.category.gender;
  if (own && own !== gender) permanentRedirect(`/${own}/category/${id}`);
  const crumbs = categoryLandingBreadcrumb(gender, found.current, found.parent);
  return (
    <>
      <JsonLd data={breadcrumbListLd(crumbs, config().siteUrl)} nonce={await cspNonce()} />
      <CategoryLanding
        gender={gender}
        category={found.current}
        parent={found.parent}
        subcategories={found.category.subcategories}
      />
    </>
  );
}
