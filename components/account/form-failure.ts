import { FormPostError } from '@/components/forms/post-json';

/**
 * What a failed account form says when no field took the blame: the server's own message for a
 * 429 (how long to wait) or a 401 (the session ended), otherwise `fallback` (the spec's wording).
 */
export function failureLine(error: unknown, fallback: string): string {
  if (!(error instanceof FormPostError)) return fallback;
  if (error.status === 429 || error.status === 401) return error.message;
  return fallback;
}
