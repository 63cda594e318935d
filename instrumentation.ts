// Next.js calls register() once when a server process starts (not during the build). The shop's
// background work starts here, in the Node.js runtime only.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startReconciliation } = await import('@/server/orders/reconcile-timer');
  startReconciliation();
}
