import 'server-only';
import type { Category, MainCategory, Subcategory } from '@/lib/types';
import type { CategoryRow, TypeRow } from '@/server/erp/schemas';
import { splitAttachments } from '@/server/erp/transforms/attachments';
import {
  categoryDisplayName,
  genderOfName,
  isHiddenWebname,
  mainCategoryLabel,
} from '@/server/erp/transforms/category-name';
import { mediaUrl } from '@/server/erp/transforms/media-url';

/** A `type` record → a main category with its label, gender and attachment images. */
export function toMainCategory(row: TypeRow): MainCategory {
  const id = row.$$position;
  return {
    id,
    name: row.name,
    label: mainCategoryLabel(row.name),
    gender: genderOfName(row.name),
    images: splitAttachments(row.$$attachments).map((file) => mediaUrl('type', id, file)),
  };
}

/** A category's own name decides its gender; a name without a marker takes its type's. */
function genderOfRow(row: CategoryRow) {
  return genderOfName(row.name) ?? genderOfName(row.type);
}

export function toSubcategory(row: CategoryRow): Subcategory {
  const id = row.$$position;
  const gender = genderOfRow(row);
  return {
    id,
    name: categoryDisplayName(row),
    parentId: row.$parent ?? 0,
    gender,
    link: gender ? `/${gender}/${id}` : `/products?category=${id}`,
  };
}

export function toCategory(
  row: CategoryRow,
  subcategories: Subcategory[] = [],
  hiddenSubcategoryIds: number[] = [],
): Category {
  return {
    id: row.$$position,
    name: categoryDisplayName(row),
    typeId: row.$type ?? null,
    gender: genderOfRow(row),
    bookmark: row.bookmark ?? '',
    subcategories,
    ...(hiddenSubcategoryIds.length > 0 ? { hiddenSubcategoryIds } : {}),
  };
}

const byId = (a: CategoryRow, b: CategoryRow) => a.$$position - b.$$position;

/**
 * All category rows → top-level categories (no parent) with their subcategories, both sorted by
 * id (spec rule). Rows whose webname is 'hide' are left out at either level; a hidden
 * subcategory's id stays on its parent, whose items they are to a shopper (record 0079).
 */
export function buildCategories(rows: CategoryRow[]): Category[] {
  const sorted = [...rows].sort(byId);
  const visible = sorted.filter((row) => !isHiddenWebname(row.webname));
  const childrenOf = (row: CategoryRow, of: CategoryRow[]) =>
    of.filter((child) => child.$parent === row.$$position);
  const hidden = sorted.filter((row) => isHiddenWebname(row.webname));
  return visible
    .filter((row) => row.$parent == null)
    .map((row) =>
      toCategory(
        row,
        childrenOf(row, visible).map(toSubcategory),
        childrenOf(row, hidden).map((child) => child.$$position),
      ),
    );
}
