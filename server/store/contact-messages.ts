import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import type { ShopDb } from './db';
import { first, sqliteSql, type Sql } from './sql';

// Contact messages, kept whether or not they are also mailed, so none is lost to an SMTP outage.

export interface ContactMessages {
  /** Stores a message: its id. */
  save(message: ContactMessage, now?: Date): Promise<number>;
  markMailed(id: number, now?: Date): Promise<void>;
}

/** Contact messages on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlContactMessages(sql: Sql): ContactMessages {
  return {
    async save(message, now = new Date()) {
      const row = await first<{ id: number }>(
        sql,
        `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)
         RETURNING id`,
        [message.name, message.email, message.subject, message.message, now.toISOString()],
      );
      return row!.id;
    },
    async markMailed(id, now = new Date()) {
      await sql.run('UPDATE contact_messages SET mailed_at = ? WHERE id = ?', [now.toISOString(), id]);
    },
  };
}

export const sqliteContactMessages = (db: ShopDb): ContactMessages => sqlContactMessages(sqliteSql(db));
