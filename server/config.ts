import 'server-only';
import { z } from 'zod';

// Every setting the shop reads, validated once. An empty environment runs against the sandbox.
export const SANDBOX_ERP_URL = `http://127.0.0.1:${process.env.SANDBOX_ERP_PORT ?? '4100'}`;
const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

const httpUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const schema = z.object({
  ERP_BASE_URL: httpUrl.default(SANDBOX_ERP_URL),
  ERP_USER: z.string().min(1).default('root'),
  ERP_SESSION_TOKEN: z.string().min(1).default(ZERO_GUID),
  ERP_COMPANY: z.string().min(1).optional(),
  SITE_URL: httpUrl.default('http://127.0.0.1:3000'),
  // Signs cache-refresh requests (app/api/revalidate); unset turns that endpoint off.
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = {
  erp: { baseUrl: string; user: string; sessionToken: string; company?: string };
  siteUrl: string;
  /** HMAC key for POST /api/revalidate; undefined disables the endpoint. */
  revalidateSecret?: string;
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
  return {
    erp: { baseUrl: e.ERP_BASE_URL, user: e.ERP_USER, sessionToken: e.ERP_SESSION_TOKEN, company: e.ERP_COMPANY },
    siteUrl: e.SITE_URL,
    revalidateSecret: e.REVALIDATE_SECRET,
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
