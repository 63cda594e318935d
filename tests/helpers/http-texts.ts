// The English words of the refusals every JSON route shares, written out as the shop says them
// (messages/en/http.json), so a test fails if the catalogue's wording drifts.

export const FORBIDDEN_ORIGIN = 'This request must come from the shop’s own pages.';
export const UNAVAILABLE = 'An unexpected error occurred. Please try again later.';
export const STORE_UNAVAILABLE = {
  message: 'This service is not available right now. Please try again in a few minutes.',
};
