// The shop's words for a reduction's prior price (decision 0081), in this one place so every page
// says the same: the full sentence where there is room (the product page), the Directive's own
// term where a line is short (cards, cart, quick add, search, wishlist). Two constants, not one
// object, so a browser bundle carries only the short one.

/** Shown as `${PRIOR_PRICE_TEXT}: €X`. */
export const PRIOR_PRICE_TEXT = 'Lowest price in the 30 days before the reduction';

/** Shown as `Prior price €X` with the amount struck through. */
export const PRIOR_PRICE_SHORT = 'Prior price';
