import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { createPgDatabase } from './drivers';

// stores() is the one place that picks the database: the SQLite file under SHOP_DATA_DIR with no
// DATABASE_URL, PostgreSQL with it. Checked through a real route (POST /api/newsletter).

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-stores-'));
  vi.resetModules();
  vi.stubEnv('SHOP_DATA_DIR', dir);
  // The process's database handles, as a fresh process has them: none yet.
  const held = globalThis as { __shopStores?: unknown; __shopDb?: unknown };
  delete held.__shopStores;
  delete held.__shopDb;
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function subscribe(email: string) {
  const { POST } = await import('@/app/api/newsletter/route');
  const response = await POST(
    new Request('http://shop.test/api/newsletter', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ email }),
    }),
  );
  expect(response.status).toBe(200);
}

describe('stores()', () => {
  it('keeps durable data in the SQLite file when DATABASE_URL is unset', async () => {
    vi.stubEnv('DATABASE_URL', '');
    await subscribe('ana@example.com');
    const { shopDb } = await import('@/server/runtime/stores');
    shopDb().close();
    const db = openShopDb(join(dir, 'shop.db'));
    expect(db.prepare('SELECT email FROM newsletter_subscribers').all()).toEqual([
      { email: 'ana@example.com' },
    ]);
    db.close();
  });

  it('keeps it in PostgreSQL when DATABASE_URL is set, migrated on start', async () => {
    const url = await createPgDatabase();
    vi.stubEnv('DATABASE_URL', url);
    const { stores } = await import('@/server/runtime/stores');
    await stores().ready();
    await subscribe('bob@example.com');
    (await import('@/server/runtime/stores')).shopDb().close();
    const client = new pg.Client(url);
    await client.connect();
    try {
      expect((await client.query('SELECT email FROM newsletter_subscribers')).rows).toEqual([
        { email: 'bob@example.com' },
      ]);
    } finally {
      await client.end();
    }
    const sqlite = openShopDb(join(dir, 'shop.db'));
    expect(sqlite.prepare('SELECT count(*) AS n FROM newsletter_subscribers').get()).toEqual({ n: 0 });
    sqlite.close();
  });
});

describe('GET /api/health on the database stores() opened', () => {
  /** The details, as loopback reads them, from a health check made afresh. */
  async function health() {
    delete (globalThis as { __healthCheck?: unknown }).__healthCheck;
    vi.stubEnv('REDIS_URL', '');
    const { GET } = await import('@/app/api/health/route');
    const res = await GET(
      new Request('http://shop.test/api/health', { headers: { 'x-forwarded-for': '127.0.0.1' } }),
    );
    return res.text();
  }

  it('says PostgreSQL answers', async () => {
    vi.stubEnv('DATABASE_URL', await createPgDatabase());
    expect(JSON.parse(await health()).dependencies.database).toMatchObject({ status: 'up' });
  });

  it('says it does not, within about a second, naming neither its host nor its login', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://shop:hunter2@127.0.0.1:1/shop');
    const started = performance.now();
    const text = await health();
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(JSON.parse(text).dependencies.database).toMatchObject({ status: 'down' });
    for (const secret of ['127.0.0.1', 'hunter2', 'postgres:']) expect(text).not.toContain(secret);
  });
});
