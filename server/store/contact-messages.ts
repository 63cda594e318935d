import 'server-only';
import type { ContactMessage } from '@/lib/forms/contact';
import type { ShopDb } from './db';

// Contact messages, kept whether or not they are also mailed, so none is lost to an SMTP outage.

export function saveContactMessage(db: ShopDb, message: ContactMessage, now = new Date()): number {
  const result = db
    .prepare(
      'INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(message.name, message.email, message.subject, message.message, now.toISOString());
  return Number(result.lastInsertRowid);
}

export function markContactMailed(db: ShopDb, id: number, now = new Date()): void {
  db.prepare('UPDATE contact_messages SET mailed_at = ? WHERE id = ?').run(now.toISOString(), id);
}
