import 'server-only';
import type { ShopDb } from '@/server/store/db';

// One holder at a time for a background job across every process sharing the shop's store: a row
// per job, taken when free, expired or already ours, in one conditional statement.

export interface JobLease {
  /** True when `holder` now holds `name` until now + ttlMs. */
  take(name: string, holder: string, ttlMs: number): boolean;
  release(name: string, holder: string): void;
}

export function sqliteJobLease(db: ShopDb, now: () => number = Date.now): JobLease {
  const take = db.prepare(
    `INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
     WHERE job_leases.expires_at < ? OR job_leases.holder = excluded.holder`,
  );
  const release = db.prepare('DELETE FROM job_leases WHERE name = ? AND holder = ?');
  return {
    take(name, holder, ttlMs) {
      const t = now();
      return take.run(name, holder, t + ttlMs, t).changes === 1;
    },
    release(name, holder) {
      release.run(name, holder);
    },
  };
}
