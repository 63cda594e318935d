// Next.js calls register() once when a server process starts (also under host/server.mjs, whose
// app.prepare() runs it). The shop's background work starts here, in the Node.js runtime only, and
// never in `next build`'s workers (which may load this file).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // The shop's database is opened and migrated on start (PostgreSQL when DATABASE_URL is set); a
  // failure is logged, and the stores try again on first use.
  const { stores } = await import('@/server/store/stores');
  await stores()
    .ready()
    .catch((error: unknown) => {
      console.error(
        '[store] the database could not be migrated:',
        error instanceof Error ? error.message : error,
      );
    });
  const { startReconciliation } = await import('@/server/orders/reconcile-timer');
  startReconciliation();
  // Other nodes' cache revalidations (REDIS_URL) drop this node's catalogue and page caches too.
  const { listenForRevalidations } = await import('@/server/catalogue/revalidation');
  listenForRevalidations();
}
