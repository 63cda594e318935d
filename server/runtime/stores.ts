import 'server-only';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RevocationTimes } from '@/server/account/revocation-cache';
import type { SessionRevocations } from '@/server/account/revocations';
import { config } from '@/server/config';
import { processSingleton } from '@/server/process-singleton';
import { sqlOrderStore, type OrderStore } from '@/server/orders/store';
import { sqlPriceHistory, type PriceHistory } from '@/server/prices/price-history';
import { sqlReturnRequests, type ReturnRequests } from '@/server/returns/store';
import { sqlWithdrawals, type Withdrawals } from '@/server/returns/withdrawals';
import { sqlContactMessages, type ContactMessages } from '@/server/store/contact-messages';
import { openShopDb } from '@/server/store/db';
import { sqlEmailChanges, type EmailChanges } from '@/server/store/email-changes';
import { sqlSubscribers, type NewsletterSubscribers } from '@/server/store/newsletter-subscribers';
import { sqlPasswordResets, type PasswordResets } from '@/server/store/password-resets';
import { openPg } from '@/server/store/pg';
import { sqlRevocations } from '@/server/store/session-revocations';
import { sqliteSql, type Sql } from '@/server/store/sql';

// The shop's durable data, one store per kind, on the database the configuration names: the
// SQLite file under SHOP_DATA_DIR by default, PostgreSQL when DATABASE_URL is set. This is the one
// place that chooses; everything else asks stores() and never sees which database it is.

export interface Stores {
  orders: OrderStore;
  returns: ReturnRequests;
  withdrawals: Withdrawals;
  contactMessages: ContactMessages;
  subscribers: NewsletterSubscribers;
  passwordResets: PasswordResets;
  emailChanges: EmailChanges;
  priceHistory: PriceHistory;
  /** Read through server/runtime/revocations.ts's cache in the app. */
  revocations: SessionRevocations & RevocationTimes;
  /** Resolves once the database is open and migrated (the stores also wait for it themselves). */
  ready: () => Promise<void>;
  /** One trivial statement: whether the database answers (GET /api/health). */
  ping: () => Promise<void>;
}

/** Every store on one driver. */
export function storesOn(sql: Sql, ready: () => Promise<void>, now?: () => number): Stores {
  return {
    orders: sqlOrderStore(sql, now),
    returns: sqlReturnRequests(sql, now),
    withdrawals: sqlWithdrawals(sql, now),
    contactMessages: sqlContactMessages(sql),
    subscribers: sqlSubscribers(sql, now),
    passwordResets: sqlPasswordResets(sql, now),
    emailChanges: sqlEmailChanges(sql, now),
    priceHistory: sqlPriceHistory(sql),
    revocations: sqlRevocations(sql, now),
    ready,
    ping: () => sql.all('SELECT 1').then(() => undefined),
  };
}

function openStores(): Stores {
  const { databaseUrl } = config();
  if (databaseUrl) {
    const pg = openPg(databaseUrl);
    return storesOn(pg.sql, pg.ready);
  }
  // The file the rate limiter and job lease share, opened and migrated here.
  const sql = sqliteSql(shopDb());
  return storesOn(sql, () => Promise.resolve());
}

/** The process's stores, built once on first use (never at build time). */
export const stores = processSingleton('__shopStores', openStores);

/** The process's one connection to the SQLite file, opened on first use (never at build time). */
export const shopDb = processSingleton('__shopDb', () => {
  const dir = config().shopDataDir;
  mkdirSync(dir, { recursive: true });
  return openShopDb(join(/* turbopackIgnore: true */ dir, 'shop.db'));
});
