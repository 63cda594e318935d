import { afterAll, beforeAll, vi } from 'vitest';
import type { SessionUser } from '@/server/account/session';
import { openShopDb } from '@/server/store/db';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { startTestSandbox, type TestSandbox } from '../sandbox/helpers';

// A live sandbox ERP for one test file (as tests/contract/accounts.test.ts starts it), and the
// pieces every account route test needs: signed-in users, requests from our origin or another.

export const ORIGIN = 'http://shop.test';
export const DEMO: SessionUser = { userId: 1001, addressId: 2001, email: 'demo@example.com' };
export const MARIA: SessionUser = { userId: 1003, addressId: 2003, email: 'maria@example.com' };

export function liveSandbox() {
  const state = { url: '' };
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedItems: 120, seed: 7 });
    vi.stubEnv('ERP_BASE_URL', sandbox.url);
    state.url = sandbox.url;
  }, 60_000);
  afterAll(async () => {
    await sandbox?.stop();
  });
  return state;
}

/** The session a handler sees: this user, or a guest (null). */
export const as = (user: SessionUser | null) => async () => user;

export const limiter = (points = 1000) => {
  const db = openShopDb(':memory:');
  return createSqliteRateLimiter(() => db, { name: 'test', points, durationSeconds: 60 });
};

export function jsonRequest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A GET of `path` from the shop's own pages (`headers` add e.g. the lang cookie). */
export const getRequest = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });

export async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }
  ).error;
}
