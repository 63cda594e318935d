import { listedCountry } from '@/lib/checkout/countries';
import type { DeliveryKind } from '@/lib/checkout/delivery';

// The typed checkout form, kept in sessionStorage ('checkout-form') so a reload, a refused order
// or a declined payment on JCC's page does not lose it. There are no card fields to keep: the
// card is typed on the gateway's page. The confirmation page clears it after a successful order.

export const CHECKOUT_DRAFT_KEY = 'checkout-form';

export interface DetailsValues {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  country: string;
  address: string;
  city: string;
  zipCode: string;
}

export interface CheckoutDraft {
  details: DetailsValues;
  method: DeliveryKind;
  pickupId: number | null;
  note: string;
  saveAddress: boolean;
  /** The applied voucher as the server answered it (the order re-checks it). */
  voucher: AppliedVoucher | null;
}

export interface AppliedVoucher {
  code: string;
  valueCents: number;
}

export const DETAIL_FIELDS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'address',
  'city',
  'zipCode',
] as const satisfies readonly (keyof DetailsValues)[];

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');

/** The stored draft, or null when there is none or it cannot be read. */
export function readCheckoutDraft(): Partial<CheckoutDraft> | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    if (!json || typeof json !== 'object') return null;
    const details = (json.details ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      DETAIL_FIELDS.map((f) => [f, text(details[f])]),
    ) as unknown as DetailsValues;
    const draft: Partial<CheckoutDraft> = {
      // A country typed before the list (or edited in storage) only when it is on the list.
      details: { ...values, country: listedCountry(values.country) },
      note: text(json.note),
      saveAddress: json.saveAddress === true,
    };
    if (json.method === 'courier' || json.method === 'pickup') draft.method = json.method;
    if (typeof json.pickupId === 'number' && Number.isInteger(json.pickupId)) draft.pickupId = json.pickupId;
    const voucher = json.voucher as Partial<AppliedVoucher> | null | undefined;
    if (
      voucher &&
      typeof voucher.code === 'string' &&
      typeof voucher.valueCents === 'number' &&
      Number.isSafeInteger(voucher.valueCents) &&
      voucher.valueCents > 0
    )
      draft.voucher = { code: voucher.code.slice(0, 40), valueCents: voucher.valueCents };
    return draft;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works for this page view.
  }
}

/** Forgets the typed form: called once an order has succeeded (the confirmation page). */
export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
