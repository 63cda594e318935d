import { FormPostError } from '@/components/forms/post-json';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';

/**
 * What a failed account form says when no field took the blame: the server's own message for a
 * 429 (how long to wait), a 401 (the session ended) or a save only half done (what was kept),
 * otherwise `fallback` (the spec's wording).
 */
export function failureLine(error: unknown, fallback: string): string {
  if (!(error instanceof FormPostError)) return fallback;
  if (error.status === 429 || error.status === 401 || error.message === ACCOUNT_MESSAGES.partlySaved)
    return error.message;
  return fallback;
}
