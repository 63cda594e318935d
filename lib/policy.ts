// The one source of shipping and returns facts. The spec gives conflicting readings (shipping
// times, the return window); the chosen values live here and nowhere else
// (docs/decisions/0033-one-policy-for-shipping-and-returns.md).
// The product page, /shipping, the FAQs and the terms all read them from this file (in the page's
// language through lib/content/policy-texts.ts).

/** Business days standard shipping takes to arrive in Cyprus (also the product pages' structured data). */
export const STANDARD_SHIPPING_TRANSIT = { min: 1, max: 2 } as const;
export const STANDARD_SHIPPING_DAYS = `${STANDARD_SHIPPING_TRANSIT.min}-${STANDARD_SHIPPING_TRANSIT.max} business days`;
export const SAME_DAY_CUTOFF = '12 PM EEST';
/**
 * The ERP has no delivery method for abroad, so none is sold: the checkout, /shipping and the FAQs
 * say this, in these words (docs/decisions/0074-delivery-in-cyprus-only.md).
 */
export const CYPRUS_ONLY = 'We deliver to Cyprus only for now.';
export const PICKUP_READY = '1-2 working days';
/** The spec's words for pickup (§9). */
export const PICKUP_TERMS = `In-store pickup is free, ready in ${PICKUP_READY}.`;
/**
 * Working days (Monday to Friday, Cyprus time) a customer has to ask for a return, counted from the
 * order's creation date. Public holidays are not counted out, so the window never ends later than
 * the policy allows (docs/decisions/0033-one-policy-for-shipping-and-returns.md).
 */
export const RETURN_WINDOW_WORKING_DAYS = 14;
export const RETURN_WINDOW = `${RETURN_WINDOW_WORKING_DAYS} working days from delivery`;
export const RETURN_PROCESSING = '5-7 business days, plus 3-5 business days for the refund';
/** Who pays to send a return back (spec §9: the customer). */
export const RETURN_SHIPPING = 'Return shipping is paid by the customer.';
export const NON_RETURNABLE = 'Outlet items, underwear, socks and swimwear';
/** Beside NON_RETURNABLE wherever it shows: the shop's return policy cannot narrow the statutory
 * withdrawal right, which excludes only sealed hygiene goods opened after delivery (Directive
 * 2011/83/EU Art. 16(e); decision 0088). */
export const WITHDRAWAL_UNAFFECTED =
  'This does not affect your legal right to withdraw from an online order within 14 days of delivery: only underwear, socks and swimwear that came sealed and were unsealed after delivery are excluded from it.';
export const RETURN_CONDITION =
  'in their original condition: unworn, unwashed, with their tags and original packaging';
/** The FAQ's window for changing or cancelling an order after it is placed. */
export const MODIFY_CANCEL_WINDOW = '1 hour';
