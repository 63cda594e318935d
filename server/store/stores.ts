import 'server-only';
import type { RevocationTimes } from '@/server/account/revocation-cache';
import type { SessionRevocations } from '@/server/account/revocations';
import { config } from '@/server/config';
import { sqlOrderStore, type OrderStore } from '@/server/orders/store';
import { sqlReturnRequests, type ReturnRequests } from '@/server/returns/store';
import { sqlContactMessages, type ContactMessages } from './contact-messages';
import { shopDb } from './db';
import { sqlEmailChanges, type EmailChanges } from './email-changes';
import { sqlSubscribers, type NewsletterSubscribers } from './newsletter-subscribers';
import { sqlPasswordResets, type PasswordResets } from './password-resets';
import { openPg } from './pg';
import { sqlRevocations } from './session-revocations';
import { sqliteSql, type Sql } from './sql';

// The shop's durable data, one store per kind, on the database the configuration names: the
// SQLite file under SHOP_DATA_DIR by default, PostgreSQL when DATABASE_URL is set. This is the one
// place that chooses; everything else asks stores() and never sees which database it is.

export interface Stores {
  orders: OrderStore;
  returns: ReturnRequests;
  contactMessages: ContactMessages;
  subscribers: NewsletterSubscribers;
  passwordResets: PasswordResets;
  emailChanges: EmailChanges;
  /** Read through server/account/app-revocations.ts's cache in the app. */
  revocations: SessionRevocations & RevocationTimes;
  /** Resolves once the database is open and migrated (the stores also wait for it themselves). */
  ready: () => Promise<void>;
}

/** Every store on one driver. */
export function storesOn(sql: Sql, ready: () => Promise<void>, now?: () => number): Stores {
  return {
    orders: sqlOrderStore(sql, now),
    returns: sqlReturnRequests(sql, now),
    contactMessages: sqlContactMessages(sql),
    subscribers: sqlSubscribers(sql),
    passwordResets: sqlPasswordResets(sql, now),
    emailChanges: sqlEmailChanges(sql, now),
    revocations: sqlRevocations(sql, now),
    ready,
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

const holder = globalThis as { __shopStores?: Stores };

/** The process's stores, built once on first use (never at build time). */
export const stores = (): Stores => (holder.__shopStores ??= openStores());
