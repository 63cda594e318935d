// A PostgreSQL that took the connection and then stopped answering (its backend frozen with
// SIGSTOP): a statement fails as an outage after the read timeout instead of hanging the request,
// the pool drops that connection, and the next statement works on a fresh one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPg, type PgDatabase } from '@/server/store/pg';
import { StoreUnavailableError } from '@/server/store/unavailable';
import { startTestPg, type TestPg } from '../store/pg-server';

let postgres: TestPg;
let db: PgDatabase;
let frozen = 0;

beforeAll(async () => {
  postgres = await startTestPg();
  db = openPg(postgres.url, { max: 1, queryTimeoutMs: 300 });
}, 60_000);

afterAll(async () => {
  if (frozen) process.kill(frozen, 'SIGCONT');
  await db?.pool.end().catch(() => undefined);
  await postgres?.remove();
});

it('a frozen server is an outage after the read timeout, and the next statement recovers', async () => {
  const [{ pid }] = await db.sql.all<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  process.kill(pid, 'SIGSTOP');
  frozen = pid;
  const started = Date.now();
  await expect(db.sql.all('SELECT 1 AS one')).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(Date.now() - started).toBeLessThan(2_000);
  process.kill(pid, 'SIGCONT');
  frozen = 0;
  expect(await db.sql.all<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
});
