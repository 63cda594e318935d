import type { ShopDb } from '@/server/store/db';

/** The stored addresses, oldest first, read as scripts/export-newsletter.mjs reads them. */
export const subscriberEmails = (db: ShopDb): string[] =>
  (db.prepare('SELECT email FROM newsletter_subscribers ORDER BY id').all() as { email: string }[]).map(
    (row) => row.email,
  );
