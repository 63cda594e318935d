import { healthAnswer, mayReadDetails } from '@/server/health/answer';
import { healthCheck, healthTrustedProxies } from '@/server/runtime/health';

/**
 * GET /api/health: 200 "ok" or 503 "degraded" for everyone; the JSON details (each system's state
 * and latency) for loopback and TRUSTED_PROXIES (server/health/answer.ts). Not rate limited: the
 * systems behind are asked at most once per 2 s whoever asks (server/health/check.ts).
 */
export async function GET(request: Request) {
  const detailed = mayReadDetails(request.headers, healthTrustedProxies());
  return healthAnswer(await healthCheck()(), detailed);
}
