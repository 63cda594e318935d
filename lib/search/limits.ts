// The spec's search numbers (section 5 and 9), named once.

/** Spec: at most 20 results are kept... */
export const SEARCH_RESULTS_KEPT = 20;
/** ...and 8 shown (the overlay's cards). */
export const SEARCH_RESULTS_SHOWN = 8;
/**
 * The header's search overlay waits this long after typing. Spec section 4 (Listing pages):
 * "Search waits 300 ms after typing in the header overlay and on the outlet, 200 ms on bestsellers
 * and the listing page"; the listing search boxes' waits are in lib/listing/variants.ts.
 */
export const OVERLAY_SEARCH_DEBOUNCE_MS = 300;
/** Typo tolerance applies to words of this many letters or more (shorter words are too ambiguous). */
export const TYPO_MIN_LENGTH = 4;
