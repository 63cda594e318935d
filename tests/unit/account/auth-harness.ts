import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { AuthEnv } from '@/server/account/auth-http';
import { sessionOptions } from '@/server/account/session';
import type { RateLimitRule } from '@/server/shared/rate-limiter';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { openShopDb, type ShopDb } from '@/server/store/db';
import { sqliteRevocations } from '@/server/store/session-revocations';
import { startTestSandbox } from '../../sandbox/helpers';

// The auth route handlers against a live sandbox ERP (as tests/contract/accounts.test.ts starts it)
// and a shop store in a temporary SHOP_DATA_DIR. Requests are built as a browser on the shop sends
// them; cookies are carried by hand like a browser's jar.

export const SITE = 'http://127.0.0.1:3000';
export const SECRET = 'test-secret-test-secret-test-secret-0123';

export interface Harness {
  env: AuthEnv;
  db: ShopDb;
  limiter: (rule: RateLimitRule) => ReturnType<typeof createSqliteRateLimiter>;
  erpUrl: string;
  close(): Promise<void>;
}

export async function startHarness(name: string): Promise<Harness> {
  const shopDir = mkdtempSync(join(tmpdir(), `${name}-shop-`));
  const sandbox = await startTestSandbox({ seedItems: 20, seed: 7 });
  vi.stubEnv('ERP_BASE_URL', sandbox.url);
  vi.stubEnv('SHOP_DATA_DIR', shopDir);
  const db = openShopDb(join(shopDir, 'shop.db'));
  const revocations = sqliteRevocations(db);
  return {
    db,
    erpUrl: sandbox.url,
    env: {
      siteUrl: () => SITE,
      sessionOptions: () => sessionOptions(SECRET, false),
      revocations: () => revocations,
      limiter: (rule) => createSqliteRateLimiter(() => db, rule),
    },
    limiter: (rule) => createSqliteRateLimiter(() => db, rule),
    async close() {
      await sandbox.stop();
      db.close();
      rmSync(shopDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** A fresh client address, so one test's attempts do not count against another's. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export interface Call {
  body?: unknown;
  raw?: string;
  cookie?: string;
  origin?: string | null;
  contentType?: string;
  ip?: string;
  method?: string;
}

export function request(path: string, call: Call = {}): Request {
  const headers = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-for': call.ip ?? '10.9.9.9' });
  const method = call.method ?? 'POST';
  if (method !== 'GET') {
    if (call.origin !== null) headers.set('origin', call.origin ?? SITE);
    headers.set('content-type', call.contentType ?? 'application/json');
  }
  if (call.cookie) headers.set('cookie', call.cookie);
  const body =
    method === 'GET'
      ? undefined
      : (call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body)));
  return new Request(`${SITE}${path}`, { method, headers, body });
}

/** The `name=value` of the session cookie an answer sets ('' when it clears it, undefined: none). */
export function sessionCookie(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!set) return undefined;
  const pair = set.split(';')[0];
  return /max-age=0/i.test(set) || pair === 'session=' ? '' : pair;
}

export const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
