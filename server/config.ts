import 'server-only';
import { z } from 'zod';
import { SANDBOX_VAT_NUMBER } from '@/lib/precontract/trader';
import { site } from '@/lib/site';
import { deploymentRefusal, siteUrlOf } from '@/server/deployment.mjs';

// Every setting the shop reads, validated once. An empty environment runs against the sandbox.
export const SANDBOX_ERP_URL = `http://127.0.0.1:${process.env.SANDBOX_ERP_PORT ?? '4100'}`;
/** The sandbox gateway `npm start` runs when JCC_BASE_URL is unset, and its merchant login. */
export const SANDBOX_JCC_URL = `http://127.0.0.1:${process.env.SANDBOX_JCC_PORT ?? '4140'}/payment/rest/`;
const SANDBOX_JCC_LOGIN = { userName: 'ruck-api', password: 'sandbox-password' };
const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

const httpUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const schema = z.object({
  ERP_BASE_URL: httpUrl.default(SANDBOX_ERP_URL),
  ERP_USER: z.string().min(1).default('root'),
  ERP_SESSION_TOKEN: z.string().min(1).default(ZERO_GUID),
  ERP_COMPANY: z.string().min(1).optional(),
  // Unset: the address this process is served on (siteUrlOf); required when deployed.
  SITE_URL: httpUrl.optional(),
  // Signs cache-refresh requests (app/api/revalidate); unset turns that endpoint off.
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Lets a scheduler (Vercel Cron) run the reconciliation job: GET /api/cron/reconcile with
  // `Authorization: Bearer <CRON_SECRET>`; unset turns that endpoint off.
  CRON_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The placeholder nonce a shared page cache in front (nginx, docs/deploy.md) has pages rendered
  // with and replaces in every answer; letters and digits only, so it can be found in plain text.
  PAGE_CACHE_NONCE: z
    .string()
    .regex(/^[A-Za-z0-9]{32,}$/, 'must be at least 32 letters and digits')
    .optional(),
  // The shop's own SQLite store (contact messages, newsletter subscribers); git-ignored.
  SHOP_DATA_DIR: z.string().min(1).default('.data'),
  // The shop's durable data on PostgreSQL instead of that SQLite file (server/runtime/stores.ts).
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Contact messages are always stored; with SMTP_HOST set they are also mailed to CONTACT_TO.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_FROM: z.email().optional(),
  CONTACT_TO: z.email().optional(),
  // Instagram Graph API token (server only); unset shows the local images.
  INSTAGRAM_ACCESS_TOKEN: z.string().min(1).optional(),
  // Seals the session cookie (iron-session). Required when deployed (server/deployment.mjs).
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The JCC card gateway's REST base (…/payment/rest/) and merchant API login (or a token from JCC
  // support); unset = the sandbox gateway. JCC_CALLBACK_SECRET checks callbacks' checksums.
  JCC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/*$/, '/'))
    .optional(),
  JCC_USERNAME: z.string().min(1).optional(),
  JCC_PASSWORD: z.string().min(1).optional(),
  JCC_TOKEN: z.string().min(1).optional(),
  JCC_CALLBACK_SECRET: z.string().min(1).optional(),
  // 1: a deployment may run on JCC's test gateway (server/deployment.mjs); unset or 0 refuses it.
  JCC_ALLOW_TEST: z.enum(['0', '1']).optional(),
  // How often the shop settles pending payments and resends paid orders to the ERP; 0 = never.
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // Ephemeral state shared by every node (rate limits, the job lease, revalidation broadcasts,
  // favourites); unset keeps it in this process and the shop's SQLite file (server/shared/).
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // The trader the pre-contract information and the order confirmation name (server/trader.ts):
  // the company's registered name and VAT number; unset, the sandbox's placeholders.
  SHOP_LEGAL_NAME: z.string().trim().min(1).default(site.legalName),
  SHOP_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'must be a VAT number with its country prefix, e.g. CY12345678X')
    .default(SANDBOX_VAT_NUMBER),
  NODE_ENV: z.string().optional(),
  NEXT_PHASE: z.string().optional(),
});

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
  to: string;
}

export interface JccConfig {
  /** Ends in `/`: methods are resolved against it (`register.do`). */
  baseUrl: string;
  userName?: string;
  password?: string;
  token?: string;
  callbackSecret?: string;
  /** True when JCC_BASE_URL is unset and the shop talks to sandbox/jcc. */
  sandbox: boolean;
}

export type Config = {
  erp: { baseUrl: string; user: string; sessionToken: string; company?: string };
  siteUrl: string;
  /** HMAC key for POST /api/revalidate; undefined disables the endpoint. */
  revalidateSecret?: string;
  cronSecret?: string;
  /** The shared page cache's placeholder nonce (server/http/shared-cache-nonce.ts); undefined: none. */
  pageCacheNonce?: string;
  shopDataDir: string;
  /**
   * PostgreSQL for orders, return requests, reset tokens, contact messages, subscribers and session
   * revocations; undefined keeps them in SQLite under shopDataDir.
   */
  databaseUrl?: string;
  /** Undefined: contact messages are stored but not mailed. */
  smtp?: SmtpConfig;
  instagramToken?: string;
  /** The card gateway (JCC's REST shape); the sandbox's when JCC_BASE_URL is unset. */
  jcc: JccConfig;
  /** The order reconciliation job's period (server/orders/reconcile.ts); 0 turns it off. */
  reconcileIntervalMs: number;
  /** redis:// or rediss:// for state shared by several nodes (server/shared/); undefined = one node. */
  redisUrl?: string;
  /** Who sells: the registered name and VAT number (the rest of the trader's details: lib/site.ts). */
  trader: { legalName: string; vatNumber: string };
  session: {
    /** Undefined outside a deployment: server/session-secret.ts keeps one in shopDataDir. */
    secret?: string;
    /** `Secure` and the `__Host-` cookie name: a production build with an https SITE_URL. */
    secureCookie: boolean;
  };
};

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Treat empty strings as unset so a copied .env.example with blank values still works.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  // `next build` serves no one: a build machine need not hold the deployment's settings.
  const refusal = e.NEXT_PHASE === 'phase-production-build' ? undefined : deploymentRefusal(cleaned);
  if (refusal) throw new Error(refusal);
  const siteUrl = siteUrlOf({ ...cleaned, SITE_URL: e.SITE_URL });
  const jcc = jccConfig(e);
  return {
    jcc,
    erp: {
      baseUrl: e.ERP_BASE_URL,
      user: e.ERP_USER,
      sessionToken: e.ERP_SESSION_TOKEN,
      company: e.ERP_COMPANY,
    },
    siteUrl,
    revalidateSecret: e.REVALIDATE_SECRET,
    cronSecret: e.CRON_SECRET,
    pageCacheNonce: e.PAGE_CACHE_NONCE,
    shopDataDir: e.SHOP_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === 'true',
          auth: e.SMTP_USER && e.SMTP_PASS ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
          from: e.SMTP_FROM ?? site.supportEmail,
          to: e.CONTACT_TO ?? site.supportEmail,
        }
      : undefined,
    instagramToken: e.INSTAGRAM_ACCESS_TOKEN,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    redisUrl: e.REDIS_URL,
    trader: { legalName: e.SHOP_LEGAL_NAME, vatNumber: e.SHOP_VAT_NUMBER },
    session: {
      secret: e.SESSION_SECRET,
      secureCookie: e.NODE_ENV === 'production' && siteUrl.startsWith('https:'),
    },
  };
}

/** The gateway settings: JCC_BASE_URL with a login or token, or the sandbox (never when deployed). */
function jccConfig(e: z.infer<typeof schema>): JccConfig {
  const secrets = { token: e.JCC_TOKEN, callbackSecret: e.JCC_CALLBACK_SECRET };
  if (!e.JCC_BASE_URL) {
    return {
      baseUrl: SANDBOX_JCC_URL,
      userName: e.JCC_USERNAME ?? SANDBOX_JCC_LOGIN.userName,
      password: e.JCC_PASSWORD ?? SANDBOX_JCC_LOGIN.password,
      ...secrets,
      sandbox: true,
    };
  }
  if (!e.JCC_TOKEN && !(e.JCC_USERNAME && e.JCC_PASSWORD))
    throw new Error(
      'Invalid configuration: JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN): required with JCC_BASE_URL',
    );
  return {
    baseUrl: e.JCC_BASE_URL,
    userName: e.JCC_USERNAME,
    password: e.JCC_PASSWORD,
    ...secrets,
    sandbox: false,
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
