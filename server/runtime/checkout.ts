import 'server-only';
import type { VoucherRouteDeps } from '@/server/checkout/voucher-route';
import { config } from '@/server/config';
import { findVoucher } from '@/server/erp/checkout';
import { VOUCHER_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from './shared-state';

/** POST /api/checkout/voucher's collaborators in the running shop. */
export const voucherRouteDeps: VoucherRouteDeps = {
  limiter: rateLimiter(VOUCHER_RATE_LIMIT),
  origin: () => config().siteUrl,
  findVoucher: (code) => findVoucher(code),
};
