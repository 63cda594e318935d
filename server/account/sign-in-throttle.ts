import 'server-only';

// The account-wide part of sign-in throttling (docs/decisions/0010): failures from every address
// never refuse the account's sign-ins, they slow them. The first failures are free (one address's
// own limit is 5); after that each further attempt waits twice as long as the one before, up to a
// cap, so a guesser spread over many addresses gets a few hundred tries an hour instead of
// thousands, and the owner with the right password still gets in.

/** Account-wide failures in the window that cost nothing. */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 8_000;

/** How long an attempt waits before its password is checked, given the account's earlier failures. */
export function signInDelayMs(earlierFailures: number): number {
  if (earlierFailures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (earlierFailures - FREE_FAILURES));
}
