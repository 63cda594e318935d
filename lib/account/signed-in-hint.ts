// A readable cookie that says only "this browser has signed in": no id, no name, no secret. The
// session cookie itself is httpOnly, and pages come from a shared cache, so without this hint every
// guest's page view would spend a request on finding out it is a guest. The server never trusts it:
// every account answer reads the sealed session; a stale hint costs one 401 and is then dropped.

export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** In the browser: whether the hint is present. */
export function hasSignedInHint(): boolean {
  return (
    typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`)
  );
}

/** In the browser: drops a hint the server no longer honours (a session revoked elsewhere). */
export function dropSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
