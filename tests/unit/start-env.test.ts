import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxesFor } from '@/scripts/lib/processes.mjs';
import { deploymentRefusal, siteUrlOf } from '@/server/deployment.mjs';
import { loadShopEnv } from '@/server/env-files.mjs';

// What `npm start`, `npm run cluster` and the operator scripts decide from: the environment plus the .env files, as Next
// reads them (docs/deploy.md, Settings).
describe('the start scripts read .env.local as Next does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-env-'));
  afterEach(() => {
    nextEnv.resetEnv();
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('decides the sandboxes, the port and the refusal from .env.local, the environment winning', () => {
    writeFileSync(
      join(dir, '.env.local'),
      [
        'ERP_BASE_URL=http://erp.internal:8080',
        'PORT=3999',
        'TRUSTED_PROXIES=127.0.0.1',
        'SMTP_HOST=',
        'NODE_NAME=from-the-file',
      ].join('\n'),
    );
    writeFileSync(join(dir, '.env'), 'PORT=3888\nHOST=0.0.0.0\n');
    // Vitest runs with NODE_ENV=test, for which Next skips .env.local; the start scripts run in production.
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NODE_NAME', 'from-the-environment');
    const env = loadShopEnv(dir);

    expect(env.TRUSTED_PROXIES).toBe('127.0.0.1');
    expect(env.NODE_NAME).toBe('from-the-environment');
    expect(process.env.TRUSTED_PROXIES).toBe('127.0.0.1'); // the operator scripts read process.env
    expect(sandboxesFor(env)).toEqual({ erp: false, mail: true, jcc: true });
    expect(siteUrlOf(env)).toBe('http://127.0.0.1:3999'); // .env.local before .env; 0.0.0.0 → loopback
    expect(deploymentRefusal(env)).toMatch(
      /ERP_BASE_URL names a host outside this machine.*missing: SITE_URL, SESSION_SECRET, SMTP_HOST, JCC_BASE_URL, SHOP_VAT_NUMBER/,
    );
  });
});
