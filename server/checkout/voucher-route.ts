import 'server-only';
import { z } from 'zod';
import { VOUCHER_MESSAGES, voucherMessage, type Voucher } from '@/lib/checkout/voucher';
import type { ErpResult } from '@/server/erp/errors';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';

// POST /api/checkout/voucher { code } → { voucher: { code, valueCents } }, or 400 with the
// shopper's message (VOUCHER_MESSAGES) in error.message and error.fields.voucher. The checkout
// re-checks the voucher when the order is placed; this answer only lets the form show it early.
// Same-origin only, rate-limited per client IP (VOUCHER_RATE_LIMIT), never cached.

export const VOUCHER_MAX_BODY_BYTES = 1024;

const voucherRequestSchema = z.strictObject({
  code: z
    .string({ error: VOUCHER_MESSAGES.unknown })
    .trim()
    .min(1, { error: VOUCHER_MESSAGES.unknown })
    .max(40, {
      error: VOUCHER_MESSAGES.unknown,
    }),
});

export interface VoucherRouteDeps {
  limiter: RateLimiter;
  origin: () => string;
  findVoucher: (code: string) => Promise<ErpResult<Voucher | null>>;
}

const refused = (message: string) =>
  privateError(400, 'invalid_voucher', message, { fields: { voucher: message } });

export function voucherHandler(deps: VoucherRouteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonWrite(request, {
      siteUrl: deps.origin(),
      maxBytes: VOUCHER_MAX_BODY_BYTES,
      schema: voucherRequestSchema,
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, deps.limiter);
    if (limited) return limited;
    const found = await deps.findVoucher(input.data.code);
    if (!found.ok)
      return privateError(503, 'unavailable', VOUCHER_MESSAGES.failed, { headers: { 'Retry-After': '30' } });
    const message = voucherMessage(found.data);
    if (message !== null || !found.data) return refused(message ?? VOUCHER_MESSAGES.unknown);
    return privateJson({ voucher: { code: found.data.code, valueCents: found.data.valueCents } });
  };
}
