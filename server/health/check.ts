import 'server-only';

// GET /api/health's measurements: whether each system the shop depends on answers, each asked at
// most once per TTL whatever the request rate (nginx, a container runtime and monitors may all ask
// every few seconds, and a stranger may ask thousands of times: the systems behind see one
// question per TTL), and each given a short deadline, so the endpoint answers within it even when
// a system hangs. A failure is kept as a fixed word: a driver's message may name a host or a port.

/** What one system answered. */
export type Failure = 'timeout' | 'unreachable' | 'refused';

/** Asks one system once; throws to say it did not answer (a ProbeRefused: it answered "no"). */
export type Probe = (deadlineMs: number) => Promise<void>;

/** A system that answered but refused the shop (the ERP's 401/403: wrong credentials). */
export class ProbeRefused extends Error {
  override name = 'ProbeRefused';
}

export type DependencyState =
  | { status: 'up'; latencyMs: number }
  | { status: 'down'; latencyMs: number; failure: Failure }
  | { status: 'not configured' };

export interface HealthReport {
  ok: boolean;
  /** Seconds since the process started. */
  uptimeS: number;
  dependencies: Record<string, DependencyState>;
}

export interface HealthCheckOptions {
  /** Each system; undefined when the configuration does not use it (Redis without REDIS_URL). */
  probes: Record<string, Probe | undefined>;
  /** How long one system may take before it counts as down. */
  deadlineMs?: number;
  /** How long a report is reused. */
  ttlMs?: number;
  now?: () => number;
  uptimeS?: () => number;
}

export const HEALTH_DEADLINE_MS = 1_000;
export const HEALTH_TTL_MS = 2_000;

async function measure(probe: Probe, deadlineMs: number, now: () => number): Promise<DependencyState> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Failure>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
  });
  const answer = probe(deadlineMs).then(
    () => undefined,
    (error: unknown): Failure => (error instanceof ProbeRefused ? 'refused' : 'unreachable'),
  );
  try {
    const failure = await Promise.race([answer, deadline]);
    const latencyMs = Math.round(now() - started);
    return failure ? { status: 'down', latencyMs, failure } : { status: 'up', latencyMs };
  } finally {
    clearTimeout(timer);
  }
}

/** The health check: a report per TTL, shared by every request that asks meanwhile. */
export function createHealthCheck(opts: HealthCheckOptions): () => Promise<HealthReport> {
  const deadlineMs = opts.deadlineMs ?? HEALTH_DEADLINE_MS;
  const ttlMs = opts.ttlMs ?? HEALTH_TTL_MS;
  const now = opts.now ?? (() => performance.now());
  const uptimeS = opts.uptimeS ?? (() => Math.round(process.uptime()));
  let last: { report: Promise<HealthReport>; at: number } | undefined;

  const run = async (): Promise<HealthReport> => {
    const names = Object.keys(opts.probes);
    const states = await Promise.all(
      names.map((name) => {
        const probe = opts.probes[name];
        return probe
          ? measure(probe, deadlineMs, now)
          : Promise.resolve({ status: 'not configured' as const });
      }),
    );
    return {
      ok: states.every((s) => s.status !== 'down'),
      uptimeS: uptimeS(),
      dependencies: Object.fromEntries(names.map((name, i) => [name, states[i]])),
    };
  };

  return () => {
    // A check under way is shared too: its age counts from when it started.
    if (!last || now() - last.at >= ttlMs) last = { report: run(), at: now() };
    return last.report;
  };
}
