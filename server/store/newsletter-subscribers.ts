import 'server-only';
import { normaliseEmail } from '@/lib/forms/email';
import type { ShopDb } from './db';

// Newsletter subscribers: one row per address, compared without case.

export type SubscribeOutcome = 'added' | 'exists';

export function addSubscriber(db: ShopDb, email: string, now = new Date()): SubscribeOutcome {
  const result = db
    .prepare(
      'INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING',
    )
    .run(normaliseEmail(email), now.toISOString());
  return result.changes === 1 ? 'added' : 'exists';
}
