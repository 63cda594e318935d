// What a Node.js server process of the shop starts with (instrumentation.ts calls it once, in the
// Node.js runtime only, never in `next build`'s workers). A file of its own so that the Edge
// runtime's compile of instrumentation.ts never sees process.exit or node:path.
export async function startNodeProcess() {
  // Only a trusted proxy may name the client (server/http/forwarded.mjs), whichever server runs the
  // shop. Not on Vercel: the platform sets X-Forwarded-For itself, and its own server is the peer.
  if (!process.env.VERCEL) {
    const { trustedProxies, vouchForEveryClient } = await import('@/server/http/forwarded.mjs');
    vouchForEveryClient(trustedProxies(process.env.TRUSTED_PROXIES));
  }
  // One production server per data folder unless the state is in shared engines
  // (server/start/data-folder-lock.mjs); Vercel has no data folder.
  if (process.env.NODE_ENV === 'production' && !process.env.VERCEL) {
    const { claimDataFolder } = await import('@/server/start/data-folder-lock.mjs');
    const { stopTheStart } = await import('@/server/start/deployment-start');
    const path = await import('node:path');
    const claim = claimDataFolder(
      process.env,
      path.resolve(/* turbopackIgnore: true */ process.env.SHOP_DATA_DIR || '.data'),
    );
    if ('refusal' in claim) stopTheStart(claim.refusal, process.env, (code) => process.exit(code));
    else process.on('exit', () => claim.release());
  }
  // A deployment first checks its settings and the ERP's and JCC's credentials: refused ones stop
  // the start here (server/start/deployment-start.ts), before anything else is started.
  const { checkDeploymentAtStart } = await import('@/server/start/deployment-start');
  await checkDeploymentAtStart();
  // The shop's database is opened and migrated on start (PostgreSQL when DATABASE_URL is set); a
  // failure is logged, and the stores try again on first use.
  const { stores } = await import('@/server/runtime/stores');
  const { errorFields, logFor } = await import('@/server/log/logger');
  await stores()
    .ready()
    .catch((error: unknown) =>
      logFor('store').error(errorFields(error), 'the database could not be migrated'),
    );
  const { startShopReconciliation } = await import('@/server/runtime/orders');
  startShopReconciliation();
  // Other nodes' cache revalidations (REDIS_URL) drop this node's catalogue caches too.
  const { listenForRevalidations } = await import('@/server/catalogue/revalidation');
  const { sharedState } = await import('@/server/runtime/shared-state');
  listenForRevalidations(sharedState().broadcast);
}
