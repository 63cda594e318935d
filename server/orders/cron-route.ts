import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { errorResponse } from '@/server/http/route-body';
import type { ReconcileReport } from './reconcile';

// GET /api/cron/reconcile: one run of the reconciliation job on demand, for hosts where no process
// lives long enough to run it on a timer (Vercel: its Cron sends `Authorization: Bearer
// <CRON_SECRET>`). Off (404) without a secret; the lease still keeps runs to one at a time.

export interface CronRouteDeps {
  secret: () => string | undefined;
  run: () => Promise<ReconcileReport>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, so neither the length nor the content leaks through timing. */
function authorized(header: string | null, secret: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${secret}`));
}

export function cronReconcileHandler(deps: CronRouteDeps) {
  return async function GET(request: Request): Promise<Response> {
    const secret = deps.secret();
    if (!secret) return errorResponse(404, 'not_found', 'Not found');
    if (!authorized(request.headers.get('authorization'), secret))
      return errorResponse(401, 'unauthorized', 'A valid cron secret is required');
    const report = await deps.run();
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  };
}
