import 'server-only';
import type { ShopDb } from '@/server/store/db';

// One holder at a time for a background job across every process sharing the lease's store. Two
// drivers (chosen in server/runtime/shared-state.ts): this one, a row per job in the shop's SQLite
// file, for the processes of one machine; server/shared/redis-job-lease.ts for several machines.

export interface JobLease {
  /**
   * True when `holder` now holds `name` until now + ttlMs: it was free, expired or already
   * `holder`'s. False when another holder has it, or the store cannot be reached (skip the run).
   */
  take(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Frees `name` if `holder` still holds it; never another holder's lease. */
  release(name: string, holder: string): Promise<void>;
}

/** A row per job, taken when free, expired or already ours, in one conditional statement. */
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
      return Promise.resolve(take.run(name, holder, t + ttlMs, t).changes === 1);
    },
    release(name, holder) {
      release.run(name, holder);
      return Promise.resolve();
    },
  };
}
