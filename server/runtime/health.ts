import 'server-only';
import { pingErp } from '@/server/erp/http';
import { createHealthCheck, ProbeRefused } from '@/server/health/check';
import { trustedProxies } from '@/server/http/trusted-proxies.mjs';
import { processSingleton } from '@/server/process-singleton';
import { sharedState } from './shared-state';
import { stores } from './stores';

// GET /api/health's systems: the ERP, the database the configuration names (SQLite or
// PostgreSQL), and Redis when REDIS_URL is set. JCC and the mail server are left out: the shop
// serves without them, and the start already checks JCC's credentials (server/start/).

export const healthCheck = processSingleton('__healthCheck', () =>
  createHealthCheck({
    probes: {
      erp: async (deadlineMs) => {
        const answer = await pingErp(deadlineMs);
        if (answer === 'refuses') throw new ProbeRefused();
        if (answer === 'silent') throw new Error('the ERP did not answer');
      },
      database: () => stores().ping(),
      redis: sharedState().ping,
    },
  }),
);

/** TRUSTED_PROXIES, read once. */
export const healthTrustedProxies = processSingleton('__healthTrustedProxies', () =>
  trustedProxies(process.env.TRUSTED_PROXIES),
);
