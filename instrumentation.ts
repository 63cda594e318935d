// Next.js calls register() once when a server process starts (`next start`, the standalone server;
// every request waits for it) and on each Vercel instance. The shop's background work starts in the
// Node.js runtime only (server/runtime/node-process.ts), and never in `next build`'s workers (which
// may load this file). The literal NEXT_RUNTIME test lets the Edge compile drop the import.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startNodeProcess } = await import('@/server/runtime/node-process');
    await startNodeProcess();
  }
}
