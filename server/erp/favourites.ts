import 'server-only';
import type { Favourite } from '@/lib/account/types';
import { peopleItemRowSchema, writeAnswerSchema } from './account-schemas';
import type { ErpResult } from './errors';
import { erpGet, erpGetRecord, erpGetWrite, erpPost } from './http';
import { rowsOf } from './rows';
import { toFavourite } from './transforms/customer';

// The wishlist on the ERP: pos `peopleitem` rows linking a person to an item. The caller checks
// ownership (favouriteOwner) before erasing: erase takes a record number only.

const file = { system: 'pos', file: 'peopleitem' } as const;

export async function listFavourites(peopleId: number): Promise<ErpResult<Favourite[]>> {
  const r = await erpGet(
    '$TableGetView',
    { ...file, driving: 'people', record: peopleId },
    rowsOf(peopleItemRowSchema, 'peopleitem'),
  );
  if (!r.ok) return r;
  const favourites = r.data
    .filter((row) => row.$people === peopleId)
    .map(toFavourite)
    .filter((f): f is Favourite => f !== null);
  return { ok: true, data: favourites };
}

/** Spec §7: $TableInsert peopleitem {people, item}. A duplicate is `rejected` ("Record exists"). */
export async function addFavourite(peopleId: number, productId: number): Promise<ErpResult<Favourite>> {
  const r = await erpPost(
    '$TableInsert',
    {
      ...file,
      fields: [
        { id: 'people', value: peopleId },
        { id: 'item', value: productId },
      ],
    },
    writeAnswerSchema,
  );
  return r.ok ? { ok: true, data: { recordId: r.data, productId } } : r;
}

/** The people record a favourite belongs to (null when the row links to no one). */
export async function favouriteOwner(recordId: number): Promise<ErpResult<number | null>> {
  const r = await erpGetRecord('$TableRead', { ...file, record: recordId }, peopleItemRowSchema);
  return r.ok ? { ok: true, data: r.data.$people ?? null } : r;
}

/** Spec §7: $TableErase by record. Check favouriteOwner first. */
export async function eraseFavourite(recordId: number): Promise<ErpResult<void>> {
  const r = await erpGetWrite('$TableErase', { ...file, record: recordId }, writeAnswerSchema);
  return r.ok ? { ok: true, data: undefined } : r;
}
