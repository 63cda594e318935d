import 'server-only';
import { normaliseEmail } from '@/lib/forms/email';
import type { ShopDb } from './db';
import { sqliteSql, type Sql } from './sql';

// Newsletter subscribers: one row per address, compared without case (COLLATE NOCASE on SQLite, a
// unique index on lower(email) on PostgreSQL; ON CONFLICT with no target meets either).

export type SubscribeOutcome = 'added' | 'exists';

export interface NewsletterSubscribers {
  add(email: string, now?: Date): Promise<SubscribeOutcome>;
}

/** Subscribers on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlSubscribers(sql: Sql): NewsletterSubscribers {
  return {
    async add(email, now = new Date()) {
      const changes = await sql.run(
        'INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
        [normaliseEmail(email), now.toISOString()],
      );
      return changes === 1 ? 'added' : 'exists';
    },
  };
}

export const sqliteSubscribers = (db: ShopDb): NewsletterSubscribers => sqlSubscribers(sqliteSql(db));
