import 'server-only';

// A mail sent after the answer has nobody to tell when it fails: it is tried again a little later,
// then logged by the caller.

/** The waits before the second and third try of a mail. */
export const MAIL_RETRY_DELAYS_MS = [2_000, 10_000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `send` tried once and again after each delay; the last error when every try failed. */
export async function withRetries(
  send: () => Promise<void>,
  delays: readonly number[],
): Promise<Error | null> {
  let last: Error | null = null;
  for (const delay of [0, ...delays]) {
    if (delay) await wait(delay);
    try {
      await send();
      return null;
    } catch (error) {
      last = error as Error;
    }
  }
  return last;
}
