import { CATALOGUE_UNAVAILABLE, CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import { STORE_UNAVAILABLE, STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';

export interface ErrorTexts {
  title: string;
  text: string;
}

/** The spec's page for an uncaught error. */
export const GENERIC_ERROR: ErrorTexts = {
  title: 'Unexpected Application Error!',
  text: 'Something went wrong on our side. Please try again.',
};

/**
 * The error page's title and text for a thrown error's digest: the catalogue outage and the
 * unreachable database have their own, anything else the generic one. One rule for the client's
 * error boundary (app/error.tsx) and the server-rendered error page (app/status/error).
 */
export function errorTexts(digest: string | undefined): ErrorTexts {
  if (digest === CATALOGUE_UNAVAILABLE_DIGEST)
    return { title: CATALOGUE_UNAVAILABLE.title, text: CATALOGUE_UNAVAILABLE.text };
  if (digest === STORE_UNAVAILABLE_DIGEST)
    return { title: STORE_UNAVAILABLE.title, text: STORE_UNAVAILABLE.text };
  return GENERIC_ERROR;
}
