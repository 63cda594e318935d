/** Leaves for the payment gateway's hosted page (a module of its own, so tests can replace it). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
