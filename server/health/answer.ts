import 'server-only';
import { clientIp } from '@/server/http/rate-limit';
import { plainAddress as plain } from '@/server/http/trusted-proxies.mjs';
import type { HealthReport } from './check';

// Who is told what by GET /api/health. The public gets one word and the status (200 "ok", 503
// "degraded"): enough for a load balancer or an uptime monitor, and nothing about what the shop
// runs on. The per-system details go only to a client on this machine (loopback) or at one of the
// reverse proxies in TRUSTED_PROXIES (an operator's curl on the node, the container's own check, a
// monitor beside nginx). The client is the one rate limits count (server/http/rate-limit.ts): the
// last X-Forwarded-For entry, which the nearest proxy appended; decision 0061 says where that
// holds and what a client could learn where it does not.

/** 127.0.0.0/8 and ::1. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1)$/;

/** True when the request's client may read the details. */
export function mayReadDetails(headers: Headers, trusted: ReadonlySet<string>): boolean {
  const ip = plain(clientIp(headers));
  return LOOPBACK.test(ip) || trusted.has(ip);
}

/** The answer: its status, and the body for this client. Never stored by anyone on the way. */
export function healthAnswer(report: HealthReport, detailed: boolean): Response {
  const status = report.ok ? 200 : 503;
  const headers = { 'cache-control': 'no-store' };
  const word = report.ok ? 'ok' : 'degraded';
  if (detailed) {
    const { uptimeS, dependencies } = report;
    return Response.json({ status: word, uptimeS, dependencies }, { status, headers });
  }
  return new Response(word, {
    status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}
